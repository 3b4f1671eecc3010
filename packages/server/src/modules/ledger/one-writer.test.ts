// The ledger's one writer, ledger_post, seen from every caller: the set-based paths (a batch of bets,
// cancelled bets' refunds, a round's payouts) write exactly the rows the single-transfer API writes for
// the same movements; a key used again for a different movement is refused with nothing moved; and no
// transfer row shows a player below zero, not even midway through a list.
import { gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Executor, queryRows, type Tx } from '../../db/database';
import { isCheckViolation } from '../../db/errors';
import { ledgerTransfers } from '../../db/schema';
import { AppError } from '../../kernel/app-error';
import {
  createTestGame,
  fundedPlayer,
  newBetKey,
  type TestGame,
  testClock,
  testScheduler,
} from '../../test/game';
import { startTestApp, type TestApp } from '../../test/helper';
import { type BetOrder, writeBetBatch } from '../bets/batch';
import * as queries from './queries';
import {
  audit,
  LedgerKeyConflict,
  payRound,
  refundCancelledBets,
  type Transfer,
  type TransferRequest,
  transfer,
  walletBalance,
} from './service';

const clock = testClock();
let test: TestApp;
let game: TestGame;
let roundId: number;
let issue: number;

beforeAll(async () => {
  test = await startTestApp({}, { now: clock.now });
  clock.set(1_900_000_200_000);
  game = await createTestGame(test.db, { runningAt: clock, roundSeconds: 600, closeBeforeDrawSeconds: 60 });
  await testScheduler(test, clock).tick();
  const [round] = await queryRows<{ id: bigint; issue: bigint }>(
    test.db.orm,
    sql`SELECT id, issue FROM rounds WHERE game_type_id = ${game.gameTypeId} AND status = 'open'`,
  );
  roundId = Number(round?.id);
  issue = Number(round?.issue);
});
afterAll(() => test.close());

type Row = Omit<Transfer, 'id' | 'isReplay'>;

/** The transfers written after `afterId`, in the order written, without their ids (taken from a sequence). */
async function transfersAfter(db: Executor, afterId: number): Promise<Row[]> {
  const rows = await db
    .select()
    .from(ledgerTransfers)
    .where(gt(ledgerTransfers.id, afterId))
    .orderBy(ledgerTransfers.id);
  return rows.map(({ id: _id, ...row }) => row);
}

async function lastTransferId(db: Executor): Promise<number> {
  const [row] = await queryRows<{ id: bigint | null }>(db, sql`SELECT max(id) AS id FROM ledger_transfers`);
  return Number(row?.id ?? 0);
}

class Undo extends Error {}

/**
 * Runs `batchPath` and then `singlePath` from the same balances, in one transaction that is rolled back:
 * the batch path in a savepoint undone once its rows are read. Answers both paths' rows.
 */
async function bothPaths<T>(
  batchPath: (tx: Tx) => Promise<T>,
  singlePath: (tx: Tx, batchAnswer: T) => Promise<unknown>,
): Promise<{ batch: Row[]; single: Row[]; answer: T }> {
  let outcome: { batch: Row[]; single: Row[]; answer: T } | undefined;
  await test.db.orm
    .transaction(async (tx) => {
      const start = await lastTransferId(tx);
      let batch: Row[] = [];
      let answer: T | undefined;
      await tx
        .transaction(async (savepoint) => {
          answer = await batchPath(savepoint);
          batch = await transfersAfter(savepoint, start);
          throw new Undo();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Undo)) throw error;
        });
      if (answer === undefined) throw new Error('the batch path answered nothing');
      const restart = await lastTransferId(tx);
      await singlePath(tx, answer);
      outcome = { batch, single: await transfersAfter(tx, restart), answer };
      throw new Undo();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Undo)) throw error;
    });
  if (!outcome) throw new Error('nothing compared');
  return outcome;
}

const wallet = (userId: number) => ({ kind: 'wallet' as const, userId });
const house = { kind: 'house' as const };

describe('one writer of money', () => {
  it('a batch of bets writes exactly the transfers its movements write one by one through transfer()', async () => {
    const [first, second] = [await fundedPlayer(test, 50_000n), await fundedPlayer(test, 3_000n)];
    if (!first || !second) throw new Error('players missing');
    const order = (
      userId: number,
      items: Array<[BetOrder['items'][number]['betType'], bigint]>,
    ): BetOrder => ({
      userId,
      roomId: game.roomId,
      roundId,
      requestKey: newBetKey(),
      items: items.map(([betType, stakeMinor]) => ({ betType, stakeMinor, odds: 19_800n })),
      entryMinMinor: 0n,
      ruleVersion: 1,
    });
    // Two wallets interleaved, one spent to exactly zero: the running balances of both and of the house.
    const orders = [
      order(first.userId, [
        ['big', 1_000n],
        ['odd', 250n],
      ]),
      order(second.userId, [['small', 2_000n]]),
      order(first.userId, [['even', 700n]]),
      order(second.userId, [['big', 1_000n]]),
    ];
    const at = clock.now();
    const { batch, single, answer } = await bothPaths(
      (tx) => writeBetBatch(tx, orders, at, test.config.timeZone),
      async (tx, results) => {
        for (const [index, result] of results.entries()) {
          if (!result.ok) throw new Error(`order ${index} refused: ${result.refusal.status}`);
          for (const placed of result.bets) {
            await transfer(
              tx,
              {
                from: wallet(orders[index]?.userId ?? 0),
                to: house,
                amountMinor: placed.stakeMinor,
                kind: 'bet',
                idempotencyKey: `bet:${placed.betId}`,
                reference: `round ${issue} bet ${placed.betId}`,
              },
              at,
            );
          }
        }
      },
    );
    expect(batch).toHaveLength(5);
    expect(single).toEqual(batch);
    // The key scheme: each bet's transfer is keyed by its bet, and the balances after run per wallet.
    const betIds = answer.flatMap((result) => (result.ok ? result.bets.map((placed) => placed.betId) : []));
    expect(batch.map((row) => row.idempotencyKey)).toEqual(betIds.map((betId) => `bet:${betId}`));
    expect(batch.map((row) => row.fromBalanceAfter)).toEqual([49_000n, 48_750n, 1_000n, 48_050n, 0n]);
    const houseAfter = batch.map((row) => row.toBalanceAfter);
    expect(houseAfter.slice(1).map((after, i) => after - (houseAfter[i] ?? 0n))).toEqual([
      250n,
      2_000n,
      700n,
      1_000n,
    ]);
  });

  it("cancelled bets' refunds write exactly the transfers their movements write one by one", async () => {
    const player = await fundedPlayer(test, 1_000n);
    const refunds = [
      { betId: 900_001, stakeMinor: 300n, reference: 'round 1 bet 900001 cancelled' },
      { betId: 900_002, stakeMinor: 200n, reference: 'round 1 bet 900002 cancelled' },
    ];
    const at = clock.now();
    const { batch, single, answer } = await bothPaths(
      (tx) => refundCancelledBets(tx, player.userId, refunds, at),
      async (tx) => {
        for (const refund of refunds) {
          await transfer(
            tx,
            {
              from: house,
              to: wallet(player.userId),
              amountMinor: refund.stakeMinor,
              kind: 'refund',
              idempotencyKey: `cancel:${refund.betId}`,
              reference: refund.reference,
            },
            at,
          );
        }
      },
    );
    expect(answer).toBe(1_500n);
    expect(batch.map((row) => [row.idempotencyKey, row.toBalanceAfter])).toEqual([
      ['cancel:900001', 1_300n],
      ['cancel:900002', 1_500n],
    ]);
    expect(single).toEqual(batch);
  });

  it("a round's payouts write exactly the transfers their movements write one by one", async () => {
    const players = [await fundedPlayer(test, 0n), await fundedPlayer(test, 500n)];
    // What settlement summed for the round: a win and a 13/14 refund for one player, a win for the other.
    const results = [
      { userId: players[0]?.userId ?? 0, payout: 3_960n, refund: 0n },
      { userId: players[1]?.userId ?? 0, payout: 1_980n, refund: 700n },
    ];
    const at = clock.now();
    const { batch, single, answer } = await bothPaths(
      async (tx) => {
        for (const result of results) {
          await tx.execute(sql`
            INSERT INTO round_player_results (round_id, room_id, user_id, bet_count, stake_minor, payout_minor,
                                              refund_minor, settled_at)
            VALUES (${roundId}, ${game.roomId}, ${result.userId}, 1, 1000, ${result.payout.toString()}::bigint,
                    ${result.refund.toString()}::bigint, ${at.toISOString()})`);
        }
        return payRound(tx, roundId, issue, at);
      },
      async (tx) => {
        const sorted = [...results].sort((a, b) => a.userId - b.userId);
        for (const result of sorted) {
          for (const [kind, amountMinor] of [
            ['win', result.payout],
            ['refund', result.refund],
          ] as const) {
            if (amountMinor === 0n) continue;
            await transfer(
              tx,
              {
                from: house,
                to: wallet(result.userId),
                amountMinor,
                kind,
                idempotencyKey: `${kind}:${roundId}:${result.userId}`,
                reference: `round ${issue}`,
              },
              at,
            );
          }
        }
      },
    );
    expect(answer).toBe(3_960n + 1_980n + 700n);
    expect(batch.map((row) => row.kind)).toEqual(['win', 'win', 'refund']);
    expect(single).toEqual(batch);
  });

  it('a key used again for a different movement is refused, and nothing of its posting moves', async () => {
    const [player, other] = [await fundedPlayer(test, 10_000n), await fundedPlayer(test, 10_000n)];
    if (!player || !other) throw new Error('players missing');
    const key = `conflict:${newBetKey()}`;
    const first: TransferRequest = {
      from: wallet(player.userId),
      to: house,
      amountMinor: 500n,
      kind: 'bet',
      idempotencyKey: key,
    };
    const written = await transfer(test.db.orm, first);
    const counts = async () => {
      const [row] = await queryRows<{ count: number }>(
        test.db.orm,
        sql`SELECT count(*)::int AS count FROM ledger_transfers`,
      );
      return {
        transfers: Number(row?.count),
        player: await walletBalance(test.db.orm, player.userId),
        other: await walletBalance(test.db.orm, other.userId),
      };
    };
    const before = await counts();
    expect(before.player).toBe(9_500n);

    const variants: TransferRequest[] = [
      { ...first, amountMinor: 501n },
      { ...first, from: wallet(other.userId) },
      { ...first, to: { kind: 'fees' } },
      { ...first, kind: 'withdrawal', to: { kind: 'withdrawal_hold', userId: player.userId } },
    ];
    for (const variant of variants) {
      const refused = await transfer(test.db.orm, variant).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(LedgerKeyConflict);
      expect((refused as Error).message).toContain(key);
    }
    // In a list, the refusal takes the whole list with it: the fresh refund before it is not written either.
    const refund = (refunds: Array<{ betId: number; stakeMinor: bigint; reference: string }>) =>
      test.db.orm.transaction((tx) => refundCancelledBets(tx, player.userId, refunds, clock.now()));
    await refund([
      { betId: 800_001, stakeMinor: 100n, reference: 'fresh' },
      { betId: 800_002, stakeMinor: 100n, reference: 'fresh' },
    ]);
    const clash = refund([
      { betId: 800_003, stakeMinor: 100n, reference: 'fresh' },
      { betId: 800_002, stakeMinor: 999n, reference: 'a different amount under a used key' },
    ]);
    await expect(clash).rejects.toBeInstanceOf(LedgerKeyConflict);
    const after = await counts();
    expect(after).toEqual({ ...before, transfers: before.transfers + 2, player: before.player + 200n });

    // The same movement again is the earlier transfer: nothing moves.
    const again = await transfer(test.db.orm, first);
    expect(again).toMatchObject({ id: written.id, isReplay: true, fromBalanceAfter: 9_500n });
    expect(await counts()).toEqual(after);
    expect((await audit(test.db.orm)).isClean).toBe(true);
  });

  it('no transfer row shows a player below zero, not even midway through a list that ends above it', async () => {
    const player = await fundedPlayer(test, 50n);
    const move = (
      from: queries.LedgerMove['fromKind'],
      to: queries.LedgerMove['toKind'],
      amountMinor: bigint,
    ): queries.LedgerMove => ({
      fromKind: from,
      fromUser: from === 'wallet' ? player.userId : null,
      toKind: to,
      toUser: to === 'wallet' ? player.userId : null,
      amountMinor,
      kind: from === 'wallet' ? 'bet' : 'win',
      key: `midway:${newBetKey()}`,
      reference: '',
    });
    const start = await lastTransferId(test.db.orm);
    // 50 − 100 + 100 ends at 50, but the first row would show −50.
    const dips = queries.postMoves(test.db.orm, [
      move('wallet', 'house', 100n),
      move('house', 'wallet', 100n),
    ]);
    await expect(dips).rejects.toSatisfy(isCheckViolation);
    expect(await transfersAfter(test.db.orm, start)).toEqual([]);
    expect(await walletBalance(test.db.orm, player.userId)).toBe(50n);
    // The other way round it never dips: both rows are written, each with the balance at its step.
    const rows = await queries.postMoves(test.db.orm, [
      move('house', 'wallet', 100n),
      move('wallet', 'house', 150n),
    ]);
    expect(rows.map((row) => (row.kind === 'win' ? row.toBalanceAfter : row.fromBalanceAfter))).toEqual([
      150n,
      0n,
    ]);
    // Through the transfer API the same refusal is the player's answer.
    await expect(
      transfer(test.db.orm, {
        from: wallet(player.userId),
        to: house,
        amountMinor: 1n,
        kind: 'bet',
        idempotencyKey: `midway:${newBetKey()}`,
      }),
    ).rejects.toSatisfy((error) => error instanceof AppError && error.codeName === 'InsufficientBalance');
    expect((await audit(test.db.orm)).isClean).toBe(true);
  });
});
