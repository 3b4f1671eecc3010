// The expand/contract check: crafted migrations it must refuse and ones it must let through, then this
// code's own migrations since the previous release (deploy/previous-release).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layout } from '../layout';
import { previousRelease } from '../test/previous-release';
import { functionFiles } from './migrate';
import { checkMigrations, formatFinding, functionsMadeBy, type MigrationSource } from './migration-rules';

const RELEASED = 'aaaaaaa';
const UNRELEASED = 'bbbbbbb';

/** What the previous release has: two tables and a function it calls. */
const SHIPPED: MigrationSource = {
  name: '0001_shipped.sql',
  script: `CREATE TABLE bets (id bigserial PRIMARY KEY, odds numeric NOT NULL, status text);
CREATE TABLE rounds (id bigserial PRIMARY KEY, issue bigint NOT NULL);
CREATE FUNCTION place_bet(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $fn$
BEGIN
  DROP TABLE IF EXISTS scratch; -- a body is run later, not by the migration
  RETURN p;
END $fn$;`,
};

/** A function the previous release's module files make. */
const SHIPPED_FUNCTION_FILES = ['settle_round'];

/** The findings for one migration newer than the previous release. */
function check(script: string, name = '0002_next.sql'): string[] {
  return checkMigrations({
    migrations: [SHIPPED, { name, script }],
    shipped: [SHIPPED.name],
    shippedFunctionFiles: SHIPPED_FUNCTION_FILES,
    isReleased: (commit) => commit === RELEASED,
  }).map(formatFinding);
}

describe('the expand/contract check refuses, in one step,', () => {
  it.each([
    ['DROP TABLE bets;', 'drops table bets'],
    ['DROP TABLE IF EXISTS public.rounds CASCADE;', 'drops table rounds'],
    ['ALTER TABLE bets DROP COLUMN odds;', 'drops column bets.odds'],
    ['ALTER TABLE bets ADD COLUMN note text, DROP odds;', 'drops column bets.odds'],
    ['ALTER TABLE bets RENAME COLUMN odds TO price;', 'renames column bets.odds'],
    ['ALTER TABLE "bets" RENAME TO wagers;', 'renames table bets'],
    ['ALTER TABLE bets ALTER COLUMN odds TYPE integer;', 'changes the type of column bets.odds'],
    ['ALTER TABLE bets ALTER status SET NOT NULL;', 'sets NOT NULL on column bets.status'],
    [
      'ALTER TABLE rounds ADD COLUMN room_id bigint NOT NULL;',
      'adds rounds.room_id NOT NULL without a default',
    ],
    ['DROP FUNCTION place_bet(jsonb);', 'drops function place_bet'],
    ['DROP FUNCTION IF EXISTS settle_round(bigint);', 'drops function settle_round'],
    ['ALTER FUNCTION place_bet(jsonb) RENAME TO place_bets;', 'renames function place_bet'],
    [
      'CREATE OR REPLACE FUNCTION place_bet(p jsonb) RETURNS jsonb LANGUAGE sql AS $$ SELECT $1 $$;',
      'makes function place_bet in a migration',
    ],
    [
      `-- same shape: function place_bet
CREATE OR REPLACE FUNCTION place_bet(p jsonb) RETURNS jsonb LANGUAGE sql AS $$ SELECT $1 $$;`,
      'makes function place_bet in a migration',
    ],
    [
      'CREATE FUNCTION place_bet_v2(p jsonb, q int) RETURNS jsonb LANGUAGE sql AS $$ SELECT p $$;',
      "makes function place_bet_v2 in a migration: write it in its module's file",
    ],
    [
      'ALTER FUNCTION place_bet(jsonb) SET random_page_cost = 1.1;',
      'changes function place_bet in a migration',
    ],
    ['CREATE INDEX bets_status_idx ON bets (status);', 'builds an index on bets without CONCURRENTLY'],
  ])('%s', (statement, problem) => {
    const findings = check(statement);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toContain(problem);
  });

  it('a contract step whose release is not yet the previous one, or that names something else', () => {
    expect(
      check(`-- contract: column bets.odds, unused since ${UNRELEASED}\nALTER TABLE bets DROP COLUMN odds;`),
    ).toEqual([expect.stringContaining(`names ${UNRELEASED}, which is not the previous release or older`)]);
    expect(
      check(`-- contract: column bets.status, unused since ${RELEASED}\nALTER TABLE bets DROP COLUMN odds;`),
    ).toEqual([expect.stringContaining('drops column bets.odds')]);
  });

  it('CONCURRENTLY inside a transaction, and anything else outside one', () => {
    expect(check('CREATE INDEX CONCURRENTLY bets_odds_idx ON bets (odds);')).toEqual([
      expect.stringContaining('without the header line "-- migrate: outside a transaction"'),
    ]);
    const outside = check(
      '-- migrate: outside a transaction\nCREATE INDEX CONCURRENTLY b ON bets (odds);\nUPDATE bets SET status = NULL;',
    );
    expect(outside).toEqual([expect.stringContaining('runs outside a transaction, where only CONCURRENTLY')]);
  });

  it('a migration numbered before the previous release’s last, and a shipped one gone', () => {
    expect(check('SELECT 1;', '0000_early.sql')).toEqual([
      expect.stringContaining('sorts before 0001_shipped.sql'),
    ]);
    const gone = checkMigrations({ migrations: [], shipped: [SHIPPED.name], isReleased: () => true });
    expect(gone.map(formatFinding)).toEqual([
      expect.stringContaining('0001_shipped.sql: the previous release has'),
    ]);
  });
});

describe('the expand/contract check lets through', () => {
  it('expand steps: new nullable or defaulted columns, new tables with what they need', () => {
    const expand = `-- Comments may say DROP TABLE bets; so may strings.
ALTER TABLE bets ADD COLUMN room_id bigint, ADD COLUMN placed_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE bets DROP CONSTRAINT bets_status_check, ADD CONSTRAINT bets_status_check CHECK (status IN ('open', 'won'));
INSERT INTO rounds (issue) SELECT 1 WHERE 'DROP TABLE rounds;' <> '';
CREATE TABLE wagers (id bigserial PRIMARY KEY, bet_id bigint NOT NULL REFERENCES bets (id));
CREATE INDEX wagers_bet_idx ON wagers (bet_id);
ALTER TABLE wagers ADD COLUMN note text NOT NULL;
ALTER TABLE bets DROP COLUMN room_id;
DROP TABLE wagers;`;
    expect(check(expand)).toEqual([]);
  });

  it('an index built CONCURRENTLY outside a transaction', () => {
    const index = `-- migrate: outside a transaction
DROP INDEX CONCURRENTLY IF EXISTS bets_odds_idx;
--> statement-breakpoint
CREATE INDEX CONCURRENTLY bets_odds_idx ON bets (odds);`;
    expect(check(index)).toEqual([]);
  });

  it('contract steps naming what they end and a release at or before the previous one', () => {
    const contract = `-- Odds are read from the room's rules since ${RELEASED}.
-- contract: column bets.odds, unused since ${RELEASED}
-- contract: function place_bet, unused since ${RELEASED}
ALTER TABLE bets DROP COLUMN odds;
DROP FUNCTION place_bet(jsonb);`;
    expect(check(contract)).toEqual([]);
  });

  it('dropping a function the previous release has not, before its module file makes it anew', () => {
    expect(check('DROP FUNCTION IF EXISTS write_bet_batch(jsonb, timestamptz);')).toEqual([]);
  });
});

describe('the migrations since the previous release', () => {
  it('keep the expand/contract rule (docs/OPERATIONS.md, "Upgrades")', async () => {
    const previous = await previousRelease();
    const names = (await readdir(layout.migrations)).filter((name) => name.endsWith('.sql')).sort();
    const migrations = await Promise.all(
      names.map(async (name) => ({
        name,
        script: await readFile(path.join(layout.migrations, name), 'utf8'),
      })),
    );
    const files = await previous.sqlFiles();
    const shippedFunctionFiles = (await functionFiles(files.functions).finally(files.remove)).flatMap(
      (file) => functionsMadeBy(file.script),
    );
    const findings = checkMigrations({
      migrations,
      shipped: previous.migrations,
      shippedFunctionFiles,
      isReleased: previous.isAtOrBefore,
    });
    expect(findings.map(formatFinding)).toEqual([]);
  });
});
