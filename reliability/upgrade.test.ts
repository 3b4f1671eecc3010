// A rolling upgrade from the previous release (deploy/previous-release; docs/OPERATIONS.md, "Upgrades"):
// its server makes a database and plays on it, is stopped, this release's server migrates the database,
// and the previous release's server, started again beside this release's node, serves a whole player
// journey on the new schema through its own API; both releases' audits then find the books clean.
//
// Not the previous release's own API tests: they cannot be pointed at this schema. Their global setup
// (packages/server/src/test/global-setup.ts at that commit) makes a fresh template database and migrates it
// with that release's migrations, and every test file clones it: they would test the old schema again.
// What that release's code meets on the new schema is what its server does, so its server runs here, from
// its own checkout with its own packages, driven through its own call table (its answers parsed by its own
// schemas). It alone runs the rounds, so every draw and settlement checked is its code's.
import { readdir } from 'node:fs/promises';
import { formatMinor, parseMinor } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../packages/server/src/db/database';
import { layout } from '../packages/server/src/layout';
import { fromSources, repoRoot, runAudit } from '../packages/server/src/test/processes';
import { type Cluster, type ClusterNode, startCluster } from './harness/cluster';
import { pendingWithdrawal, sandboxTopUp } from './harness/money';
import {
  adminToken,
  balanceOf,
  fastRoom,
  type Player,
  placeBetWhenOpen,
  registeredPlayer,
} from './harness/players';
import { checkOutPreviousRelease, type PreviousCheckout } from './harness/previous-release';
import { waitFor } from './harness/waiting';
import { callAt } from './harness/wire';

const TOP_UP = '200.00';
/** Big and Small at once: together they pay off the top-up's turnover, and one of them wins. */
const BETS = [
  { betType: 'big', amount: '100.00' },
  { betType: 'small', amount: '100.00' },
];
const WITHDRAWAL = '100.00';
const SETTLEMENT_TIMEOUT_MS = 60_000;

const paidOut = (bets: Array<{ payout: string }>) =>
  bets.reduce((sum, bet) => sum + parseMinor(bet.payout), 0n);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

describe('a rolling upgrade from the previous release', () => {
  let previous: PreviousCheckout;
  let cluster: Cluster;
  /** The previous release's node (it alone runs the rounds) and this release's. */
  let oldNode: ClusterNode;
  let newNode: ClusterNode;
  let roomId: number;
  let earlyPlayer: Player;

  beforeAll(async () => {
    const started = performance.now();
    previous = await checkOutPreviousRelease();
    console.log(
      `[upgrade] previous release ${previous.commit.slice(0, 12)} checked out and installed: ${seconds(started)}`,
    );
    const settingUp = performance.now();
    cluster = await startCluster({
      nodes: 2,
      nodeLaunch: (index) => fromSources(index === 0 ? previous.root : repoRoot),
      nodeEnv: (index) => ({ FAIR28_SCHEDULER: index === 0 ? 'true' : 'false' }),
      startedNodes: 1,
    });
    [oldNode, newNode] = cluster.nodes as [ClusterNode, ClusterNode];
    ({ roomId } = await fastRoom(cluster.db));
    console.log(
      `[upgrade] the previous release's node migrated and seeded a new database: ${seconds(settingUp)}`,
    );
  }, 6 * 60_000);

  afterAll(async () => {
    await cluster?.stop();
    await previous?.remove();
  }, 60_000);

  /** Error lines of the previous release's node: what its code met on the new schema (a scheduler pass, a call). */
  const loggedErrors = () =>
    oldNode
      .output()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));

  /** Bets of the player as the previous release's app lists them, once none waits for its round. */
  async function settledBets(player: Player) {
    let bets: Array<{ betId: number; outcome: string; payout: string }> = [];
    const whose = `the settlement of ${player.account}'s bets by the previous release`;
    try {
      await waitFor(whose, SETTLEMENT_TIMEOUT_MS, async () => {
        const page = await callAt(
          oldNode.origin,
          previous.calls.allBetList,
          { pageNo: 1, pageSize: 20 },
          player.token,
        );
        bets = page.list;
        return bets.length > 0 && bets.every((bet) => bet.outcome !== 'pending');
      });
    } catch (error) {
      const logged = loggedErrors().join('\n') || '(no error)';
      throw new Error(`${(error as Error).message}; the previous release's node logged:\n${logged}`);
    }
    return bets;
  }

  it('the previous release takes a top-up and bets on the database it made', async () => {
    earlyPlayer = await registeredPlayer(oldNode.origin, previous.calls);
    await sandboxTopUp(oldNode.origin, earlyPlayer, TOP_UP, previous.calls);
    await placeBetWhenOpen(
      oldNode.origin,
      earlyPlayer,
      roomId,
      BETS,
      'upgrade-early',
      45_000,
      previous.calls,
    );
    expect(await balanceOf(oldNode.origin, earlyPlayer, previous.calls)).toBe(0n);
  }, 90_000);

  it(
    'this release migrates the database, and the previous release starts again beside it',
    async () => {
      const drained = await oldNode.kill('SIGTERM');
      expect(drained.code, oldNode.output()).toBe(0);
      const migrating = performance.now();
      await newNode.start();
      const applied = (
        await queryRows<{ name: string }>(
          cluster.db.orm,
          sql`SELECT name FROM schema_migrations ORDER BY name`,
        )
      ).map((row) => row.name);
      const added = applied.filter((name) => !previous.migrations.includes(name));
      console.log(
        `[upgrade] this release's node started, applying ${added.join(', ') || 'nothing'}: ${seconds(migrating)}`,
      );
      const own = (await readdir(layout.migrations)).filter((name) => name.endsWith('.sql')).sort();
      expect(applied).toEqual(own);

      const restarting = performance.now();
      await oldNode.start();
      console.log(
        `[upgrade] the previous release's node started again on the new schema: ${seconds(restarting)}`,
      );
      for (const node of [oldNode, newNode]) {
        expect((await fetch(`${node.origin}/healthz`, { signal: AbortSignal.timeout(5_000) })).status).toBe(
          200,
        );
      }
    },
    4 * 60_000,
  );

  it(
    'the previous release serves a whole journey on the new schema, through its own API',
    async () => {
      const journey = performance.now();
      const api = previous.calls;
      const player = await registeredPlayer(oldNode.origin, api);
      await sandboxTopUp(oldNode.origin, player, TOP_UP, api);
      expect(await balanceOf(oldNode.origin, player, api)).toBe(parseMinor(TOP_UP));
      await placeBetWhenOpen(oldNode.origin, player, roomId, BETS, 'upgrade-late', 45_000, api);

      // Settled by the previous release's scheduler, the bet placed before the upgrade included.
      const bets = await settledBets(player);
      const paid = paidOut(bets);
      const early = await settledBets(earlyPlayer);
      expect(await balanceOf(oldNode.origin, player, api)).toBe(paid);
      expect(await balanceOf(newNode.origin, player)).toBe(paid);
      expect(await balanceOf(oldNode.origin, earlyPlayer, api)).toBe(paidOut(early));

      const withdrawalId = await pendingWithdrawal(oldNode.origin, player, WITHDRAWAL, api);
      const admin = await adminToken(oldNode.origin, api);
      await callAt(
        oldNode.origin,
        api.adminWithdrawalApprove,
        { id: withdrawalId, reason: 'paid out' },
        admin,
      );
      const { list: withdrawals } = await callAt(
        oldNode.origin,
        api.withdrawalList,
        { pageNo: 1, pageSize: 10 },
        player.token,
      );
      expect(withdrawals.map((withdrawal) => [withdrawal.id, withdrawal.status])).toEqual([
        [withdrawalId, 'paid'],
      ]);
      expect(await balanceOf(newNode.origin, player)).toBe(paid - parseMinor(WITHDRAWAL));
      console.log(
        `[upgrade] journey on the previous release's node: registered, topped up ${TOP_UP}, bet ${bets.length} items (paid ${formatMinor(paid)}), withdrew ${WITHDRAWAL}, approved: ${seconds(journey)}`,
      );
      expect(loggedErrors()).toEqual([]);
    },
    3 * 60_000,
  );

  it('both releases audit the books clean', async () => {
    for (const [release, root] of [
      ['this release', repoRoot],
      ['the previous release', previous.root],
    ] as const) {
      const audit = await runAudit(cluster.env, root);
      expect(audit.code, `${release}'s audit:\n${audit.stdout}${audit.stderr}`).toBe(0);
      expect(audit.stdout).toContain('audit: clean');
    }
  }, 120_000);
});
