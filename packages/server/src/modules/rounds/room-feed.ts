// What rooms hear: game events turned into room content for the J-IM socket (wired in app.ts): round status (12) and draw results (13) to
// every room of the game type (a voided round too, with the reason), bets placed or cancelled (10) to their
// room, a player's result (11) to them, and red packets sent, claimed and ended to their room.
import {
  type GameEvent,
  RoomContentType,
  type RoomEventContent,
  type RoomEventPublisher,
} from '@fair28/shared';
import type { Executor } from '../../db/database';
import type { GameEvents } from '../../kernel/game-events';
import { publicName } from '../accounts/service';
import { roomExists, roomIdsOfGameType } from '../catalogue/service';

const ROOM_LIST_CACHE_MS = 10_000;
/** Names change rarely; a bet event must not cost a query on the betting hot path. */
const NAME_CACHE_MS = 60_000;
const NAME_CACHE_SIZE = 50_000;

const roundStatuses = {
  'round.opened': 'opened',
  'round.closed': 'closed',
  'round.settled': 'settled',
  'round.voided': 'voided',
} as const;

const redPacketActions = {
  'redPacket.sent': 'sent',
  'redPacket.claimed': 'claimed',
  'redPacket.ended': 'ended',
} as const;

export function gameEventsToRooms(
  hub: RoomEventPublisher,
  db: Executor,
  onError: (error: unknown) => void,
): GameEvents {
  const roomLists = new Map<number, { roomIds: Promise<number[]>; until: number }>();

  function roomsOf(gameTypeId: number): Promise<number[]> {
    const cached = roomLists.get(gameTypeId);
    if (cached && cached.until > Date.now()) return cached.roomIds;
    const roomIds = roomIdsOfGameType(db, gameTypeId);
    roomLists.set(gameTypeId, { roomIds, until: Date.now() + ROOM_LIST_CACHE_MS });
    return roomIds;
  }

  const names = new Map<number, { name: Promise<string>; until: number }>();
  function nameOf(userId: number): Promise<string> {
    const cached = names.get(userId);
    if (cached && cached.until > Date.now()) return cached.name;
    if (names.size >= NAME_CACHE_SIZE) names.clear();
    const name = publicName(db, userId);
    names.set(userId, { name, until: Date.now() + NAME_CACHE_MS });
    return name;
  }

  async function toEveryRoom(gameTypeId: number, content: RoomEventContent): Promise<void> {
    const roomIds = await roomsOf(gameTypeId);
    await Promise.all(roomIds.map((roomId) => hub.publishToGroup(String(roomId), content)));
  }

  async function deliver(event: GameEvent): Promise<void> {
    switch (event.type) {
      case 'round.opened':
      case 'round.closed':
      case 'round.settled':
      case 'round.voided': {
        const { type, ...fields } = event;
        return toEveryRoom(event.gameTypeId, {
          type: RoomContentType.RoundStatus,
          status: roundStatuses[type],
          ...fields,
        });
      }
      case 'round.drawn': {
        const { type: _type, ...fields } = event;
        return toEveryRoom(event.gameTypeId, { type: RoomContentType.DrawResult, ...fields });
      }
      case 'bet.placed':
      case 'bet.cancelled': {
        const { type: _type, ...fields } = event;
        const heard = {
          type: RoomContentType.BetPlaced,
          isget: 0,
          nickName: await nameOf(event.userId),
        } as const;
        return hub.publishToGroup(
          String(event.roomId),
          'bets' in fields
            ? { ...heard, action: 'placed', ...fields }
            : { ...heard, action: 'cancelled', ...fields },
        );
      }
      case 'redPacket.sent':
      case 'redPacket.claimed':
      case 'redPacket.ended': {
        const { type: _type, roomId, userId, ...packet } = event;
        return hub.publishToGroup(String(roomId), {
          type: RoomContentType.RedPacket,
          action: redPacketActions[event.type],
          ...packet,
          ...(userId === undefined ? {} : { userId, nickName: await nameOf(userId) }),
        });
      }
      case 'bet.settled': {
        const { type: _type, ...fields } = event;
        return hub.publishToUser(event.userId, { type: RoomContentType.BetSettled, isget: 1, ...fields });
      }
    }
  }

  return {
    publish(event) {
      deliver(event).catch(onError);
    },
  };
}

/** A room group is a room's id: a socket may only join a room that exists. */
export async function isRoomGroup(db: Executor, groupId: string): Promise<boolean> {
  return /^\d{1,10}$/.test(groupId) && roomExists(db, Number(groupId));
}
