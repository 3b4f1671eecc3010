// The platform's default game catalogue: game types, their areas and rooms with default odds. The demo
// seed creates it on an empty database; operators create theirs with the same functions.
import { DEFAULT_ROOM_RULES, type RoomRules } from '@fair28/shared';
import type { Executor } from '../db/database';
import {
  createGameArea,
  createGameType,
  createRoom,
  type NewGameType,
  type NewRoom,
} from '../modules/catalogue/service';

type CatalogueRoom = Omit<NewRoom, 'gameTypeId' | 'areaId'>;
type CatalogueArea = { nameZh: string; nameEn: string; rooms: CatalogueRoom[] };
export type CatalogueGame = NewGameType & { areas: CatalogueArea[] };

/** Rooms with the common 13/14 rules: combinations refunded, plain bets at 1.6 above 1,000.00. */
const STRICT_1314_RULES: RoomRules = {
  wrapStraights: true,
  combinationOn1314: 'refund',
  plainOn1314: { aboveStakeMinor: 100_000n, odds: '1.6' },
};

function standardAreas(): CatalogueArea[] {
  return [
    {
      nameZh: '初级场',
      nameEn: 'Beginner',
      rooms: [
        {
          nameZh: '新手房',
          nameEn: 'Starter room',
          entryMinMinor: 0n,
          betMinMinor: 100n,
          betMaxMinor: 500_000n,
          // Per round: one player stakes at most 50,000.00; the room owes at most 5,000,000.00.
          playerRoundStakeMaxMinor: 5_000_000n,
          roomRoundPayoutMaxMinor: 500_000_000n,
          rules: DEFAULT_ROOM_RULES,
        },
      ],
    },
    {
      nameZh: '高级场',
      nameEn: 'Advanced',
      rooms: [
        {
          nameZh: '高级房',
          nameEn: 'High-stakes room',
          entryMinMinor: 100_000n,
          betMinMinor: 1_000n,
          betMaxMinor: 5_000_000n,
          playerRoundStakeMaxMinor: 50_000_000n,
          roomRoundPayoutMaxMinor: 5_000_000_000n,
          rules: STRICT_1314_RULES,
        },
      ],
    },
  ];
}

export const DEFAULT_CATALOGUE: CatalogueGame[] = [
  {
    code: 'canada',
    nameZh: '加拿大28',
    nameEn: 'Canada 28',
    layout: 'canada',
    roundSeconds: 210,
    closeBeforeDrawSeconds: 30,
    sortOrder: 1,
    areas: standardAreas(),
  },
  {
    code: 'beijing',
    nameZh: '北京28',
    nameEn: 'Beijing 28',
    layout: 'beijing',
    roundSeconds: 300,
    closeBeforeDrawSeconds: 60,
    sortOrder: 2,
    areas: standardAreas(),
  },
];

/** A short game for browser tests to watch a draw: betting closes a few seconds before it. */
export function fastGame(roundSeconds: number): CatalogueGame {
  return {
    code: 'fast',
    nameZh: '极速28',
    nameEn: 'Fast 28',
    layout: 'canada',
    roundSeconds,
    closeBeforeDrawSeconds: Math.max(2, Math.min(5, Math.floor(roundSeconds / 4))),
    sortOrder: 0,
    areas: [standardAreas()[0] as CatalogueArea],
  };
}

export async function createCatalogue(db: Executor, games: readonly CatalogueGame[]): Promise<void> {
  for (const { areas, ...gameType } of games) {
    const created = await createGameType(db, gameType);
    for (const [areaOrder, { rooms, ...area }] of areas.entries()) {
      const createdArea = await createGameArea(db, { ...area, gameTypeId: created.id, sortOrder: areaOrder });
      for (const [roomOrder, room] of rooms.entries()) {
        await createRoom(db, {
          ...room,
          gameTypeId: created.id,
          areaId: createdArea.id,
          sortOrder: roomOrder,
        });
      }
    }
  }
}
