// Rooms as the place-bet path reads them: a short per-app cache, so a burst of bets costs one query per
// room, with each room's odds and rules parsed once per loaded row; and the older rule versions a round
// still plays under after a change (a version never changes, so those stay cached).
import type { BetType, RoomRules } from '@fair28/shared';
import { parseOdds } from '@fair28/shared';
import { perApp } from '../../kernel/per-app';
import type { RoomRow, RuleVersionRow } from './queries';
import { fromStoredRules, offeredOdds } from './room-rules';

/** Room settings may be served this stale. */
const ROOM_CACHE_MS = 1000;

/** One version of a room's settings, as the rooms row (its newest) or a room_rule_versions row holds it. */
export type RuleSource = {
  version: number;
  odds: Record<string, string> | null;
  rules: RoomRow['rules'];
  entryMinMinor: bigint;
  betMinMinor: bigint;
  betMaxMinor: bigint;
  isOpen: boolean;
};

export type RoomSettings = {
  version: number;
  odds: Map<BetType, string>;
  scaledOdds: Map<BetType, bigint>;
  rules: RoomRules;
  entryMinMinor: bigint;
  betMinMinor: bigint;
  betMaxMinor: bigint;
  /** Whether the room takes bets under this version. */
  isOpen: boolean;
};

export const roomCache = perApp(() => {
  const rooms = new Map<number, { room: Promise<RoomRow | undefined>; until: number }>();
  return {
    get(id: number, load: () => Promise<RoomRow | undefined>): Promise<RoomRow | undefined> {
      const cached = rooms.get(id);
      if (cached && cached.until > performance.now()) return cached.room;
      // The promise is cached, so calls arriving while it loads share the one query.
      const room = load();
      rooms.set(id, { room, until: performance.now() + ROOM_CACHE_MS });
      room.then(
        (found) => {
          if (!found) rooms.delete(id);
        },
        () => rooms.delete(id),
      );
      return room;
    },
    /** A room changed on this node: the next read loads it (other nodes within ROOM_CACHE_MS). */
    forget(id: number) {
      rooms.delete(id);
    },
  };
});

/**
 * The version a room plays under at an issue, while a newer one waits for a later round. Fixed once asked
 * (a change only ever takes effect from a round not yet open), so kept until the cache is full.
 */
export const versionAtIssueCache = perApp(() => {
  const versions = new Map<string, Promise<RuleVersionRow | undefined>>();
  const MAX_ENTRIES = 1000;
  return {
    get(roomId: number, issue: number, load: () => Promise<RuleVersionRow | undefined>) {
      const key = `${roomId}@${issue}`;
      let found = versions.get(key);
      if (!found) {
        if (versions.size >= MAX_ENTRIES) versions.clear();
        found = load();
        versions.set(key, found);
        found.then(
          (row) => {
            if (!row) versions.delete(key);
          },
          () => versions.delete(key),
        );
      }
      return found;
    },
  };
});

const roomRuleSource = (room: RoomRow): RuleSource => ({ ...room, version: room.rulesVersion });

const parsed = new WeakMap<object, RoomSettings | null>();

/** A version's offered odds, rules and limits; null when it has no odds or they do not parse (not configured). */
export function settingsOf(source: RuleSource, key: object = source): RoomSettings | null {
  let settings = parsed.get(key);
  if (settings === undefined) {
    const odds = offeredOdds(source.odds);
    try {
      settings =
        odds.size === 0
          ? null
          : {
              version: source.version,
              odds,
              scaledOdds: new Map([...odds].map(([betType, text]) => [betType, parseOdds(text)])),
              rules: fromStoredRules(source.rules),
              entryMinMinor: source.entryMinMinor,
              betMinMinor: source.betMinMinor,
              betMaxMinor: source.betMaxMinor,
              isOpen: source.isOpen,
            };
    } catch {
      settings = null;
    }
    parsed.set(key, settings);
  }
  return settings;
}

/** The settings of a room's newest version, parsed once per loaded row. */
export const roomSettingsOf = (room: RoomRow) => settingsOf(roomRuleSource(room), room);
