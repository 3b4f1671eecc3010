// Faults: a node SIGKILLed in the middle of bets, of settlement and of money decisions; PostgreSQL's
// connections terminated and PostgreSQL gone for seconds; Redis gone for seconds; a node's wall clock
// jumping. After each: no accepted bet is lost, nothing is taken or paid twice, a retry with the
// idempotency key gets the first answer, and `npm run audit` finds the books clean.

import path from 'node:path';
import { calls, ErrorCode, ImCommand } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../packages/server/src/db/database';
import { repoRoot, runAudit } from '../packages/server/src/test/processes';
import { type Cluster, ROUND_SECONDS, startCluster } from './harness/cluster';
import { tally } from './harness/figures';
import { type BetOutcome, betStream, retryBet, storedBets } from './harness/load';
import { pendingDeposit, pendingWithdrawal } from './harness/money';
import {
  adminToken,
  balanceOf,
  fastRoom,
  fundedPlayer,
  type Player,
  planBetsPerRound,
  roomSocket,
  runningPlan,
} from './harness/players';
import { waitFor } from './harness/waiting';
import { CallRefused, callAt, sendCall } from './harness/wire';

/** The players' ids as an SQL list. */
const idList = (players: readonly Player[]) =>
  sql.join(
    players.map((player) => sql`${player.userId}`),
    sql`, `,
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function expectCleanAudit(cluster: Cluster): Promise<void> {
  const audit = await runAudit(cluster.env);
  expect(audit.code, `npm run audit:\n${audit.stdout}${audit.stderr}`).toBe(0);
}

/**
 * An internal error while the database is cut off may come after the database committed (the commit's
 * reply was lost with the connection): the client cannot know, so it sends the call again with its key,
 * exactly as after no answer at all. Busy says nothing changed, so it must be true.
 */
const isOutcomeUnknown = (outcome: BetOutcome) =>
  outcome.kind === 'unanswered' || (outcome.kind === 'refused' && outcome.code === ErrorCode.Internal);

/** What every outcome says against what the database holds, after a retry of each call of unknown outcome. */
async function checkBets(
  cluster: Cluster,
  outcomes: readonly BetOutcome[],
  roomId: number,
  players: Player[],
) {
  const storedFirst = await storedBets(cluster.db, players);
  const retried = await Promise.all(
    outcomes
      .filter(isOutcomeUnknown)
      .map(async (outcome) => ({ outcome, again: await retryBet(cluster.balancer.origin, outcome, roomId) })),
  );
  const stored = await storedBets(cluster.db, players);
  for (const outcome of outcomes) {
    if (outcome.kind === 'placed')
      expect(stored.get(outcome.key), `answered bet ${outcome.key}`).toEqual(outcome.betIds);
    if (outcome.kind === 'refused' && !isOutcomeUnknown(outcome)) {
      expect(stored.has(outcome.key), `refused bet ${outcome.key} (code ${outcome.code})`).toBe(false);
    }
  }
  for (const { outcome, again } of retried) {
    // The retry answers the one bet the key stands for, whether the first call had been taken or not.
    expect(again.kind, `retry of ${outcome.key}`).toBe('placed');
    if (again.kind === 'placed') {
      expect((await storedBets(cluster.db, players)).get(outcome.key)).toEqual(again.betIds);
    }
  }
  // A few answered calls sent again: the first answer, nothing new.
  for (const outcome of outcomes.filter((o) => o.kind === 'placed').slice(0, 5)) {
    const again = await retryBet(cluster.balancer.origin, outcome, roomId);
    expect(again).toMatchObject({ kind: 'placed', betIds: (outcome as { betIds: number[] }).betIds });
  }
  for (const [key, ids] of await storedBets(cluster.db, players))
    expect(ids, `bets of key ${key}`).toHaveLength(1);
  return {
    answered: outcomes.filter((o) => o.kind === 'placed').length,
    retried: retried.length,
    takenBeforeTheError: retried.filter(({ outcome }) => storedFirst.has(outcome.key)).length,
  };
}

describe('faults on two nodes', () => {
  let cluster: Cluster;
  let roomId: number;
  let admin: string;

  beforeAll(async () => {
    cluster = await startCluster({
      nodes: 2,
      hasLinks: true,
      // Node A alone runs the scheduler, so a test knows which node is settling.
      nodeEnv: (index): Record<string, string> => (index === 0 ? {} : { FAIR28_SCHEDULER: 'false' }),
    });
    ({ roomId } = await fastRoom(cluster.db));
    admin = await adminToken(cluster.balancer.origin);
  }, 300_000);

  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  const players = (count: number) =>
    Promise.all(Array.from({ length: count }, () => fundedPlayer(cluster.balancer.origin, admin, 50_000n)));

  const restartStopped = async () => {
    for (const node of cluster.nodes) if (!node.isRunning()) await node.start();
  };

  it('loses no bet and takes none twice when the node taking them is SIGKILLed', async () => {
    const [nodeA] = cluster.nodes;
    if (!nodeA) throw new Error('no node A');
    const crowd = await players(12);
    const stream = betStream(() => nodeA.origin, crowd, roomId);
    await waitFor('bets flowing', 40_000, async () => stream.outcomes.some((o) => o.kind === 'placed'));
    await sleep(500);
    await nodeA.kill('SIGKILL');
    const outcomes = await stream.stop();
    await nodeA.start();
    const figures = await checkBets(cluster, outcomes, roomId, crowd);
    console.log(
      `[faults] SIGKILL mid-bets: ${figures.answered} bets answered before the kill, ${figures.retried} calls cut off, each retried with its key: none lost, none twice`,
    );
    await expectCleanAudit(cluster);
  }, 180_000);

  it('settles a round once when the node settling it is SIGKILLed at the draw', async () => {
    const [nodeA] = cluster.nodes;
    if (!nodeA) throw new Error('no node A');
    const crowd = await players(20);
    const stream = betStream(() => cluster.balancer.origin, crowd, roomId);
    await waitFor(
      'bets flowing',
      40_000,
      async () => stream.outcomes.filter((o) => o.kind === 'placed').length > 40,
    );
    const [round] = await queryRows<{ id: number; drawsAt: Date }>(
      cluster.db.orm,
      sql`SELECT r.id::int AS id, r.draws_at AS "drawsAt" FROM bets b JOIN rounds r ON r.id = b.round_id
          WHERE b.user_id = ${crowd[0]?.userId ?? 0} ORDER BY b.id DESC LIMIT 1`,
    );
    if (!round) throw new Error('no round with bets');
    // Kill the scheduler's node as the round draws: the moment the draw shows, or its tick after.
    await waitFor('the draw', (ROUND_SECONDS + 5) * 1000, async () => {
      const [row] = await queryRows<{ isDue: boolean }>(
        cluster.db.orm,
        sql`SELECT status <> 'closed' AND status <> 'open' AND status <> 'scheduled'
                   OR clock_timestamp() >= draws_at + interval '1500 milliseconds' AS "isDue"
            FROM rounds WHERE id = ${round.id}`,
      );
      return row?.isDue === true;
    });
    await nodeA.kill('SIGKILL');
    const [atKill] = await queryRows<{ status: string }>(
      cluster.db.orm,
      sql`SELECT status FROM rounds WHERE id = ${round.id}`,
    );
    const outcomes = await stream.stop();
    await nodeA.start();
    await waitFor(`round ${round.id} settled after the restart`, 60_000, async () => {
      const [row] = await queryRows<{ settled: boolean }>(
        cluster.db.orm,
        sql`SELECT settled_at IS NOT NULL AS settled FROM rounds WHERE id = ${round.id}`,
      );
      return row?.settled === true;
    });
    // One payout per player of the round (keys win:<round>:<player>), matching what settlement recorded.
    const [paid] = await queryRows<{ results: string; payouts: string; transfers: number; players: number }>(
      cluster.db.orm,
      sql`SELECT (SELECT coalesce(sum(payout_minor), 0)::text FROM round_player_results WHERE round_id = ${round.id}) AS results,
                 (SELECT coalesce(sum(amount_minor), 0)::text FROM ledger_transfers
                   WHERE idempotency_key LIKE ${`win:${round.id}:%`}) AS payouts,
                 (SELECT count(*)::int FROM ledger_transfers WHERE idempotency_key LIKE ${`win:${round.id}:%`}) AS transfers,
                 (SELECT count(*)::int FROM round_player_results WHERE round_id = ${round.id} AND payout_minor > 0) AS players`,
    );
    expect(paid?.payouts).toBe(paid?.results);
    expect(paid?.transfers).toBe(paid?.players);
    console.log(
      `[faults] SIGKILL at the draw of round ${round.id} (status then: ${atKill?.status}): settled once after the restart: ${paid?.transfers} payouts, ${paid?.payouts} minor units, as recorded`,
    );
    await checkBets(cluster, outcomes, roomId, crowd);
    await expectCleanAudit(cluster);
  }, 180_000);

  it('pays a top-up and a withdrawal once when the node deciding them is SIGKILLed mid-call', async () => {
    const [nodeA, nodeB] = cluster.nodes;
    if (!nodeA || !nodeB) throw new Error('two nodes expected');
    const crowd = await players(8);
    const deposits = await Promise.all(
      crowd.map((p) => pendingDeposit(cluster.balancer.origin, cluster.db, p, '200.00')),
    );
    const withdrawals = await Promise.all(
      crowd.map((p) => pendingWithdrawal(cluster.balancer.origin, p, '100.00')),
    );
    const before = await Promise.all(crowd.map((p) => balanceOf(cluster.balancer.origin, p)));
    // Every decision sent to node A at once, and node A killed while they run.
    const sent = [
      ...deposits.map((id) =>
        sendCall(nodeA.origin, calls.adminDepositApprove.path, { id, reason: 'seen' }, admin),
      ),
      ...withdrawals.map((id) =>
        sendCall(nodeA.origin, calls.adminWithdrawalApprove.path, { id, reason: 'paid' }, admin),
      ),
    ].map((promise) =>
      promise.then(
        (r) => r.envelope.code,
        () => 'unanswered' as const,
      ),
    );
    // Killed as soon as the first decision is answered: the others are queued, running or committing.
    await Promise.race(sent);
    await nodeA.kill('SIGKILL');
    const first = await Promise.all(sent);
    await nodeA.start();
    // The operator's console sends what got no answer again, to the other node.
    const decideAgain = async (
      call: typeof calls.adminDepositApprove | typeof calls.adminWithdrawalApprove,
      id: number,
    ) => {
      try {
        await callAt(nodeB.origin, call, { id, reason: 'again' }, admin);
        return 'ok';
      } catch (error) {
        if (error instanceof CallRefused) return error.envelope.code;
        throw error;
      }
    };
    const again = [
      ...(await Promise.all(deposits.map((id) => decideAgain(calls.adminDepositApprove, id)))),
      ...(await Promise.all(withdrawals.map((id) => decideAgain(calls.adminWithdrawalApprove, id)))),
    ];
    const [counts] = await queryRows<{ credits: number; payouts: number }>(
      cluster.db.orm,
      sql`SELECT (SELECT count(*)::int FROM ledger_transfers WHERE kind = 'deposit'
                   AND to_account_id IN (SELECT id FROM ledger_accounts WHERE kind = 'wallet'
                     AND user_id IN (${idList(crowd)}))) AS credits,
                 (SELECT count(*)::int FROM ledger_transfers WHERE kind = 'withdrawal_payout'
                   AND from_account_id IN (SELECT id FROM ledger_accounts WHERE kind = 'withdrawal_hold'
                     AND user_id IN (${idList(crowd)}))) AS payouts`,
    );
    expect(counts).toEqual({ credits: crowd.length, payouts: crowd.length });
    for (const [index, player] of crowd.entries()) {
      expect(await balanceOf(cluster.balancer.origin, player)).toBe((before[index] ?? 0n) + 20_000n);
    }
    console.log(
      `[faults] SIGKILL mid-decision: first answers ${JSON.stringify(tally(first))}, sent again ${JSON.stringify(tally(again))}; ${crowd.length} top-ups credited once, ${crowd.length} withdrawals paid once`,
    );
    await expectCleanAudit(cluster);
  }, 180_000);

  it('bets each round of an auto-bet plan once when the node running it is SIGKILLed mid-plan', async () => {
    const [nodeA] = cluster.nodes;
    if (!nodeA) throw new Error('no node A');
    await restartStopped();
    const [player] = await players(1);
    if (!player) throw new Error('no player');
    await runningPlan(cluster.balancer.origin, player, roomId, 4);
    await waitFor('the plan’s first round bet', (ROUND_SECONDS * 3 + 10) * 1000, async () => {
      return (await planBetsPerRound(cluster.db, player)).length >= 1;
    });
    // Node A alone runs plans: killed as the plan goes, then started again.
    await nodeA.kill('SIGKILL');
    const betBefore = (await planBetsPerRound(cluster.db, player)).length;
    await nodeA.start();
    await waitFor('the plan to finish its 4 rounds', (ROUND_SECONDS * 8 + 30) * 1000, async () => {
      const { plans } = await callAt(cluster.balancer.origin, calls.planList, {}, player.token);
      return plans.every((plan) => plan.status === 'stopped');
    });
    expect(await planBetsPerRound(cluster.db, player)).toEqual([2, 2, 2, 2]);
    console.log(
      `[faults] SIGKILL mid-plan (after ${betBefore} of 4 rounds): the plan went on after the restart, 2 bets in each of its 4 rounds, none twice`,
    );
    await expectCleanAudit(cluster);
  }, 240_000);

  it('answers cleanly while PostgreSQL connections are terminated and while PostgreSQL is gone', async () => {
    const links = cluster.links;
    if (!links) throw new Error('no links');
    await restartStopped();
    const crowd = await players(10);
    const stream = betStream(() => cluster.balancer.origin, crowd, roomId);
    await waitFor('bets flowing', 40_000, async () => stream.outcomes.some((o) => o.kind === 'placed'));
    let terminated = 0;
    for (let i = 0; i < 3; i++) {
      const [row] = await queryRows<{ count: number }>(
        cluster.db.orm,
        sql`SELECT count(pg_terminate_backend(pid))::int AS count FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      );
      terminated += row?.count ?? 0;
      await sleep(700);
    }
    // PostgreSQL as the nodes see a restart: every connection cut, new ones refused for 3 s.
    await links.postgres.stop();
    await sleep(3_000);
    await links.postgres.start();
    await waitFor('both nodes healthy again', 30_000, async () =>
      (
        await Promise.all(
          cluster.nodes.map((node) =>
            fetch(`${node.origin}/healthz`).then(
              (r) => r.ok,
              () => false,
            ),
          ),
        )
      ).every(Boolean),
    );
    await sleep(2_000);
    const outcomes = await stream.stop();
    const statuses = await Promise.all(
      [0, 1, 2].map(() => sendCall(cluster.balancer.origin, calls.userDetails.path, {}, crowd[0]?.token)),
    );
    for (const { status, envelope } of statuses) expect([status, envelope.code]).toEqual([200, 0]);
    const refusedCodes = tally(
      outcomes.filter((o) => o.kind === 'refused').map((o) => (o as { code: number }).code),
    );
    // What a player may be told while the database is away: busy or closed betting, never a bare 500.
    for (const code of Object.keys(refusedCodes).map(Number)) {
      expect([ErrorCode.Busy, ErrorCode.BettingClosed, ErrorCode.Internal]).toContain(code);
    }
    const figures = await checkBets(cluster, outcomes, roomId, crowd);
    console.log(
      `[faults] PostgreSQL: ${terminated} connections terminated, then 3 s gone: ${figures.answered} bets answered, refusals ${JSON.stringify(refusedCodes)}; ${figures.retried} of unknown outcome sent again with their keys (${figures.takenBeforeTheError} had been taken before the answer was lost): none lost, none twice`,
    );
    await expectCleanAudit(cluster);
  }, 240_000);

  it('keeps taking bets while Redis is gone, and the nodes hear each other again when it is back', async () => {
    const links = cluster.links;
    if (!links) throw new Error('no links');
    await restartStopped();
    const crowd = await players(6);
    const stream = betStream(() => cluster.balancer.origin, crowd, roomId);
    await waitFor('bets flowing', 40_000, async () => stream.outcomes.some((o) => o.kind === 'placed'));
    const beforeOutage = stream.outcomes.length;
    await links.redis.stop();
    await sleep(4_000);
    const duringOutage = stream.outcomes.slice(beforeOutage);
    await links.redis.start();
    await sleep(3_000);
    const outcomes = await stream.stop();
    const placedDuring = duringOutage.filter((o) => o.kind === 'placed').length;
    // Room messages cross nodes through Redis: a chat on node B is heard on node A again.
    const [nodeA, nodeB] = cluster.nodes;
    if (!nodeA || !nodeB) throw new Error('two nodes expected');
    const [listener, speaker] = crowd;
    if (!listener || !speaker) throw new Error('two players expected');
    const heard = await roomSocket(nodeA.origin, nodeA.socketUrl, listener, roomId);
    const said = await roomSocket(nodeB.origin, nodeB.socketUrl, speaker, roomId);
    const reconnectedAt = Date.now();
    await waitFor('a chat from node B heard on node A after Redis came back', 20_000, async () => {
      said.say('after the outage');
      await sleep(300);
      return heard.socket
        .unreadOf(ImCommand.Chat)
        .some((packet) => (packet.data as { content: string }).content.includes('after the outage'));
    });
    const reconnectMs = Date.now() - reconnectedAt;
    heard.socket.close();
    said.socket.close();
    expect(placedDuring).toBeGreaterThan(0);
    expect(duringOutage.filter((o) => o.kind === 'unanswered')).toEqual([]);
    await checkBets(cluster, outcomes, roomId, crowd);
    console.log(
      `[faults] Redis gone 4 s: ${placedDuring} bets placed meanwhile, ${duringOutage.length - placedDuring} refused (between rounds); a chat crossed nodes ${reconnectMs} ms after new sockets joined`,
    );
    await expectCleanAudit(cluster);
  }, 180_000);
});

describe('a node whose wall clock jumps', () => {
  const JUMP_MS = 10 * 60_000;
  let cluster: Cluster;
  let roomId: number;

  beforeAll(async () => {
    cluster = await startCluster({
      nodes: 2,
      // Node B alone runs the scheduler, its wall clock ten minutes ahead.
      nodeEnv: (index): Record<string, string> =>
        index === 0
          ? { FAIR28_SCHEDULER: 'false' }
          : {
              NODE_OPTIONS: `--import=${path.join(repoRoot, 'reliability/harness/clock-jump.mjs')}`,
              CLOCK_JUMP_MS: String(JUMP_MS),
            },
    });
    ({ roomId } = await fastRoom(cluster.db));
  }, 300_000);

  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  it('opens and closes no round early: the database clock decides', async () => {
    const admin = await adminToken(cluster.balancer.origin);
    const [nodeA, nodeB] = cluster.nodes;
    if (!nodeA || !nodeB) throw new Error('two nodes expected');
    const bettor = await fundedPlayer(nodeB.origin, admin, 50_000n);
    const seen = new Set<number>();
    const early: string[] = [];
    let bets = 0;
    const until = Date.now() + (ROUND_SECONDS * 3 + 2) * 1000;
    while (Date.now() < until) {
      // Any round open before its opening or closed before its closing, by the database's clock.
      const rows = await queryRows<{ id: number; status: string; isEarly: boolean }>(
        cluster.db.orm,
        sql`SELECT r.id::int AS id, r.status,
                   (r.status = 'open' AND r.opens_at > clock_timestamp())
                   OR (r.status IN ('closed', 'drawn', 'settled') AND r.closes_at > clock_timestamp()) AS "isEarly"
            FROM rounds r JOIN rooms m ON m.game_type_id = r.game_type_id
            WHERE m.id = ${roomId} AND r.status <> 'scheduled'`,
      );
      for (const row of rows) {
        seen.add(row.id);
        if (row.isEarly) early.push(`round ${row.id} ${row.status}`);
      }
      // A bet through the jumped node while a round takes bets is taken.
      try {
        await callAt(
          nodeB.origin,
          calls.placeBet,
          {
            roomId,
            items: JSON.stringify([{ betType: 'big', amount: '1.00' }]),
            idempotencyKey: `jump-${Date.now()}`,
          },
          bettor.token,
        );
        bets += 1;
      } catch (error) {
        if (!(error instanceof CallRefused) || error.envelope.code !== ErrorCode.BettingClosed) throw error;
      }
      await sleep(250);
    }
    expect(early).toEqual([]);
    expect(seen.size).toBeGreaterThanOrEqual(2);
    expect(bets).toBeGreaterThan(0);
    console.log(
      `[faults] node B's wall clock ${JUMP_MS / 60_000} min ahead, running the scheduler: ${seen.size} rounds opened and closed on the database's time, ${bets} bets taken through node B`,
    );
  }, 120_000);
});
