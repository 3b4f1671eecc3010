// The expand/contract rule (docs/OPERATIONS.md, "Upgrades") over the migrations newer than the previous
// release: during a rolling upgrade that release's nodes serve on the schema these leave, so none may take
// away or narrow what it reads, writes or calls, unless its header declares a contract step. Nor may they
// make or change a function: a function's body lives in its module (modules/<module>/sql/*.sql).
import { headerLines, isOutsideTransaction } from './migrate';
import { splitClauses, sqlStatements } from './sql-statements';

export type MigrationSource = { name: string; script: string };

export type Finding = { migration: string; problem: string; statement?: string };

export type RuleInput = {
  /** Every migration of this code, in name order. */
  migrations: MigrationSource[];
  /** The names of the migrations the previous release has. */
  shipped: readonly string[];
  /** The functions the previous release's module files make, by name (none before it had such files). */
  shippedFunctionFiles?: readonly string[];
  /** Whether a commit is the previous release or older: what it stopped using, no running node uses. */
  isReleased(commit: string): boolean;
};

/**
 * What a statement takes away or narrows, named as a contract step names it: `table rounds`,
 * `column bets.odds`, `function place_bet_batch`, `type round_status`.
 */
type Target = string;
/** `target`: what a contract step must name to allow it; `remedy`: what to do instead (by default, that step). */
type Issue = { problem: string; target?: Target; remedy?: string };

/** Names made since the previous release: that release never uses them, so they may change freely. */
type Made = { tables: Set<string>; columns: Set<string>; types: Set<string> };

/** `-- contract: column bets.odds, unused since 6f5bcde`: the old shape it ends; the release that stopped using it. */
const CONTRACT =
  /^--\s*contract:\s*((?:table|column|function|type) [a-z_][a-z0-9_.]*)\s*,\s*unused since\s+([0-9a-f]{7,40})\b/;
/** A name, schema-qualified or not; its capture is the name without the schema. */
const NAME = '(?:[a-z_][a-z0-9_$]*\\.)?([a-z_][a-z0-9_$]*)';

type Header = { contracts: Map<Target, string> };

/** The directives of the migration's opening comment lines. */
function headerOf(script: string): Header {
  const header: Header = { contracts: new Map() };
  for (const line of headerLines(script).map((text) => text.toLowerCase())) {
    const [, target, commit] = CONTRACT.exec(line) ?? [];
    if (target && commit) header.contracts.set(target.replace(/\s+/g, ' '), commit);
  }
  return header;
}

const match = (text: string, pattern: string) => new RegExp(`^${pattern}`).exec(text) ?? [];

const DROPPED_KINDS = {
  table: 'table',
  view: 'table',
  'materialized view': 'table',
  function: 'function',
  procedure: 'function',
  type: 'type',
} as const;

function dropIssues(statement: string, made: Made, shippedFunctions: Set<string>): Issue[] {
  const [, what, list] = match(
    statement,
    'drop (materialized view|view|table|function|procedure|type) (?:if exists )?(.+)$',
  );
  if (!what || !list) return [];
  const kind = DROPPED_KINDS[what as keyof typeof DROPPED_KINDS];
  const isShipped = (name: string) =>
    kind === 'function'
      ? shippedFunctions.has(name)
      : !(kind === 'table' ? made.tables : made.types).has(name);
  return splitClauses(list.replace(/ (cascade|restrict)$/, ''))
    .map((item) => match(item, NAME)[1] ?? item)
    .filter(isShipped)
    .map((name) => ({
      problem: `drops ${what} ${name}, which the previous release uses`,
      target: `${kind} ${name}`,
    }));
}

function alterTableIssues(statement: string, made: Made): Issue[] {
  const [, table, body] = match(statement, `alter table (?:if exists )?(?:only )?${NAME} (.+)$`);
  if (!table || !body || made.tables.has(table)) return [];
  if (body.startsWith('rename to ')) {
    return [{ problem: `renames table ${table}, which the previous release uses`, target: `table ${table}` }];
  }
  const [, renamed] = match(body, `rename (?:column )?(?!constraint )${NAME} to `);
  if (renamed) {
    const column = `${table}.${renamed}`;
    return [
      { problem: `renames column ${column}, which the previous release uses`, target: `column ${column}` },
    ];
  }
  const issues: Issue[] = [];
  for (const clause of splitClauses(body)) {
    const [, added, definition = ''] = match(
      clause,
      `add (?:column )?(?:if not exists )?(?!${NOT_COLUMNS})${NAME}(.*)$`,
    );
    if (added && /\bnot null\b/.test(definition) && !/\bdefault\b/.test(definition)) {
      issues.push({
        problem: `adds ${table}.${added} NOT NULL without a default, which the previous release's inserts into ${table} lack`,
        remedy:
          'give it a default, or add it nullable and set NOT NULL in a contract step of a later release',
      });
    }
    const changes: Array<[string, string | undefined]> = [
      ['drops', match(clause, `drop (?:column )?(?:if exists )?(?!constraint )${NAME}`)[1]],
      ['changes the type of', match(clause, `alter (?:column )?${NAME} (?:set data )?type `)[1]],
      ['sets NOT NULL on', match(clause, `alter (?:column )?${NAME} set not null`)[1]],
    ];
    for (const [what, column] of changes) {
      if (!column || made.columns.has(`${table}.${column}`)) continue;
      issues.push({
        problem: `${what} column ${table}.${column}, which the previous release uses`,
        target: `column ${table}.${column}`,
      });
    }
  }
  return issues;
}

/** What follows ADD in a clause that adds no column. */
const NOT_COLUMNS = '(?:constraint|primary|unique|foreign|check|exclude)\\b';

function indexIssues(statement: string, made: Made): Issue[] {
  const [whole, concurrently, , table] = match(
    statement,
    `create (?:unique )?index (concurrently )?(?:if not exists )?(?:${NAME} )?on (?:only )?${NAME}`,
  );
  if (!whole || !table || concurrently || made.tables.has(table)) return [];
  return [
    {
      problem: `builds an index on ${table} without CONCURRENTLY, holding its writes until it is built`,
      remedy: 'build it CONCURRENTLY, in a migration of its own outside a transaction',
    },
  ];
}

/** Where a function's body lives, and so what a migration may not do to one. */
const FUNCTION_HOME =
  "its module's file (modules/<module>/sql/*.sql), which the migrator applies after the migrations";

function functionAndTypeIssues(statement: string, made: Made, shippedFunctions: Set<string>): Issue[] {
  const [, alteredType] = match(statement, `alter type ${NAME} (?:rename|drop attribute|alter attribute)`);
  if (alteredType && !made.types.has(alteredType)) {
    return [
      {
        problem: `alters type ${alteredType}, which the previous release uses`,
        target: `type ${alteredType}`,
      },
    ];
  }
  const [, renamed] = match(statement, `alter (?:function|procedure) ${NAME}.* rename to `);
  if (renamed && shippedFunctions.has(renamed)) {
    return [
      {
        problem: `renames function ${renamed}, which the previous release calls`,
        target: `function ${renamed}`,
      },
    ];
  }
  const [, created] = match(statement, `create (?:or replace )?(?:function|procedure) ${NAME}`);
  const [, altered] = match(statement, `alter (?:function|procedure) ${NAME}`);
  const name = created ?? altered;
  if (!name) return [];
  return [
    {
      problem: `${created ? 'makes' : 'changes'} function ${name} in a migration`,
      remedy: `write it in ${FUNCTION_HOME}`,
    },
  ];
}

/** Tables, columns and types the statement makes: the migrations after it may change them. */
function recordMade(statement: string, made: Made): void {
  const [, table] = match(
    statement,
    `create (?:(?:global |local )?(?:temporary|temp|unlogged) )?table (?:if not exists )?${NAME}`,
  );
  if (table) made.tables.add(table);
  const [, type] = match(statement, `create type ${NAME}`);
  if (type) made.types.add(type);
  const [, altered, body = ''] = match(statement, `alter table (?:if exists )?(?:only )?${NAME} (.+)$`);
  for (const clause of altered ? splitClauses(body) : []) {
    const [, column] = match(clause, `add (?:column )?(?:if not exists )?(?!${NOT_COLUMNS})${NAME}`);
    if (column) made.columns.add(`${altered}.${column}`);
  }
}

/** The functions a script makes (or replaces), by name. */
export const functionsMadeBy = (script: string): string[] =>
  sqlStatements(script).flatMap(
    (statement) => match(statement, `create (?:or replace )?(?:function|procedure) ${NAME}`)[1] ?? [],
  );

const CONCURRENT_INDEX = /^(create (unique )?index concurrently|drop index concurrently)\b/;

export function checkMigrations(input: RuleInput): Finding[] {
  const findings: Finding[] = [];
  const present = new Set(input.migrations.map((migration) => migration.name));
  for (const name of input.shipped.filter((shipped) => !present.has(shipped))) {
    findings.push({
      migration: name,
      problem:
        'the previous release has this migration and this code has not: a database it made would apply a renamed copy again',
    });
  }
  const shipped = new Set(input.shipped);
  const lastShipped = [...shipped].sort().at(-1) ?? '';
  const shippedFunctions = new Set(
    input.migrations
      .filter((migration) => shipped.has(migration.name))
      .flatMap((migration) => functionsMadeBy(migration.script))
      .concat(input.shippedFunctionFiles ?? []),
  );
  const made: Made = { tables: new Set(), columns: new Set(), types: new Set() };
  for (const migration of input.migrations.filter((candidate) => !shipped.has(candidate.name))) {
    const add = (problem: string, statement?: string) =>
      findings.push({ migration: migration.name, problem, ...(statement ? { statement } : {}) });
    if (migration.name < lastShipped) {
      add(
        `sorts before ${lastShipped}, the previous release's last: a database it made would apply it after later ones`,
      );
    }
    const header = headerOf(migration.script);
    for (const [target, commit] of header.contracts) {
      if (!input.isReleased(commit)) {
        add(
          `its contract step on ${target} names ${commit}, which is not the previous release or older: nodes still running may use it`,
        );
      }
    }
    const isOutside = isOutsideTransaction(migration.script);
    for (const statement of sqlStatements(migration.script)) {
      const isConcurrent = CONCURRENT_INDEX.test(statement);
      if (isOutside && !isConcurrent) {
        add(
          'runs outside a transaction, where only CONCURRENTLY index builds and drops belong (a failure there must leave nothing half done)',
          statement,
        );
      }
      if (!isOutside && isConcurrent)
        add('uses CONCURRENTLY without the header line "-- migrate: outside a transaction"', statement);
      const issues = [
        ...dropIssues(statement, made, shippedFunctions),
        ...alterTableIssues(statement, made),
        ...indexIssues(statement, made),
        ...functionAndTypeIssues(statement, made, shippedFunctions),
      ];
      recordMade(statement, made);
      for (const issue of issues) {
        if (issue.target && header.contracts.has(issue.target)) continue;
        const remedy =
          issue.remedy ??
          `once no running release uses it, a contract step may: "-- contract: ${issue.target}, unused since <commit>"`;
        add(`${issue.problem}: ${remedy}`, statement);
      }
    }
  }
  return findings;
}

export const formatFinding = (finding: Finding): string =>
  `${finding.migration}: ${finding.problem}${finding.statement ? `\n    ${finding.statement}` : ''}`;
