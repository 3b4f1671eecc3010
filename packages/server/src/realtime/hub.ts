// The room socket hub: J-IM logins, room groups, heartbeats and chat for this node's sockets, and the
// publisher the game calls. Each message is serialized once and fanned out to every node by the bus.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  ChatType,
  FAILURE_STATUS,
  IM_SYSTEM_SENDER,
  ImCloseCode,
  ImCommand,
  imUsername,
  isMessageKey,
  type Language,
  type MessageKey,
  MsgType,
  parseLanguage,
  type RoomContent,
  type RoomEventPublisher,
  SUCCESS_CODE,
  SUCCESS_STATUS,
  type TChatBody,
  type TextContent,
  type TImResult,
  translate,
  userIdOfImUsername,
  ZClientPacket,
  ZGroupId,
  ZImLoginQuery,
  ZRoomContent,
} from '@fair28/shared';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { type RawData, WebSocket } from 'ws';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { RateLimiter } from '../infra/rate-limiter';
import { AppError } from '../kernel/app-error';
import type { SocketSessions } from '../kernel/context';
import { type Bus, localBus, redisBus } from './bus';
import { acceptChat, type ChatPacket, type StoredChat } from './chat';
import { issueImToken, verifyImToken } from './im-token';
import * as queries from './queries';

/** Whether a user may join a room group; the game module can narrow it to rooms that exist. */
export type JoinGuard = (userId: number, groupId: string) => Promise<boolean>;

export type HubStats = { sockets: number; groups: number };

export type RealtimeHub = RoomEventPublisher &
  SocketSessions & {
    /** Takes a socket from the /ws route: its login from the URL query, then its packets. */
    accept(socket: WebSocket, request: FastifyRequest): void;
    stats(): HubStats;
    /** Closes every socket (code 1001) and leaves the bus. */
    close(): Promise<void>;
  };

/** How the hub learns who a socket is: sessions that may still act, as the accounts module keeps them. */
export type SessionDirectory = {
  /** A live session (not revoked, not expired, its user active), with the name other players see. */
  find(sessionId: number): Promise<{ userId: number; sessionId: number; publicName: string } | undefined>;
  /** The live ones among `sessionIds`. */
  liveIds(sessionIds: number[]): Promise<Set<number>>;
};

export type HubDeps = {
  config: Config;
  db: Database;
  redis: Redis | undefined;
  rateLimiter: RateLimiter;
  now: () => Date;
  log: FastifyBaseLogger;
  sessions: SessionDirectory;
};

export type HubOptions = { canJoinGroup?: JoinGuard };

type LoggedIn = { userId: number; sessionId: number; username: string; nickName: string };

type Connection = {
  socket: WebSocket;
  language: Language;
  lastSeenAt: number;
  /** Packets are handled one after another in arrival order, behind the login. */
  queue: Promise<void>;
  queued: number;
  user: LoggedIn | undefined;
  groupId: string | undefined;
};

// Bus messages: one kind byte, a key, a newline, then (for deliveries) the frame every socket gets.
const TO_GROUP = 'g';
const TO_USER = 'u';
const END_SESSION = 's';
const END_USER = 'x';
const NEWLINE = 0x0a;

/** A socket with this much unsent data is not reading: it is dropped rather than buffered without end. */
const MAX_BACKLOG_BYTES = 1024 * 1024;
/** Packets waiting behind a slow one; a client sending faster than this is flooding. */
const MAX_QUEUED_PACKETS = 100;
const CLOSE_GRACE_MS = 1000;
const IM_KEY_NAME = 'im_token';
const TEXT_FRAME = { binary: false } as const;

function frame(command: number, data: unknown): string {
  return JSON.stringify({ command, data });
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

async function imSecret(deps: HubDeps): Promise<string> {
  return (
    deps.config.realtime.imSecret ??
    (await queries.keepKey(deps.db.orm, IM_KEY_NAME, randomBytes(32).toString('base64url')))
  );
}

export async function createRealtimeHub(deps: HubDeps, options: HubOptions = {}): Promise<RealtimeHub> {
  const { config, log } = deps;
  const { idleTimeoutMs, sessionCheckMs, imTokenTtlMs } = config.realtime;
  const secret = await imSecret(deps);
  const passwordDigest = digest(config.realtime.imPassword);
  const canJoinGroup = options.canJoinGroup ?? (async () => true);

  const connections = new Set<Connection>();
  const groups = new Map<string, Set<Connection>>();
  const users = new Map<number, Set<Connection>>();
  let isClosed = false;

  const bus: Bus = deps.redis
    ? await redisBus(deps.redis, `${config.redisPrefix}im`, deliver, (error) =>
        log.warn({ err: error }, 'realtime subscriber error'),
      )
    : localBus(deliver);

  function busMessage(kind: string, key: string | number, payload = ''): Buffer {
    return Buffer.from(`${kind}${key}\n${payload}`);
  }

  function deliver(message: Buffer): void {
    const split = message.indexOf(NEWLINE);
    if (split < 2) return;
    const kind = String.fromCharCode(message[0] ?? 0);
    const key = message.toString('utf8', 1, split);
    if (kind === TO_GROUP) broadcast(groups.get(key), message.subarray(split + 1));
    else if (kind === TO_USER) broadcast(users.get(Number(key)), message.subarray(split + 1));
    else if (kind === END_USER) closeAll(users.get(Number(key)), ImCloseCode.SessionEnded, 'session ended');
    else if (kind === END_SESSION) {
      const [userId, sessionId] = key.split(':').map(Number);
      for (const conn of users.get(userId ?? 0) ?? []) {
        if (conn.user?.sessionId === sessionId) drop(conn, ImCloseCode.SessionEnded, 'session ended');
      }
    }
  }

  function broadcast(members: Set<Connection> | undefined, bytes: Buffer): void {
    if (!members) return;
    for (const conn of members) {
      const { socket } = conn;
      if (socket.readyState !== WebSocket.OPEN) continue;
      if (socket.bufferedAmount > MAX_BACKLOG_BYTES) {
        drop(conn, ImCloseCode.TooSlow, 'too slow');
        continue;
      }
      socket.send(bytes, TEXT_FRAME);
    }
  }

  function closeAll(members: Set<Connection> | undefined, code: number, reason: string): void {
    for (const conn of members ?? []) drop(conn, code, reason);
  }

  function send(conn: Connection, command: number, data: unknown): void {
    if (conn.socket.readyState === WebSocket.OPEN) conn.socket.send(frame(command, data));
  }

  function succeeded(conn: Connection, messageKey: MessageKey): TImResult {
    return { code: SUCCESS_CODE, message: translate(conn.language, messageKey), status: SUCCESS_STATUS };
  }

  function failed(conn: Connection, error: AppError): TImResult {
    const message = translate(conn.language, error.messageKey, ...error.messageArgs);
    return { code: error.code, message, status: FAILURE_STATUS };
  }

  function leaveGroup(conn: Connection): void {
    if (conn.groupId === undefined) return;
    const members = groups.get(conn.groupId);
    members?.delete(conn);
    if (members?.size === 0) groups.delete(conn.groupId);
    conn.groupId = undefined;
  }

  /** Forgets a connection and closes its socket; safe to call more than once. */
  function drop(conn: Connection, code: number, reason: string): void {
    forget(conn);
    if (conn.socket.readyState === WebSocket.OPEN || conn.socket.readyState === WebSocket.CONNECTING) {
      conn.socket.close(code, reason);
    }
  }

  function forget(conn: Connection): void {
    connections.delete(conn);
    leaveGroup(conn);
    if (conn.user) {
      const own = users.get(conn.user.userId);
      own?.delete(conn);
      if (own?.size === 0) users.delete(conn.user.userId);
    }
  }

  function passwordMatches(password: string): boolean {
    return timingSafeEqual(digest(password), passwordDigest);
  }

  async function login(conn: Connection, request: FastifyRequest): Promise<void> {
    const refuse = (error: AppError, reason: string) => {
      send(conn, ImCommand.LoginAnswer, failed(conn, error));
      drop(conn, ImCloseCode.LoginFailed, `login failed: ${reason}`);
    };
    const query = ZImLoginQuery.safeParse(request.query);
    conn.language = parseLanguage(query.data?.lang);
    if (!query.success) return refuse(new AppError('InvalidInput', 'im.badLogin'), 'bad parameters');
    if (!passwordMatches(query.data.password)) {
      return refuse(new AppError('InvalidInput', 'im.badLogin'), 'wrong password');
    }
    const claims = verifyImToken(secret, query.data.token, deps.now().getTime());
    if (!claims) return refuse(new AppError('LoginExpired'), 'bad or expired token');
    if (userIdOfImUsername(query.data.username) !== claims.userId) {
      return refuse(new AppError('LoginExpired'), 'username does not match the token');
    }
    const session = await deps.sessions.find(claims.sessionId);
    if (session?.userId !== claims.userId) return refuse(new AppError('LoginExpired'), 'session ended');
    // The client may have gone, or the hub closed, while the database answered.
    if (isClosed || conn.socket.readyState !== WebSocket.OPEN) return;
    const username = imUsername(session.userId);
    conn.user = {
      userId: session.userId,
      sessionId: session.sessionId,
      username,
      // The room sees the same masked name as in its bet feed, never the account a player logs in with.
      nickName: session.publicName,
    };
    const own = users.get(session.userId) ?? new Set();
    own.add(conn);
    users.set(session.userId, own);
    send(conn, ImCommand.LoginAnswer, {
      ...succeeded(conn, 'im.loggedIn'),
      userId: session.userId,
      username,
    });
  }

  async function joinGroup(conn: Connection, user: LoggedIn, groupId: string): Promise<void> {
    if (!(await canJoinGroup(user.userId, groupId))) {
      send(conn, ImCommand.JoinGroupAnswer, {
        ...failed(conn, new AppError('Forbidden', 'im.groupRefused')),
        group_id: groupId,
      });
      return;
    }
    if (!connections.has(conn)) return;
    leaveGroup(conn);
    const members = groups.get(groupId) ?? new Set();
    members.add(conn);
    groups.set(groupId, members);
    conn.groupId = groupId;
    send(conn, ImCommand.JoinGroupAnswer, { ...succeeded(conn, 'im.joined'), group_id: groupId });
  }

  async function chat(conn: Connection, user: LoggedIn, packet: ChatPacket): Promise<void> {
    let stored: StoredChat;
    try {
      stored = await acceptChat(deps, { userId: user.userId, groupId: conn.groupId }, packet);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      send(conn, ImCommand.ChatAck, failed(conn, error));
      return;
    }
    const content: TextContent = {
      type: 'text',
      text: stored.text,
      userId: user.userId,
      nickName: user.nickName,
    };
    await publish(TO_GROUP, packet.group_id, {
      id: String(stored.id),
      from: user.username,
      to: '',
      group_id: packet.group_id,
      chatType: ChatType.Group,
      msgType: MsgType.Text,
      content: JSON.stringify(content),
      createTime: stored.createdAt.getTime(),
    });
    send(conn, ImCommand.ChatAck, {
      ...succeeded(conn, 'im.sent'),
      id: String(stored.id),
      createTime: stored.createdAt.getTime(),
    });
  }

  /** One packet of a logged-in socket. A packet that does not parse is answered and changes nothing. */
  async function handlePacket(conn: Connection, data: RawData, isBinary: boolean): Promise<void> {
    const user = conn.user;
    if (!user || !connections.has(conn)) return;
    let value: unknown;
    try {
      value = isBinary ? undefined : JSON.parse(data.toString());
    } catch {
      value = undefined;
    }
    const packet = ZClientPacket.safeParse(value);
    if (!packet.success) {
      const cmd = (value as { cmd?: unknown } | undefined)?.cmd;
      const answer =
        cmd === ImCommand.JoinGroup
          ? ImCommand.JoinGroupAnswer
          : cmd === ImCommand.Chat
            ? ImCommand.ChatAck
            : ImCommand.Invalid;
      const issue = packet.error.issues.find((i) => isMessageKey(i.message));
      const error = new AppError('InvalidInput', issue?.message ?? 'im.badPacket');
      const failure = failed(conn, error);
      send(conn, answer, answer === ImCommand.JoinGroupAnswer ? { ...failure, group_id: '' } : failure);
      return;
    }
    switch (packet.data.cmd) {
      case ImCommand.Heartbeat:
        return send(conn, ImCommand.Heartbeat, { serverTime: deps.now().getTime() });
      case ImCommand.JoinGroup:
        return joinGroup(conn, user, packet.data.group_id);
      case ImCommand.Chat:
        return chat(conn, user, packet.data);
    }
  }

  async function publish(kind: string, key: string | number, body: TChatBody): Promise<void> {
    if (isClosed) return;
    try {
      await bus.publish(busMessage(kind, key, frame(ImCommand.Chat, body)));
    } catch (error) {
      // Events are notifications: clients read the state itself over HTTP, so a lost one is logged, not thrown.
      log.warn({ err: error, kind, key }, 'realtime publish failed');
    }
  }

  async function signal(kind: string, key: string): Promise<void> {
    try {
      await bus.publish(busMessage(kind, key));
    } catch (error) {
      // This node at least closes its own sockets; the session check closes the others within a minute.
      log.warn({ err: error, kind, key }, 'realtime signal failed');
      deliver(busMessage(kind, key));
    }
  }

  function eventBody(
    content: RoomContent,
    chatType: TChatBody['chatType'],
    to: string,
    groupId: string,
  ): TChatBody {
    ZRoomContent.parse(content);
    return {
      id: randomUUID(),
      from: IM_SYSTEM_SENDER,
      to,
      group_id: groupId,
      chatType,
      msgType: MsgType.Text,
      content: JSON.stringify(content),
      createTime: deps.now().getTime(),
    };
  }

  const idleTimer = setInterval(
    () => {
      const silentSince = Date.now() - idleTimeoutMs;
      for (const conn of connections) {
        if (conn.lastSeenAt < silentSince) drop(conn, ImCloseCode.HeartbeatTimeout, 'heartbeat timeout');
      }
    },
    Math.max(20, Math.min(5000, Math.floor(idleTimeoutMs / 4))),
  );
  idleTimer.unref();

  let isCheckingSessions = false;
  const sessionTimer = setInterval(async () => {
    if (isCheckingSessions) return;
    isCheckingSessions = true;
    try {
      const sessionIds = new Set<number>();
      for (const conn of connections) if (conn.user) sessionIds.add(conn.user.sessionId);
      if (sessionIds.size === 0) return;
      const live = await deps.sessions.liveIds([...sessionIds]);
      for (const conn of connections) {
        if (conn.user && !live.has(conn.user.sessionId)) {
          drop(conn, ImCloseCode.SessionEnded, 'session ended');
        }
      }
    } catch (error) {
      log.warn({ err: error }, 'realtime session check failed');
    } finally {
      isCheckingSessions = false;
    }
  }, sessionCheckMs);
  sessionTimer.unref();

  return {
    async publishToGroup(groupId, content) {
      const group = ZGroupId.parse(groupId);
      await publish(TO_GROUP, group, eventBody(content, ChatType.Group, '', group));
    },

    async publishToUser(userId, content) {
      await publish(TO_USER, userId, eventBody(content, ChatType.Private, imUsername(userId), ''));
    },

    socketLogin(session) {
      const expiresAtMs = deps.now().getTime() + imTokenTtlMs;
      return {
        username: imUsername(session.userId),
        imToken: issueImToken(secret, { userId: session.userId, sessionId: session.sessionId, expiresAtMs }),
      };
    },

    endSession({ userId, sessionId }) {
      return signal(END_SESSION, `${userId}:${sessionId}`);
    },

    endUserSessions(userId) {
      return signal(END_USER, String(userId));
    },

    accept(socket, request) {
      if (isClosed) {
        socket.close(ImCloseCode.ServerClosing, 'server closing');
        return;
      }
      const conn: Connection = {
        socket,
        language: 'en',
        lastSeenAt: Date.now(),
        queue: Promise.resolve(),
        queued: 0,
        user: undefined,
        groupId: undefined,
      };
      connections.add(conn);
      socket.on('close', () => forget(conn));
      // Handlers are attached before the login awaits anything, so no early packet is lost: the client
      // joins its group as soon as the socket opens, before it has read the login answer.
      socket.on('message', (data, isBinary) => {
        conn.lastSeenAt = Date.now();
        if (conn.queued >= MAX_QUEUED_PACKETS) return drop(conn, ImCloseCode.PacketFlood, 'too many packets');
        conn.queued += 1;
        conn.queue = conn.queue
          .then(() => handlePacket(conn, data, isBinary))
          .catch((error: unknown) => log.error({ err: error }, 'realtime packet failed'))
          .finally(() => {
            conn.queued -= 1;
          });
      });
      conn.queue = login(conn, request).catch((error: unknown) => {
        log.error({ err: error }, 'realtime login failed');
        send(conn, ImCommand.LoginAnswer, failed(conn, new AppError('Internal')));
        drop(conn, 1011, 'login failed: server error');
      });
    },

    stats() {
      return { sockets: connections.size, groups: groups.size };
    },

    async close() {
      if (isClosed) return;
      isClosed = true;
      clearInterval(idleTimer);
      clearInterval(sessionTimer);
      const sockets = [...connections].map((conn) => conn.socket);
      const allClosed = Promise.all(
        sockets.map((socket) =>
          socket.readyState === WebSocket.CLOSED
            ? undefined
            : new Promise<void>((resolve) => socket.once('close', () => resolve())),
        ),
      );
      for (const conn of [...connections]) drop(conn, ImCloseCode.ServerClosing, 'server closing');
      // A client that does not answer the close handshake is cut off rather than holding up shutdown.
      const grace = new Promise<void>((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref());
      await Promise.race([allClosed, grace]);
      for (const socket of sockets) if (socket.readyState !== WebSocket.CLOSED) socket.terminate();
      await bus.close();
    },
  };
}
