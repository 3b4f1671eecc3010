// Heartbeats' presence refreshes, written together: each lands within the gathering second, the latest
// of a player's refreshes stands, and a socket that leaves (or a player who exits the room) first takes
// the waiting refresh with it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { createTestGame, fundedPlayer, type TestGame } from '../../test/game';
import { startTestApp, type TestApp } from '../../test/helper';
import {
  isInRoom,
  PRESENCE_WINDOW_MS,
  roomEntered,
  roomLeft,
  roomLeftBySocket,
  roomStillIn,
} from './presence';

let test: TestApp;
let game: TestGame;

beforeAll(async () => {
  test = await startTestApp();
  game = await createTestGame(test.db);
});
afterAll(() => test.close());

const seenAt = async (userId: number) => {
  const [row] = await queryRows<{ seen_at: Date }>(
    test.db.orm,
    sql`SELECT seen_at FROM room_presence WHERE user_id = ${userId} AND room_id = ${game.roomId}`,
  );
  return row ? new Date(row.seen_at).getTime() : null;
};

describe('presence refreshes', () => {
  it('writes many sockets’ refreshes together, the latest of each standing', async () => {
    const group = String(game.roomId);
    const joinedAt = new Date(1_900_000_000_000);
    const players = await Promise.all([1, 2, 3].map(() => fundedPlayer(test, 0n)));
    for (const player of players) await roomEntered(test.db.orm, player.userId, group, joinedAt);
    const later = new Date(joinedAt.getTime() + 30_000);
    const latest = new Date(joinedAt.getTime() + 60_000);
    const writes = players.map((player) => roomStillIn(test.db.orm, player.userId, group, joinedAt, later));
    const [first] = players;
    if (!first) throw new Error('no player');
    writes.push(roomStillIn(test.db.orm, first.userId, group, joinedAt, latest));
    // Nothing is written until the second is up; then all of it at once.
    expect(await seenAt(first.userId)).toBe(joinedAt.getTime());
    await Promise.all(writes);
    expect(await seenAt(first.userId)).toBe(latest.getTime());
    for (const player of players.slice(1)) expect(await seenAt(player.userId)).toBe(later.getTime());
    const past = new Date(latest.getTime() + PRESENCE_WINDOW_MS - 1);
    expect(await isInRoom(test.db.orm, first.userId, game.roomId, past)).toBe(true);
  });

  /** A player in the room whose heartbeat's refresh is waiting to be written. */
  async function playerWithWaitingRefresh() {
    const group = String(game.roomId);
    const joinedAt = new Date(1_900_000_000_000);
    const player = await fundedPlayer(test, 0n);
    await roomEntered(test.db.orm, player.userId, group, joinedAt);
    const refreshedAt = new Date(joinedAt.getTime() + 30_000);
    const written = roomStillIn(test.db.orm, player.userId, group, joinedAt, refreshedAt);
    return { userId: player.userId, group, joinedAt, written };
  }

  it('does not put back the row of a socket that left before its refresh was written', async () => {
    const { userId, group, joinedAt, written } = await playerWithWaitingRefresh();
    await roomLeftBySocket(test.db.orm, userId, group, joinedAt);
    await written;
    expect(await seenAt(userId)).toBeNull();
  });

  it('does not put back the row of a player who exited the room before their refresh was written', async () => {
    const { userId, written } = await playerWithWaitingRefresh();
    await roomLeft(test.db.orm, userId, game.roomId);
    await written;
    expect(await seenAt(userId)).toBeNull();
  });
});
