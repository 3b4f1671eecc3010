// A game type, area and room on a benchmark's scratch database: the shared set-up of the bet and
// settlement benchmarks.
import type { RoomRules } from '@fair28/shared';
import type { Database } from '../packages/server/src/db/database';
import { createGameArea, createGameType, createRoom } from '../packages/server/src/modules/catalogue/service';

export async function createBenchRoom(db: Database, roundSeconds: number, rules?: RoomRules) {
  const [room] = await createBenchRooms(db, roundSeconds, 1, rules);
  if (!room) throw new Error('no bench room made');
  return room;
}

/** `count` rooms of one bench game type (the socket bench spreads its sockets over them). */
export async function createBenchRooms(db: Database, roundSeconds: number, count: number, rules?: RoomRules) {
  const gameType = await createGameType(db.orm, {
    code: 'bench',
    nameZh: '基准',
    nameEn: 'Bench',
    layout: 'canada',
    roundSeconds,
    closeBeforeDrawSeconds: 10,
  });
  const area = await createGameArea(db.orm, { gameTypeId: gameType.id, nameZh: '区', nameEn: 'Area' });
  const rooms = [];
  for (let i = 1; i <= count; i++) {
    rooms.push(
      await createRoom(db.orm, {
        gameTypeId: gameType.id,
        areaId: area.id,
        nameZh: `房${i}`,
        nameEn: `Room ${i}`,
        entryMinMinor: 0n,
        betMinMinor: 100n,
        betMaxMinor: 1_000_000n,
        ...(rules ? { rules } : {}),
      }),
    );
  }
  return rooms;
}
