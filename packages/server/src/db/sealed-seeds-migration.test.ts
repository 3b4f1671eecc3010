// Migrations 0008 and 0009 on a database an older release left: its plaintext chain seeds are sealed at the
// next start (and its rounds still draw from the same chain), and its rooms get their first rule version.
import { randomBytes } from 'node:crypto';
import { generateHashChain } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertChainKeyOpensSeeds,
  ChainKeyError,
  roundHashAt,
  sealPlaintextSeeds,
} from '../modules/fairness/service';
import { createProcessDatabase, type ProcessDatabase } from '../test/database';
import { type Database, queryRows } from './database';
import { migrate } from './migrate';

let database: ProcessDatabase;
let db: Database;
beforeAll(async () => {
  database = await createProcessDatabase();
  db = await database.open();
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

describe('migrations 0008 and 0009 on an older database', () => {
  it('seals the plaintext seeds at start-up and versions the rooms as they were', async () => {
    await migrate(db, { through: '0007_staff_roles.sql' });
    const seed = randomBytes(32).toString('hex');
    const chain = generateHashChain(seed, 10);
    const [gameType] = await queryRows<{ id: number }>(
      db.orm,
      sql`INSERT INTO game_types (code, name_zh, name_en, layout, round_seconds, close_before_draw_seconds)
          VALUES ('old', '旧', 'Old', 'canada', 60, 10) RETURNING id`,
    );
    const gameTypeId = gameType?.id ?? 0;
    const [row] = await queryRows<{ id: bigint }>(
      db.orm,
      sql`INSERT INTO hash_chains (game_type_id, first_issue, length, seed_hex, terminating_hash)
          VALUES (${gameTypeId}, 100, 10, ${seed}, ${chain.terminatingHash}) RETURNING id`,
    );
    await queryRows(
      db.orm,
      sql`WITH area AS (INSERT INTO game_areas (game_type_id, name_zh, name_en) VALUES (${gameTypeId}, '区', 'Area')
                        RETURNING id)
          INSERT INTO rooms (game_type_id, area_id, name_zh, name_en, bet_min_minor, bet_max_minor, odds, rules)
          SELECT ${gameTypeId}, id, '房', 'Room', 100, 1000, '{"big":"1.98"}',
                 '{"wrapStraights":false,"combinationOn1314":"pay","plainOn1314":null}' FROM area`,
    );

    const applied = (await migrate(db)).migrations;
    expect(applied).toEqual(
      expect.arrayContaining(['0008_sealed_chain_seeds.sql', '0009_room_rule_versions.sql']),
    );
    const key = randomBytes(32);
    expect(await db.orm.transaction((tx) => sealPlaintextSeeds(tx, key))).toBe(1);
    expect(await db.orm.transaction((tx) => sealPlaintextSeeds(tx, key))).toBe(0);

    const [stored] = await queryRows<{ seed_hex: string | null; seed_sealed: string }>(
      db.orm,
      sql`SELECT seed_hex, seed_sealed FROM hash_chains WHERE id = ${row?.id}`,
    );
    expect(stored?.seed_hex).toBeNull();
    expect(stored?.seed_sealed).not.toContain(seed);
    // The rounds of the old chain still draw from the hashes its terminating hash committed to.
    const place = { chainId: Number(row?.id), chainIndex: 3 };
    expect(await roundHashAt(db.orm, place, key)).toBe(chain.roundHashes[2]);
    await expect(roundHashAt(db.orm, place, randomBytes(32))).rejects.toThrow();
    // A start-up with another key is refused before it could seal new chains under it.
    await expect(assertChainKeyOpensSeeds(db.orm, key)).resolves.toBeUndefined();
    await expect(assertChainKeyOpensSeeds(db.orm, randomBytes(32))).rejects.toThrow(ChainKeyError);

    const versions = await queryRows<{ version: number; from_issue: bigint; odds: unknown }>(
      db.orm,
      sql`SELECT version, from_issue, odds FROM room_rule_versions`,
    );
    expect(versions).toEqual([{ version: 1, from_issue: expect.anything(), odds: { big: '1.98' } }]);
    expect(Number(versions[0]?.from_issue)).toBe(0);
  });
});
