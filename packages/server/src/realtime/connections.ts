// This node's sockets and where they are: by room group and by user. Sends and broadcasts check the
// socket first; a socket that stops reading is dropped rather than buffered without end.
import type { Language } from '@fair28/shared';
import { WebSocket } from 'ws';

export type LoggedIn = {
  userId: number;
  sessionId: number;
  username: string;
  nickName: string;
  /** An operator answering players: hears the inbox's events, joins no room and sends no chat. */
  isStaff: boolean;
};

export type Connection = {
  socket: WebSocket;
  language: Language;
  lastSeenAt: number;
  /** Packets are handled one after another in arrival order, behind the login. */
  queue: Promise<void>;
  queued: number;
  user: LoggedIn | undefined;
  groupId: string | undefined;
  /** The room group this socket entered, when, and when its presence was last written. */
  visit: { groupId: string; joinedAt: Date; writtenAt: number } | undefined;
};

/** A socket with this much unsent data is not reading: it is dropped rather than buffered without end. */
const MAX_BACKLOG_BYTES = 1024 * 1024;
const TEXT_FRAME = { binary: false } as const;

export function frame(command: number, data: unknown): string {
  return JSON.stringify({ command, data });
}

export class Connections {
  readonly all = new Set<Connection>();
  readonly #groups = new Map<string, Set<Connection>>();
  readonly #users = new Map<number, Set<Connection>>();
  readonly #staff = new Set<Connection>();
  readonly #tooSlow: { code: number; reason: string };

  constructor(tooSlow: { code: number; reason: string }) {
    this.#tooSlow = tooSlow;
  }

  add(socket: WebSocket, now: number): Connection {
    const conn: Connection = {
      socket,
      language: 'en',
      lastSeenAt: now,
      queue: Promise.resolve(),
      queued: 0,
      user: undefined,
      groupId: undefined,
      visit: undefined,
    };
    this.all.add(conn);
    return conn;
  }

  isLive(conn: Connection): boolean {
    return this.all.has(conn);
  }

  logIn(conn: Connection, user: LoggedIn): void {
    conn.user = user;
    const own = this.#users.get(user.userId) ?? new Set();
    own.add(conn);
    this.#users.set(user.userId, own);
    if (user.isStaff) this.#staff.add(conn);
  }

  join(conn: Connection, groupId: string): void {
    this.leave(conn);
    const members = this.#groups.get(groupId) ?? new Set();
    members.add(conn);
    this.#groups.set(groupId, members);
    conn.groupId = groupId;
  }

  leave(conn: Connection): void {
    if (conn.groupId === undefined) return;
    const members = this.#groups.get(conn.groupId);
    members?.delete(conn);
    if (members?.size === 0) this.#groups.delete(conn.groupId);
    conn.groupId = undefined;
  }

  inGroup(groupId: string): ReadonlySet<Connection> {
    return this.#groups.get(groupId) ?? new Set();
  }

  ofUser(userId: number): ReadonlySet<Connection> {
    return this.#users.get(userId) ?? new Set();
  }

  /** Operators' sockets: the customer-service inbox. */
  get staff(): ReadonlySet<Connection> {
    return this.#staff;
  }

  /** Forgets a connection (its socket closed); safe to call more than once. */
  forget(conn: Connection): void {
    this.all.delete(conn);
    this.#staff.delete(conn);
    this.leave(conn);
    if (conn.user) {
      const own = this.#users.get(conn.user.userId);
      own?.delete(conn);
      if (own?.size === 0) this.#users.delete(conn.user.userId);
    }
  }

  /** Forgets a connection and closes its socket; safe to call more than once. */
  drop(conn: Connection, code: number, reason: string): void {
    this.forget(conn);
    if (conn.socket.readyState === WebSocket.OPEN || conn.socket.readyState === WebSocket.CONNECTING) {
      conn.socket.close(code, reason);
    }
  }

  dropAll(members: Iterable<Connection>, code: number, reason: string): void {
    for (const conn of [...members]) this.drop(conn, code, reason);
  }

  send(conn: Connection, command: number, data: unknown): void {
    if (conn.socket.readyState === WebSocket.OPEN) conn.socket.send(frame(command, data));
  }

  /** The same bytes to every member: serialized once by the sender, never per socket. */
  broadcast(members: Iterable<Connection>, bytes: Buffer): void {
    // Iterated live: a Set skips members dropped along the way, and no copy is made per message.
    for (const conn of members) {
      const { socket } = conn;
      if (socket.readyState !== WebSocket.OPEN) continue;
      if (socket.bufferedAmount > MAX_BACKLOG_BYTES) {
        this.drop(conn, this.#tooSlow.code, this.#tooSlow.reason);
        continue;
      }
      socket.send(bytes, TEXT_FRAME);
    }
  }

  stats(): { sockets: number; groups: number } {
    return { sockets: this.all.size, groups: this.#groups.size };
  }
}
