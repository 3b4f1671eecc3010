// Who is in which room, on every node: a player's socket joining a room's group (spec §4, command 7)
// enters them, its heartbeats keep them in, and leaving the room or closing the socket takes them out.
// Red packets sent to a room's chat are claimed only from inside the room (docs/FAIRNESS.md §11).
import type { Executor } from '../../db/database';
import * as queries from './presence-queries';

/**
 * How long a socket's last word keeps its player in the room. Heartbeats come every 7.9 s and refresh
 * the row at most every PRESENCE_REFRESH_MS, so a live socket is always inside it; a node that died
 * without closing its sockets lets its players out when it runs out.
 */
export const PRESENCE_WINDOW_MS = 90_000;
/** How often a socket's heartbeats write that it is still in the room: a third of the window. */
export const PRESENCE_REFRESH_MS = 30_000;

/** A room's group id is its id (rounds/room-feed.ts); other groups hold no presence. */
function roomOf(groupId: string): number | undefined {
  return /^\d{1,10}$/.test(groupId) ? Number(groupId) : undefined;
}

/** A socket joined the room's group at `at`. */
export async function roomEntered(db: Executor, userId: number, groupId: string, at: Date): Promise<void> {
  const roomId = roomOf(groupId);
  if (roomId !== undefined) await queries.upsertPresence(db, userId, roomId, at);
}

/** How long a heartbeat's refresh waits for others to share its statement. */
const REFRESH_GATHER_MS = 1000;

/** The refreshes waiting to be written, one per player and room, and the write that will take them. */
type Pending = { touches: Map<string, queries.PresenceTouch>; written: Promise<void> | null };
/** Per database (one per app): every path that takes a player out drops their waiting refresh. */
const pendingOf = new WeakMap<Executor, Pending>();

function pendingFor(db: Executor): Pending {
  let pending = pendingOf.get(db);
  if (!pending) {
    pending = { touches: new Map(), written: null };
    pendingOf.set(db, pending);
  }
  return pending;
}

const touchKey = (userId: number, roomId: number) => `${userId}:${roomId}`;

async function writePending(db: Executor, pending: Pending): Promise<void> {
  const touches = [...pending.touches.values()];
  pending.touches.clear();
  pending.written = null;
  try {
    await queries.touchPresences(db, touches);
  } catch (error) {
    // A row that cannot be written (its room or player removed meanwhile) must not keep the others
    // out: each alone, and only a failure of them all (the database away) is reported.
    const each = await Promise.allSettled(touches.map((touch) => queries.touchPresences(db, [touch])));
    if (each.every((result) => result.status === 'rejected')) throw error;
  }
}

/**
 * A socket that joined at `joinedAt` is still in the room at `at` (its heartbeat). The refreshes of a
 * second go in one statement rather than one each (10,000 sockets refresh 333 times a second); a second
 * late is nothing against the 90-second window. Resolves once written.
 */
export function roomStillIn(
  db: Executor,
  userId: number,
  groupId: string,
  joinedAt: Date,
  at: Date,
): Promise<void> {
  const roomId = roomOf(groupId);
  if (roomId === undefined) return Promise.resolve();
  const pending = pendingFor(db);
  // The latest refresh of a player's row stands.
  pending.touches.set(touchKey(userId, roomId), { userId, roomId, joinedAt, at });
  pending.written ??= new Promise((resolve) => setTimeout(resolve, REFRESH_GATHER_MS)).then(() =>
    writePending(db, pending),
  );
  return pending.written;
}

/**
 * A socket that joined at `joinedAt` left the room (closed, or joined another). A later join of another
 * socket of the player's keeps the row; when both were in, the other's next heartbeat writes it back.
 * Its refresh still waiting is dropped, so the write cannot put back the row this removes.
 */
export async function roomLeftBySocket(
  db: Executor,
  userId: number,
  groupId: string,
  joinedAt: Date,
): Promise<void> {
  const roomId = roomOf(groupId);
  if (roomId === undefined) return;
  const { touches } = pendingFor(db);
  const key = touchKey(userId, roomId);
  if (touches.get(key)?.joinedAt.getTime() === joinedAt.getTime()) touches.delete(key);
  await queries.deletePresence(db, userId, roomId, joinedAt);
}

/** The player left the room in the app (the exit call): out at once, whichever socket had entered. */
export async function roomLeft(db: Executor, userId: number, roomId: number): Promise<void> {
  pendingFor(db).touches.delete(touchKey(userId, roomId));
  await queries.deletePresence(db, userId, roomId);
}

/** Whether the player is in the room at `at`: entered and heard from within the window. */
export function isInRoom(db: Executor, userId: number, roomId: number, at: Date): Promise<boolean> {
  return queries.hasPresence(db, userId, roomId, new Date(at.getTime() - PRESENCE_WINDOW_MS));
}
