// A room's rules and odds as stored (JSON, bigint as text) and as the shared game rules use them.
// Anything stored that the rules would not accept is treated as a room that is not configured.
import { BET_TYPES, type BetType, isBetType, isOdds, type RoomRules } from '@fair28/shared';
import type { StoredRoomRules } from '../../db/schema';

export function toStoredRules(rules: RoomRules): StoredRoomRules {
  return {
    wrapStraights: rules.wrapStraights,
    combinationOn1314: rules.combinationOn1314,
    plainOn1314: rules.plainOn1314
      ? { aboveStakeMinor: rules.plainOn1314.aboveStakeMinor.toString(), odds: rules.plainOn1314.odds }
      : null,
  };
}

export function fromStoredRules(stored: StoredRoomRules): RoomRules {
  const plain = stored.plainOn1314;
  if (plain && (!/^\d{1,18}$/.test(plain.aboveStakeMinor) || !isOdds(plain.odds))) {
    throw new RangeError('room rules: bad plainOn1314');
  }
  if (!['pay', 'refund', 'lose'].includes(stored.combinationOn1314)) {
    throw new RangeError('room rules: bad combinationOn1314');
  }
  return {
    wrapStraights: stored.wrapStraights === true,
    combinationOn1314: stored.combinationOn1314,
    plainOn1314: plain ? { aboveStakeMinor: BigInt(plain.aboveStakeMinor), odds: plain.odds } : null,
  };
}

/** The bet types a room offers with their odds text; empty when the room has no odds. */
export function offeredOdds(stored: Record<string, string> | null): Map<BetType, string> {
  const offered = new Map<BetType, string>();
  if (!stored || typeof stored !== 'object') return offered;
  for (const betType of BET_TYPES) {
    const odds = stored[betType];
    if (typeof odds === 'string' && isOdds(odds)) offered.set(betType, odds);
  }
  for (const key of Object.keys(stored)) if (!isBetType(key)) return new Map();
  return offered;
}
