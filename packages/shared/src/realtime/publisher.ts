// What the game engine calls to tell players about a room: the socket hub implements it, on one node or
// fanned out to every node through Redis.
import type { RoomContent } from './content';

export type RoomEventPublisher = {
  /** Delivers `content` as command 11 to every socket in the room group, on every node. */
  publishToGroup(groupId: string, content: RoomContent): Promise<void>;
  /** Delivers `content` as command 11 (a private message) to every socket of the user, on every node. */
  publishToUser(userId: number, content: RoomContent): Promise<void>;
};
