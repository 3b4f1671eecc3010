// This node's sockets and where they are: by room group and by user. Broadcasts write one prepared frame
// to each connection and check its backlog; a socket that stops reading is dropped rather than buffered
// without end.
import type { Duplex } from 'node:stream';
import type { Language } from '@fair28/shared';
import { WebSocket } from 'ws';
import { textFrame } from './frames';

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
  /**
   * The TCP connection the socket runs on. Broadcasts write prepared frames to it, after or before what
   * ws writes itself: ws sends without compression (routes.ts), so it writes straight through, in order.
   */
  transport: Duplex;
  language: Language;
  lastSeenAt: number;
  /** Packets are handled one after another in arrival order, behind the login. */
  queue: Promise<void>;
  queued: number;
  user: LoggedIn | undefined;
  groupId: string | undefined;
  /** The socket's index in its group's array, so leaving the group is one swap, not a search. */
  groupSlot: number;
  /** The room group this socket entered, when, and when its presence was last written. */
  visit: { groupId: string; joinedAt: Date; writtenAt: number } | undefined;
  /** The last gathering window that wrote to this socket (Connections.#write). */
  writtenInWindow: number;
};

/** A socket with this much unsent data is not reading: it is dropped rather than buffered without end. */
const MAX_BACKLOG_BYTES = 1024 * 1024;
/** At most this much waits in a socket's gathering window before it is written. */
const GATHERED_BYTES = 64 * 1024;
const SETTLED = Promise.resolve();

/** A server packet as sent: `{command, data}` JSON (spec §4); `frames.ts` puts it in a WebSocket frame. */
export function encodePacket(command: number, data: unknown): string {
  return JSON.stringify({ command, data });
}

export class Connections {
  /** Every connection, found from its socket by the socket's listeners (shared, not one closure each). */
  readonly #bySocket = new Map<WebSocket, Connection>();
  /** A group's members as a dense array: a room's event is one tight loop of writes over it, no iterator, no copy. */
  readonly #groups = new Map<string, Connection[]>();
  /** A user's sockets: mostly one, so an array of one rather than a Set's hash table for each user. */
  readonly #users = new Map<number, Connection[]>();
  readonly #staff = new Set<Connection>();
  readonly #tooSlow: { code: number; reason: string };
  readonly #gatherMs: number;
  /** Gathering windows that wrote to sockets, counted; see #write. */
  #window = 1;
  #isWindowOpen = false;
  readonly #corked: Connection[] = [];
  readonly #closeWindow = () => {
    this.#window++;
    this.#isWindowOpen = false;
    for (const conn of this.#corked) conn.transport.uncork();
    this.#corked.length = 0;
  };

  /**
   * `gatherMs`: how long frames after a socket's first wait to go to it together (0: until the current turn
   * of the event loop ends).
   */
  constructor(options: { tooSlow: { code: number; reason: string }; gatherMs: number }) {
    this.#tooSlow = options.tooSlow;
    this.#gatherMs = options.gatherMs;
  }

  add(socket: WebSocket, transport: Duplex, now: number): Connection {
    const conn: Connection = {
      socket,
      transport,
      language: 'en',
      lastSeenAt: now,
      queue: SETTLED,
      queued: 0,
      user: undefined,
      groupId: undefined,
      groupSlot: -1,
      visit: undefined,
      writtenInWindow: 0,
    };
    this.#bySocket.set(socket, conn);
    return conn;
  }

  /** Every live connection, iterated live: copy it before dropping along the way. */
  get all(): IterableIterator<Connection> {
    return this.#bySocket.values();
  }

  of(socket: WebSocket): Connection | undefined {
    return this.#bySocket.get(socket);
  }

  isLive(conn: Connection): boolean {
    return this.#bySocket.get(conn.socket) === conn;
  }

  logIn(conn: Connection, user: LoggedIn): void {
    conn.user = user;
    const own = this.#users.get(user.userId);
    if (own) own.push(conn);
    else this.#users.set(user.userId, [conn]);
    if (user.isStaff) this.#staff.add(conn);
  }

  join(conn: Connection, groupId: string): void {
    this.leave(conn);
    let members = this.#groups.get(groupId);
    if (!members) {
      members = [];
      this.#groups.set(groupId, members);
    }
    conn.groupId = groupId;
    conn.groupSlot = members.push(conn) - 1;
  }

  leave(conn: Connection): void {
    if (conn.groupId === undefined) return;
    const members = this.#groups.get(conn.groupId);
    const last = members?.pop();
    if (members && last && last !== conn) {
      members[conn.groupSlot] = last;
      last.groupSlot = conn.groupSlot;
    }
    if (members?.length === 0) this.#groups.delete(conn.groupId);
    conn.groupId = undefined;
    conn.groupSlot = -1;
  }

  ofUser(userId: number): readonly Connection[] {
    return this.#users.get(userId) ?? [];
  }

  /** Operators' sockets: the customer-service inbox. */
  get staff(): ReadonlySet<Connection> {
    return this.#staff;
  }

  /** Forgets a connection (its socket closed); safe to call more than once. */
  forget(conn: Connection): void {
    if (!this.isLive(conn)) return;
    this.#bySocket.delete(conn.socket);
    this.#staff.delete(conn);
    this.leave(conn);
    if (conn.user) {
      const own = this.#users.get(conn.user.userId) ?? [];
      const at = own.indexOf(conn);
      if (at !== -1) own.splice(at, 1);
      if (own.length === 0) this.#users.delete(conn.user.userId);
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
    if (conn.socket.readyState === WebSocket.OPEN) conn.socket.send(encodePacket(command, data));
  }

  /** The same bytes to every socket of a group: framed once, never serialized or framed per socket. */
  broadcastToGroup(groupId: string, bytes: Buffer): void {
    const members = this.#groups.get(groupId);
    if (!members) return;
    const prepared = textFrame(bytes);
    // Backwards, because dropping a slow reader moves the last member into its slot: one already sent to.
    for (let i = members.length - 1; i >= 0; i--) this.#write(members[i] as Connection, prepared);
  }

  /** The same bytes to a few sockets (a user's, or the operators'). */
  broadcast(members: Iterable<Connection>, bytes: Buffer): void {
    const prepared = textFrame(bytes);
    // A copy: dropping a slow reader takes it out of its user's array. A dropped one is closing, and is sent
    // nothing more.
    for (const conn of [...members]) this.#write(conn, prepared);
  }

  /**
   * A prepared frame to one connection; a member that is closing (its close event removes it) gets none,
   * as ws would send it none, and one that stopped reading is dropped.
   */
  #write(conn: Connection, prepared: Buffer): void {
    // What a window holds is ours, not the client's backlog: past GATHERED_BYTES it goes now, so the check
    // below counts only what the client has not read.
    if (conn.transport.writableCorked > 0 && conn.transport.writableLength > GATHERED_BYTES) {
      conn.transport.uncork();
    }
    if (conn.transport.writableLength > MAX_BACKLOG_BYTES) {
      this.drop(conn, this.#tooSlow.code, this.#tooSlow.reason);
      return;
    }
    if (conn.socket.readyState !== WebSocket.OPEN) return;
    if (!this.#isWindowOpen) {
      this.#isWindowOpen = true;
      if (this.#gatherMs === 0) process.nextTick(this.#closeWindow);
      else setTimeout(this.#closeWindow, this.#gatherMs).unref();
    }
    // A window's first frame to a socket leaves at once. Its next ones (bets are bursts of events to every
    // socket of a room) are held and go together when the window closes: one system call, not one per
    // frame, which is most of a frame's cost.
    if (conn.writtenInWindow !== this.#window) conn.writtenInWindow = this.#window;
    else if (conn.transport.writableCorked === 0) {
      conn.transport.cork();
      this.#corked.push(conn);
    }
    conn.transport.write(prepared);
  }

  /** What every connection has waiting to be sent: read at a scrape, one pass over the sockets. */
  backlogBytes(): number {
    let bytes = 0;
    for (const conn of this.#bySocket.values()) bytes += conn.transport.writableLength;
    return bytes;
  }

  stats(): { sockets: number; groups: number } {
    return { sockets: this.#bySocket.size, groups: this.#groups.size };
  }
}
