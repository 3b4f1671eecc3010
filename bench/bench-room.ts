// A game type, area and room on a benchmark's scratch database: the shared set-up of the bet and
// settlement benchmarks.
import type { RoomRules } from '@fair28/shared';
import type { Database } from '../packages/server/src/db/database';
import { createGameArea, createGameType, createRoom } from '../packages/server/src/modules/catalogue/service';

export async function createBenchRoom(db: Database, roundSeconds: number, rules?: RoomRules) {
  const gameType = await createGameType(db.orm, {
    code: 'bench',
    nameZh: '基准',
    nameEn: 'Bench',
    layout: 'canada',
    roundSeconds,
    closeBeforeDrawSeconds: 10,
  });
  const area = await createGameArea(db.orm, { gameTypeId: gameType.id, nameZh: '区', nameEn: 'Area' });
  return createRoom(db.orm, {
    gameTypeId: gameType.id,
    areaId: area.id,
    nameZh: '房',
    nameEn: 'Room',
    entryMinMinor: 0n,
    betMinMinor: 100n,
    betMaxMinor: 1_000_000n,
    ...(rules ? { rules } : {}),
  });
}
