// SQL of the risk flags, each a read of what happened since a day: players sharing addresses or devices
// (sessions), hedged betting (bets), bursts of deposits and withdrawals (the money requests). Nothing is
// stored: a flag holds exactly while the data shows it.
import { HEDGE_PAIRS } from '@fair28/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';

export type FlagRow = {
  userId: number;
  account: string;
  count: number;
  related: string[];
  lastAt: Date;
  /** Hedged betting: the stake covered on both sides. */
  coveredMinor: bigint;
};

type FlagSqlRow = {
  user_id: bigint;
  account: string;
  count: number;
  related: string[] | null;
  last_at: Date | string;
  covered: bigint | string | null;
};

const flagOf = (row: FlagSqlRow): FlagRow => ({
  userId: Number(row.user_id),
  account: row.account,
  count: Number(row.count),
  related: row.related ?? [],
  lastAt: new Date(row.last_at),
  coveredMinor: BigInt(row.covered ?? 0),
});

/** Only these players' flags (the rows of a list beside them), or everyone's. */
function onlyUsers(column: SQL, userIds: number[] | null): SQL {
  if (userIds === null) return sql`TRUE`;
  return sql`${column} IN (SELECT jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb)::bigint)`;
}

const PLAYERS = sql.raw(`u.role IN ('player', 'agent')`);

/**
 * Players who signed in from an address another player used too (`byDevice`: with the same browser, the
 * user agent, as well): how many such addresses, the other players, and the last such sign-in.
 */
export async function selectSharedSessions(
  db: Executor,
  since: Date,
  userIds: number[] | null,
  byDevice: boolean,
): Promise<FlagRow[]> {
  const device = byDevice ? sql.raw('s.user_agent') : sql.raw("''");
  const rows = await queryRows<FlagSqlRow>(
    db,
    sql`WITH used AS (
          SELECT s.user_id, s.ip, ${device} AS agent, max(s.created_at) AS last_at
          FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE s.ip <> '' AND s.created_at >= ${since.toISOString()}::timestamptz AND ${PLAYERS}
            AND (${!byDevice}::boolean OR s.user_agent <> '')
          GROUP BY 1, 2, 3)
        SELECT mine.user_id, u.account, count(DISTINCT (mine.ip, mine.agent))::integer AS count,
               array_agg(DISTINCT other.account ORDER BY other.account) AS related,
               max(mine.last_at) AS last_at, NULL::bigint AS covered
        FROM used mine
        JOIN used theirs ON theirs.ip = mine.ip AND theirs.agent = mine.agent AND theirs.user_id <> mine.user_id
        JOIN users u ON u.id = mine.user_id
        JOIN users other ON other.id = theirs.user_id
        WHERE ${onlyUsers(sql.raw('mine.user_id'), userIds)}
        GROUP BY mine.user_id, u.account`,
  );
  return rows.map(flagOf);
}

/** The smaller side of each hedge pair (shared game rules) in one round. */
const coveredInRound = sql.join(
  HEDGE_PAIRS.map(
    ([left, right]) =>
      sql`least(coalesce(sum(b.stake_minor) FILTER (WHERE b.bet_type = ${left}), 0),
                coalesce(sum(b.stake_minor) FILTER (WHERE b.bet_type = ${right}), 0))`,
  ),
  sql` + `,
);
const hedgedBetTypes = HEDGE_PAIRS.flat().map((betType) => sql`${betType}`);

/**
 * Players who staked both Big and Small, or both Odd and Even, in at least `minRounds` rounds: the rounds,
 * and the stake covered on both sides (the smaller side of each pair), which clears turnover at little risk.
 */
export async function selectHedgedBetting(
  db: Executor,
  since: Date,
  userIds: number[] | null,
  minRounds: number,
): Promise<FlagRow[]> {
  const rows = await queryRows<FlagSqlRow>(
    db,
    sql`WITH per_round AS (
          SELECT b.user_id, b.round_id, max(b.created_at) AS last_at,
                 ${coveredInRound} AS covered
          FROM bets b
          WHERE b.status = 'placed' AND b.created_at >= ${since.toISOString()}::timestamptz
            AND b.bet_type IN (${sql.join(hedgedBetTypes, sql`, `)}) AND ${onlyUsers(sql.raw('b.user_id'), userIds)}
          GROUP BY b.user_id, b.round_id)
        SELECT p.user_id, u.account, count(*)::integer AS count, NULL::text[] AS related,
               max(p.last_at) AS last_at, sum(p.covered)::bigint AS covered
        FROM per_round p JOIN users u ON u.id = p.user_id
        WHERE p.covered > 0 AND ${PLAYERS}
        GROUP BY p.user_id, u.account
        HAVING count(*) >= ${minRounds}`,
  );
  return rows.map(flagOf);
}

/**
 * Players with at least `minCount` deposit and withdrawal requests inside some window of `minutes`: the
 * most in one window, and the last request.
 */
export async function selectMoneyBursts(
  db: Executor,
  since: Date,
  userIds: number[] | null,
  minCount: number,
  minutes: number,
): Promise<FlagRow[]> {
  // A window frame's offset must be a constant: the minutes are a whole number from the configuration.
  const window = sql.raw(`interval '${Math.trunc(minutes)} minutes'`);
  const rows = await queryRows<FlagSqlRow>(
    db,
    sql`WITH requests AS (
          SELECT user_id, created_at FROM deposits
          WHERE created_at >= ${since.toISOString()}::timestamptz AND ${onlyUsers(sql.raw('user_id'), userIds)}
          UNION ALL
          SELECT user_id, created_at FROM withdrawals
          WHERE created_at >= ${since.toISOString()}::timestamptz AND ${onlyUsers(sql.raw('user_id'), userIds)}),
        windows AS (
          SELECT user_id, created_at,
                 count(*) OVER (PARTITION BY user_id ORDER BY created_at
                                RANGE BETWEEN CURRENT ROW AND ${window} FOLLOWING) AS n
          FROM requests)
        SELECT w.user_id, u.account, max(w.n)::integer AS count, NULL::text[] AS related,
               max(w.created_at) AS last_at, NULL::bigint AS covered
        FROM windows w JOIN users u ON u.id = w.user_id
        GROUP BY w.user_id, u.account
        HAVING max(w.n) >= ${minCount}`,
  );
  return rows.map(flagOf);
}
