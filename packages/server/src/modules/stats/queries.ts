// SQL of the public statistics, from the settlement records of settled rounds (round_player_results: what
// each player staked and got back per round and room) and the bets behind them. The audit checks these
// sums against the ledger's transfers (ledger.settledGameTotals).
import { PLAIN_BET_TYPES } from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';

/**
 * Sums over the rounds of a room (or of a game type): the stakes S and returns P of each round, and the
 * sums of S², P² and S·P the confidence band needs. Numeric in SQL, so squares of large sums cannot overflow.
 */
export type RoundSums = {
  rounds: number;
  stakes: bigint;
  payouts: bigint;
  stakesSquared: string;
  payoutsSquared: string;
  stakesTimesPayouts: string;
};

type RoundSumsSqlRow = {
  rounds: number;
  stakes: bigint | string;
  payouts: bigint | string;
  ss: string;
  pp: string;
  sp: string;
};

function roundSumsOf(row: RoundSumsSqlRow): RoundSums {
  return {
    rounds: Number(row.rounds),
    stakes: BigInt(row.stakes),
    payouts: BigInt(row.payouts),
    stakesSquared: String(row.ss),
    payoutsSquared: String(row.pp),
    stakesTimesPayouts: String(row.sp),
  };
}

const SUMS = sql`count(*)::integer AS rounds, sum(s)::bigint AS stakes, sum(p)::bigint AS payouts,
  sum(s::numeric * s)::text AS ss, sum(p::numeric * p)::text AS pp, sum(s::numeric * p)::text AS sp`;

/** Per room: its rounds' sums; each round of a room is one sample. */
export async function selectRoomSums(db: Executor): Promise<Array<RoundSums & { roomId: number }>> {
  const rows = await queryRows<RoundSumsSqlRow & { room_id: number }>(
    db,
    sql`WITH per_round AS (
          SELECT room_id, sum(stake_minor) AS s, sum(payout_minor + refund_minor) AS p
          FROM round_player_results GROUP BY round_id, room_id)
        SELECT room_id, ${SUMS} FROM per_round GROUP BY room_id`,
  );
  return rows.map((row) => ({ ...roundSumsOf(row), roomId: Number(row.room_id) }));
}

/** Per game type: its rounds' sums over every room; each round (one draw) is one sample. */
export async function selectGameTypeSums(db: Executor): Promise<Array<RoundSums & { gameTypeId: number }>> {
  const rows = await queryRows<RoundSumsSqlRow & { game_type_id: number }>(
    db,
    sql`WITH per_round AS (
          SELECT r.game_type_id, sum(p.stake_minor) AS s, sum(p.payout_minor + p.refund_minor) AS p
          FROM round_player_results p JOIN rounds r ON r.id = p.round_id
          GROUP BY r.game_type_id, p.round_id)
        SELECT game_type_id, ${SUMS} FROM per_round GROUP BY game_type_id`,
  );
  return rows.map((row) => ({ ...roundSumsOf(row), gameTypeId: Number(row.game_type_id) }));
}

export type PlayerCounts = { rooms: Map<number, number>; gameTypes: Map<number, number> };

/** Distinct players with a settled bet, per room and per game type. */
export async function selectPlayerCounts(db: Executor): Promise<PlayerCounts> {
  const rows = await queryRows<{ game_type_id: number; room_id: number | null; players: number }>(
    db,
    sql`SELECT rm.game_type_id, p.room_id, count(DISTINCT p.user_id)::integer AS players
        FROM round_player_results p JOIN rooms rm ON rm.id = p.room_id
        GROUP BY GROUPING SETS ((rm.game_type_id, p.room_id), (rm.game_type_id))`,
  );
  const counts: PlayerCounts = { rooms: new Map(), gameTypes: new Map() };
  for (const row of rows) {
    if (row.room_id === null) counts.gameTypes.set(Number(row.game_type_id), Number(row.players));
    else counts.rooms.set(Number(row.room_id), Number(row.players));
  }
  return counts;
}

export type RoundCounts = { drawn: number; voidedNoBeacon: number };

/** Per game type: rounds drawn (with or without bets), and rounds voided because no valid beacon came. */
export async function selectRoundCounts(db: Executor): Promise<Map<number, RoundCounts>> {
  const rows = await queryRows<{ game_type_id: number; drawn: number; voided_no_beacon: number }>(
    db,
    sql`SELECT game_type_id,
               count(*) FILTER (WHERE status IN ('drawn', 'settled'))::integer AS drawn,
               count(*) FILTER (WHERE void_reason = 'beacon_missing')::integer AS voided_no_beacon
        FROM rounds WHERE status IN ('drawn', 'settled', 'void') GROUP BY game_type_id`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.game_type_id),
      { drawn: Number(row.drawn), voidedNoBeacon: Number(row.voided_no_beacon) },
    ]),
  );
}

/** Settled stakes of one kind of bet: what its exact return-to-player is computed for. */
export type StakeGroup = {
  roomId: number;
  ruleVersion: number;
  betType: string;
  /** Ten-thousandths, as frozen on the bet. */
  odds: bigint;
  /** The player's plain stake in that round was above the room's 13/14 threshold (reduced odds). */
  isAbovePlainThreshold: boolean;
  stakes: bigint;
};

const PLAIN_TYPES = `{${PLAIN_BET_TYPES.join(',')}}`;

/** Settled bets grouped by room, rule version, bet type, odds and which side of the 13/14 threshold. */
export async function selectStakeGroups(db: Executor): Promise<StakeGroup[]> {
  const rows = await queryRows<{
    room_id: number;
    rule_version: number;
    bet_type: string;
    odds: bigint | string;
    is_above: boolean;
    stakes: bigint | string;
  }>(
    db,
    sql`WITH settled AS (
          SELECT b.round_id, b.room_id, b.user_id, b.rule_version, b.bet_type, b.odds, b.stake_minor
          FROM bets b JOIN rounds r ON r.id = b.round_id
          WHERE r.status = 'settled' AND b.status = 'placed'),
        plain AS (
          SELECT round_id, room_id, user_id,
                 sum(stake_minor) FILTER (WHERE bet_type = ANY(${PLAIN_TYPES}::text[])) AS plain_stake
          FROM settled GROUP BY round_id, room_id, user_id)
        SELECT s.room_id, s.rule_version, s.bet_type, s.odds,
               coalesce(pl.plain_stake > (v.rules -> 'plainOn1314' ->> 'aboveStakeMinor')::bigint, false) AS is_above,
               sum(s.stake_minor)::bigint AS stakes
        FROM settled s
        JOIN plain pl ON pl.round_id = s.round_id AND pl.room_id = s.room_id AND pl.user_id = s.user_id
        JOIN room_rule_versions v ON v.room_id = s.room_id AND v.version = s.rule_version
        GROUP BY 1, 2, 3, 4, 5`,
  );
  return rows.map((row) => ({
    roomId: Number(row.room_id),
    ruleVersion: Number(row.rule_version),
    betType: row.bet_type,
    odds: BigInt(row.odds),
    isAbovePlainThreshold: row.is_above === true,
    stakes: BigInt(row.stakes),
  }));
}
