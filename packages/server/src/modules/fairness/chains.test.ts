// The hash chains as the public and an insider with the database see them: every chain is listed (no
// token) before its first round with the terminating hash its rounds later verify against, a spent chain's
// seed rebuilds it, and the database alone holds nothing that gives a future result.
import { randomBytes } from 'node:crypto';
import { calls, generateHashChain, type TChainEntry, verifyRoundHash } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { createTestGame, TEST_CHAIN_KEY, testClock, testScheduler } from '../../test/game';
import { call, startTestApp, type TestApp } from '../../test/helper';
import { openSeed } from './seed-seal';

const clock = testClock();
let test: TestApp;

beforeAll(async () => {
  test = await startTestApp({}, { now: clock.now });
});
afterAll(() => test.close());

const ROUND_MS = 60_000;

async function chainsOf(gameTypeId: number): Promise<TChainEntry[]> {
  const page = await call(test, calls.chainList, { gameTypeId, pageSize: 100 });
  return [...page.list].sort((x, y) => Number(x.firstIssue) - Number(y.firstIssue));
}

async function roundsOf(gameTypeId: number): Promise<number[]> {
  const rows = await queryRows<{ issue: string }>(
    test.db.orm,
    sql`SELECT issue::text AS issue FROM rounds WHERE game_type_id = ${gameTypeId} ORDER BY issue`,
  );
  return rows.map((row) => Number(row.issue));
}

async function roundAt(gameTypeId: number, issue: number) {
  const [row] = await queryRows<{ id: bigint; opens_at: Date | string; round_hash: string | null }>(
    test.db.orm,
    sql`SELECT id, opens_at, round_hash FROM rounds WHERE game_type_id = ${gameTypeId} AND issue = ${issue}`,
  );
  return row && { id: Number(row.id), opensAt: new Date(row.opens_at), roundHash: row.round_hash };
}

describe('the public chain list', () => {
  it("lists a new game type's first chain a full round before its first round, with the terminating hash that later verifies", async () => {
    clock.set(1_900_000_200_000);
    const game = await createTestGame(test.db, { roundSeconds: 60, closeBeforeDrawSeconds: 10 });
    const scheduler = testScheduler(test, clock, { chainLength: 5 });
    await scheduler.tick();
    // Brand new: the chain is listed, and no round exists yet that it could be used for.
    const [first] = await chainsOf(game.gameTypeId);
    expect(first).toMatchObject({ state: 'upcoming', length: 5, seed: null });
    expect(await roundsOf(game.gameTypeId)).toEqual([]);
    const firstIssue = Number(first?.firstIssue);

    // Its first round opens a full round or more after it was listed, and is the chain's first place.
    for (let round = 0; round < 2; round++) {
      clock.advance(ROUND_MS);
      await scheduler.tick();
    }
    const firstRound = await roundAt(game.gameTypeId, firstIssue);
    expect((firstRound?.opensAt.getTime() ?? 0) - (first?.createdAt ?? 0)).toBeGreaterThanOrEqual(ROUND_MS);
    expect((await roundsOf(game.gameTypeId))[0]).toBe(firstIssue);
    expect((await chainsOf(game.gameTypeId))[0]?.state).toBe('active');

    // Round by round until the next chain is listed, before any of its rounds exists.
    let next: TChainEntry | undefined;
    for (let round = 0; round < 5 && !next; round++) {
      clock.advance(ROUND_MS);
      await scheduler.tick();
      next = (await chainsOf(game.gameTypeId))[1];
    }
    expect(next).toMatchObject({ state: 'upcoming', seed: null, firstIssue: String(firstIssue + 5) });
    expect(await roundAt(game.gameTypeId, firstIssue + 5)).toBeUndefined();
    const listedAt = clock.time;

    // Its first round opens a full round or more after it was listed.
    for (let round = 0; round < 3; round++) {
      clock.advance(ROUND_MS);
      await scheduler.tick();
    }
    const opening = await roundAt(game.gameTypeId, firstIssue + 5);
    expect(opening).toBeDefined();
    expect(next?.createdAt).toBe(listedAt);
    expect((opening?.opensAt.getTime() ?? 0) - (next?.createdAt ?? 0)).toBeGreaterThanOrEqual(ROUND_MS);

    clock.advance(ROUND_MS);
    await scheduler.tick();
    const drawn = await roundAt(game.gameTypeId, firstIssue + 5);
    const verified = await call(test, calls.verifyRound, { roundId: drawn?.id ?? 0 });
    expect(verified.terminatingHash).toBe(next?.terminatingHash);
    expect(verifyRoundHash(verified.roundHash, verified.chainIndex, next?.terminatingHash ?? '')).toBe(true);

    // The first chain is spent: its seed is out, and rebuilds the hashes its rounds were drawn from.
    const [spent, active] = await chainsOf(game.gameTypeId);
    expect(active?.state).toBe('active');
    expect(spent?.state).toBe('spent');
    const rebuilt = generateHashChain(spent?.seed ?? '', 5);
    expect(rebuilt.terminatingHash).toBe(spent?.terminatingHash);
    for (let index = 1; index <= 5; index++) {
      expect((await roundAt(game.gameTypeId, firstIssue + index - 1))?.roundHash).toBe(
        rebuilt.roundHashes[index - 1],
      );
    }
  });

  it('after downtime outran the chain made ahead, rounds wait until the new chain has been public a round', async () => {
    clock.set(1_900_100_000_000);
    const game = await createTestGame(test.db, {
      runningAt: clock,
      roundSeconds: 60,
      closeBeforeDrawSeconds: 10,
    });
    await testScheduler(test, clock, { chainLength: 5 }).tick();
    expect(await roundsOf(game.gameTypeId)).toHaveLength(2);

    // Down for an hour: sixty rounds, far past every chain made ahead.
    clock.advance(60 * ROUND_MS);
    const restarted = testScheduler(test, clock, { chainLength: 5 });
    await restarted.tick();
    const issueAtRestart = Math.floor(clock.time / ROUND_MS) + 1;
    expect(await roundAt(game.gameTypeId, issueAtRestart)).toBeUndefined();
    expect((await chainsOf(game.gameTypeId)).at(-1)).toMatchObject({
      state: 'upcoming',
      createdAt: clock.time,
    });

    for (let round = 0; round < 3; round++) {
      clock.advance(ROUND_MS);
      await restarted.tick();
    }
    const resumed = await queryRows<{ issue: string; lead_ms: string }>(
      test.db.orm,
      sql`SELECT r.issue::text AS issue,
                 (EXTRACT(EPOCH FROM r.opens_at - c.created_at) * 1000)::bigint::text AS lead_ms
          FROM rounds r JOIN hash_chains c ON c.id = r.chain_id
          WHERE r.game_type_id = ${game.gameTypeId} AND r.issue >= ${issueAtRestart} ORDER BY r.issue`,
    );
    expect(resumed.length).toBeGreaterThanOrEqual(2);
    for (const round of resumed) expect(Number(round.lead_ms)).toBeGreaterThanOrEqual(ROUND_MS);
  });

  it('lists every game type without a token, and the trend needs none either', async () => {
    const one = await createTestGame(test.db);
    const two = await createTestGame(test.db);
    await testScheduler(test, clock).tick();
    const page = await call(test, calls.chainList, { pageSize: 100 });
    const listed = new Set(page.list.map((chain) => chain.gameTypeId));
    expect(listed.has(one.gameTypeId) && listed.has(two.gameTypeId)).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const trend = await call(test, calls.trend, { gameTypeId: one.gameTypeId, limit: 10 });
    expect(trend.gameTypeId).toBe(one.gameTypeId);
    // The same list as plain JSON over GET, for anyone recording it.
    const plain = await test.app.inject({
      method: 'GET',
      url: `${calls.chainList.path}?gameTypeId=${one.gameTypeId}`,
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({
      total: 1,
      list: [{ gameTypeId: one.gameTypeId, state: 'upcoming', seed: null }],
    });
  });
});

describe('the chain seeds at rest', () => {
  it('a dump of the database holds no seed and no hash of a round still to draw', async () => {
    clock.set(1_900_000_800_000);
    const game = await createTestGame(test.db, { roundSeconds: 60, closeBeforeDrawSeconds: 10 });
    const scheduler = testScheduler(test, clock, { chainLength: 20 });
    // Two rounds wait for the new chain to be public a full round; the next two are drawn.
    for (let round = 0; round < 5; round++) {
      await scheduler.tick();
      clock.advance(ROUND_MS);
    }
    // What an insider copying the tables gets.
    const dump = await queryRows<{ row: string }>(
      test.db.orm,
      sql`SELECT row_to_json(c)::text AS row FROM hash_chains c WHERE c.game_type_id = ${game.gameTypeId}
          UNION ALL
          SELECT row_to_json(r)::text FROM rounds r WHERE r.game_type_id = ${game.gameTypeId}`,
    );
    const text = dump.map((line) => line.row).join('\n');
    const [chain] = await queryRows<{ seed_hex: string | null; seed_sealed: string }>(
      test.db.orm,
      sql`SELECT seed_hex, seed_sealed, game_type_id, first_issue, terminating_hash FROM hash_chains
          WHERE game_type_id = ${game.gameTypeId}`,
    );
    expect(chain?.seed_hex).toBeNull();
    const [listed] = await chainsOf(game.gameTypeId);
    const identity = {
      gameTypeId: game.gameTypeId,
      firstIssue: Number(listed?.firstIssue),
      terminatingHash: listed?.terminatingHash ?? '',
    };
    // The server, holding the key, opens it; the dump's text contains neither the seed nor any hash of the
    // chain but the published terminating hash and those of rounds already drawn.
    const seed = openSeed(TEST_CHAIN_KEY, chain?.seed_sealed ?? '', identity);
    expect(text).not.toContain(seed);
    const hashes = generateHashChain(seed, 20);
    expect(hashes.terminatingHash).toBe(listed?.terminatingHash);
    const drawn = await queryRows<{ round_hash: string }>(
      test.db.orm,
      sql`SELECT round_hash FROM rounds WHERE game_type_id = ${game.gameTypeId} AND round_hash IS NOT NULL`,
    );
    const revealed = new Set(drawn.map((row) => row.round_hash));
    expect(revealed.size).toBe(2);
    const inDump = hashes.roundHashes.filter((hash) => text.includes(hash));
    expect(new Set(inDump)).toEqual(revealed);
    // The next round's hash is the one after the revealed ones: nowhere in the dump.
    expect(text).not.toContain(hashes.roundHashes[2]);
    // Without the key the sealed seed opens to nothing: another key, or the seed moved to another chain.
    expect(() => openSeed(randomBytes(32), chain?.seed_sealed ?? '', identity)).toThrow();
    expect(() =>
      openSeed(TEST_CHAIN_KEY, chain?.seed_sealed ?? '', {
        ...identity,
        firstIssue: identity.firstIssue + 1,
      }),
    ).toThrow();
  });
});
