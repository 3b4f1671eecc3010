// Rooms as the place-bet path reads them: a short per-app cache, so a burst of bets costs one query per
// room, with each room's odds and rules parsed once per loaded row.
import type { BetType, RoomRules } from '@fair28/shared';
import { parseOdds } from '@fair28/shared';
import { perApp } from '../../kernel/per-app';
import type { RoomRow } from './queries';
import { fromStoredRules, offeredOdds } from './room-rules';

/** Room settings may be served this stale. */
const ROOM_CACHE_MS = 1000;

export type RoomSettings = { odds: Map<BetType, string>; scaledOdds: Map<BetType, bigint>; rules: RoomRules };

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
  };
});

const parsedRooms = new WeakMap<RoomRow, RoomSettings | null>();

/** The room's offered odds and rules; null when it has none or they do not parse (not configured). */
export function settingsOf(room: RoomRow): RoomSettings | null {
  let settings = parsedRooms.get(room);
  if (settings === undefined) {
    const odds = offeredOdds(room.odds);
    try {
      settings =
        odds.size === 0
          ? null
          : {
              odds,
              scaledOdds: new Map([...odds].map(([betType, text]) => [betType, parseOdds(text)])),
              rules: fromStoredRules(room.rules),
            };
    } catch {
      settings = null;
    }
    parsedRooms.set(room, settings);
  }
  return settings;
}
