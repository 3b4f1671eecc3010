// SQL of the operators' player search: players and agents with their wallet balance and inviter, found by
// account, nickname, mobile or id, status and registration days, sorted and paged.
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';

export type PlayerFilter = {
  userId?: number | undefined;
  query?: string | undefined;
  status?: 'active' | 'disabled' | undefined;
  /** Instants as SQL (db/time.ts): registration days in the server's zone. */
  registeredFrom?: SQL | undefined;
  registeredUntil?: SQL | undefined;
};

export type PlayerSort = {
  by: 'createTime' | 'lastLoginTime' | 'balance' | 'account';
  order: 'asc' | 'desc';
};

export type PlayerRow = {
  id: number;
  account: string;
  nickName: string;
  mobile: string;
  role: 'player' | 'agent';
  status: 'active' | 'disabled';
  createdAt: Date;
  lastLoginAt: Date | null;
  balanceMinor: bigint;
  inviter: string;
};

/** LIKE's own characters in a search text match themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function playerWhere(filter: PlayerFilter): SQL {
  const text = filter.query ?? '';
  const asId = /^\d{1,15}$/.test(text) ? Number(text) : null;
  return sql`u.role IN ('player', 'agent')
    AND (${filter.userId ?? null}::bigint IS NULL OR u.id = ${filter.userId ?? null}::bigint)
    AND (${text} = '' OR lower(u.account) LIKE ${likePattern(text)} OR lower(u.nick_name) LIKE ${likePattern(text)}
         OR u.mobile LIKE ${likePattern(text)} OR u.id = ${asId}::bigint)
    AND (${filter.status ?? null}::text IS NULL OR u.status = ${filter.status ?? null}::text)
    AND ${filter.registeredFrom ? sql`u.created_at >= ${filter.registeredFrom}` : sql`TRUE`}
    AND ${filter.registeredUntil ? sql`u.created_at < ${filter.registeredUntil}` : sql`TRUE`}`;
}

const SORT_COLUMNS: Record<PlayerSort['by'], string> = {
  createTime: 'u.created_at',
  lastLoginTime: 'u.last_login_at',
  balance: 'balance',
  account: 'lower(u.account)',
};

export async function countPlayers(db: Executor, filter: PlayerFilter): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::integer AS total FROM users u WHERE ${playerWhere(filter)}`,
  );
  return Number(row?.total ?? 0);
}

export async function selectPlayers(
  db: Executor,
  filter: PlayerFilter,
  sort: PlayerSort,
  limit: number,
  offset: number,
): Promise<PlayerRow[]> {
  // The column and direction come from fixed lists (the request's enums), never from the caller's text.
  const order = sql.raw(
    `${SORT_COLUMNS[sort.by]} ${sort.order === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, u.id ${sort.order === 'asc' ? 'ASC' : 'DESC'}`,
  );
  const rows = await queryRows<{
    id: bigint;
    account: string;
    nick_name: string;
    mobile: string;
    role: 'player' | 'agent';
    status: 'active' | 'disabled';
    created_at: Date | string;
    last_login_at: Date | string | null;
    balance: bigint | string;
    inviter: string | null;
  }>(
    db,
    sql`SELECT u.id, u.account, u.nick_name, u.mobile, u.role, u.status, u.created_at, u.last_login_at,
               coalesce(w.balance_minor, 0)::bigint AS balance, i.account AS inviter
        FROM users u
        LEFT JOIN ledger_accounts w ON w.kind = 'wallet' AND w.user_id = u.id
        LEFT JOIN users i ON i.id = u.inviter_id
        WHERE ${playerWhere(filter)}
        ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    account: row.account,
    nickName: row.nick_name,
    mobile: row.mobile,
    role: row.role,
    status: row.status,
    createdAt: new Date(row.created_at),
    lastLoginAt: row.last_login_at === null ? null : new Date(row.last_login_at),
    balanceMinor: BigInt(row.balance),
    inviter: row.inviter ?? '',
  }));
}
