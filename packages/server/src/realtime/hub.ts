// The room socket hub: this node's sockets (logins, room groups, heartbeats, chat) and the publisher the
// game calls. Each message is serialized once and handed to the bus: this node's sockets first, then the others.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import {
  ChatType,
  IM_SYSTEM_SENDER,
  ImCloseCode,
  ImCommand,
  imUsername,
  MsgType,
  type RoomContent,
  type RoomEventPublisher,
  type TChatBody,
  ZGroupId,
  ZRoomContent,
} from '@fair28/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { type RawData, WebSocket } from 'ws';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { keepKey } from '../db/kept-keys';
import type { RateLimiter } from '../infra/rate-limiter';
import { AppError } from '../kernel/app-error';
import type { SocketSessions } from '../kernel/context';
import { failed, succeeded } from './answers';
import { type Bus, localBus, redisBus } from './bus';
import { BusKind, decodeBusMessage, encodeBusMessage } from './bus-message';
import { acceptChat } from './chat';
import { type Connection, Connections, encodePacket } from './connections';
import { issueImToken } from './im-token';
import { loginChecker, type SessionDirectory } from './login';
import { type GroupPresence, type JoinGuard, packetHandler } from './packets';

export type { SessionDirectory } from './login';
export type { GroupPresence, JoinGuard } from './packets';

export type HubStats = { sockets: number; groups: number };

export type RealtimeHub = RoomEventPublisher &
  SocketSessions & {
    /**
     * Takes a socket upgraded at /ws, on `transport` (the upgraded TCP connection): its login from the URL
     * query, then its packets.
     */
    accept(socket: WebSocket, transport: Duplex, query: unknown): void;
    stats(): HubStats;
    /** Bytes written to this node's sockets that the network has not taken yet. */
    backlogBytes(): number;
    /** Closes every socket (code 4503: reconnect now, to another node) and leaves the bus; once. */
    close(): Promise<void>;
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

export type HubOptions = {
  canJoinGroup?: JoinGuard;
  /** Who is in which room group, recorded where every node reads it. */
  presence?: GroupPresence;
  /** A player's socket says they are typing to customer service (command 30). */
  onSupportTyping?: (userId: number) => Promise<void>;
};

/** Packets waiting behind a slow one; a client sending faster than this is flooding. */
const MAX_QUEUED_PACKETS = 100;
const CLOSE_GRACE_MS = 1000;
const SETTLED = Promise.resolve();
const IM_KEY_NAME = 'im_token';

async function imSecret(deps: HubDeps): Promise<string> {
  return (
    deps.config.realtime.imSecret ??
    (await keepKey(deps.db.orm, IM_KEY_NAME, randomBytes(32).toString('base64url')))
  );
}

export async function createRealtimeHub(deps: HubDeps, options: HubOptions = {}): Promise<RealtimeHub> {
  const { config, log } = deps;
  const { idleTimeoutMs, sessionCheckMs, imTokenTtlMs, gatherMs } = config.realtime;
  const secret = await imSecret(deps);
  const connections = new Connections({
    tooSlow: { code: ImCloseCode.TooSlow, reason: 'too slow' },
    gatherMs,
  });
  const checkLogin = loginChecker({
    imSecret: secret,
    imPassword: config.realtime.imPassword,
    now: deps.now,
    sessions: deps.sessions,
  });
  let isClosed = false;
  /** The close under way: main.ts starts it as the drain begins, the app's close waits for the same one. */
  let closing: Promise<void> | undefined;

  const bus: Bus = deps.redis
    ? await redisBus(deps.redis, `${config.redisPrefix}im`, deliver, (error) =>
        log.warn({ err: error }, 'realtime subscription failed'),
      )
    : localBus(deliver);

  /** What the bus brings, from this node or another: deliver to this node's sockets, or close some. */
  function deliver(bytes: Buffer): void {
    const message = decodeBusMessage(bytes);
    if (!message) return;
    const { kind, key, payload } = message;
    if (kind === BusKind.ToGroup) connections.broadcastToGroup(key, payload);
    else if (kind === BusKind.ToUser) connections.broadcast(connections.ofUser(Number(key)), payload);
    else if (kind === BusKind.ToStaff) connections.broadcast(connections.staff, payload);
    else if (kind === BusKind.EndUser) {
      connections.dropAll(connections.ofUser(Number(key)), ImCloseCode.SessionEnded, 'session ended');
    } else {
      const [userId, sessionId] = key.split(':').map(Number);
      const ofSession = [...connections.ofUser(userId ?? 0)].filter(
        (conn) => conn.user?.sessionId === sessionId,
      );
      connections.dropAll(ofSession, ImCloseCode.SessionEnded, 'session ended');
    }
  }

  async function publish(kind: BusKind, key: string | number, body: TChatBody): Promise<void> {
    if (isClosed) return;
    try {
      await bus.publish(encodeBusMessage(kind, key, encodePacket(ImCommand.Chat, body)));
    } catch (error) {
      // This node's sockets have it. Events are notifications: clients read the state itself over HTTP, so
      // one lost to other nodes is logged, not thrown.
      log.warn({ err: error, kind, key }, 'realtime publish failed');
    }
  }

  async function signal(kind: BusKind, key: string): Promise<void> {
    try {
      await bus.publish(encodeBusMessage(kind, key));
    } catch (error) {
      // This node has closed its own sockets; the session check closes the others within a minute.
      log.warn({ err: error, kind, key }, 'realtime signal failed');
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

  // Presence is a record for the game, not the socket's job: a failed write is logged and the socket goes on.
  const presenceFailed = (error: unknown) => log.warn({ err: error }, 'room presence not written');
  const given = options.presence;
  const presence: GroupPresence = {
    refreshMs: given?.refreshMs ?? Number.POSITIVE_INFINITY,
    entered: async (...args) => given?.entered(...args).catch(presenceFailed),
    stillIn: async (...args) => given?.stillIn(...args).catch(presenceFailed),
    left: async (...args) => given?.left(...args).catch(presenceFailed),
  };

  const handlePacket = packetHandler({
    connections,
    now: deps.now,
    canJoinGroup: options.canJoinGroup ?? (async () => true),
    presence,
    acceptChat: (sender, packet) => acceptChat(deps, sender, packet),
    onSupportTyping: options.onSupportTyping ?? (async () => {}),
    publishToGroup: (groupId, body) => publish(BusKind.ToGroup, groupId, body),
  });

  async function logIn(conn: Connection, query: unknown): Promise<void> {
    const attempt = await checkLogin(query);
    conn.language = attempt.language;
    if ('refusal' in attempt) {
      connections.send(conn, ImCommand.LoginAnswer, failed(conn.language, attempt.refusal));
      connections.drop(conn, ImCloseCode.LoginFailed, `login failed: ${attempt.reason}`);
      return;
    }
    // The client may have gone, or the hub closed, while the database answered.
    if (isClosed || conn.socket.readyState !== WebSocket.OPEN) return;
    connections.logIn(conn, attempt.user);
    connections.send(conn, ImCommand.LoginAnswer, {
      ...succeeded(conn.language, 'im.loggedIn'),
      userId: attempt.user.userId,
      username: attempt.user.username,
    });
  }

  // One listener of each kind serves every socket (`this` is the socket): an idle socket keeps no
  // closures of its own.
  function onSocketMessage(this: WebSocket, data: RawData, isBinary: boolean): void {
    const conn = connections.of(this);
    // Dropped: the socket is closing and what it still sends is not read.
    if (!conn) return;
    conn.lastSeenAt = Date.now();
    if (conn.queued >= MAX_QUEUED_PACKETS) {
      connections.drop(conn, ImCloseCode.PacketFlood, 'too many packets');
      return;
    }
    conn.queued += 1;
    conn.queue = conn.queue
      .then(() => handlePacket(conn, data, isBinary))
      .catch((error: unknown) => log.error({ err: error }, 'realtime packet failed'))
      .finally(() => {
        conn.queued -= 1;
        // An idle socket keeps no settled chain.
        if (conn.queued === 0) conn.queue = SETTLED;
      });
  }

  function onSocketClose(this: WebSocket): void {
    const conn = connections.of(this);
    if (!conn) return;
    connections.forget(conn);
    const { user, visit } = conn;
    conn.visit = undefined;
    if (user && visit) void presence.left(user.userId, visit.groupId, visit.joinedAt);
  }

  function onSocketError(this: WebSocket, error: Error): void {
    // A client vanishing mid-frame is routine for a socket server, not an error worth a stack trace.
    log.debug({ err: error }, 'socket error');
    this.terminate();
  }

  const idleTimer = setInterval(
    () => {
      const silentSince = Date.now() - idleTimeoutMs;
      for (const conn of [...connections.all]) {
        if (conn.lastSeenAt < silentSince)
          connections.drop(conn, ImCloseCode.HeartbeatTimeout, 'heartbeat timeout');
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
      for (const conn of connections.all) if (conn.user) sessionIds.add(conn.user.sessionId);
      if (sessionIds.size === 0) return;
      const live = await deps.sessions.liveIds([...sessionIds]);
      const ended = [...connections.all].filter((conn) => conn.user && !live.has(conn.user.sessionId));
      connections.dropAll(ended, ImCloseCode.SessionEnded, 'session ended');
    } catch (error) {
      log.warn({ err: error }, 'realtime session check failed');
    } finally {
      isCheckingSessions = false;
    }
  }, sessionCheckMs);
  sessionTimer.unref();

  async function closeAll(): Promise<void> {
    isClosed = true;
    clearInterval(idleTimer);
    clearInterval(sessionTimer);
    const sockets = [...connections.all].map((conn) => conn.socket);
    const allClosed = Promise.all(
      sockets.map((socket) =>
        socket.readyState === WebSocket.CLOSED
          ? undefined
          : new Promise<void>((resolve) => socket.once('close', () => resolve())),
      ),
    );
    connections.dropAll(connections.all, ImCloseCode.ReconnectNow, 'server closing: reconnect now');
    // A client that does not answer the close handshake is cut off rather than holding up shutdown.
    const grace = new Promise<void>((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref());
    await Promise.race([allClosed, grace]);
    for (const socket of sockets) if (socket.readyState !== WebSocket.CLOSED) socket.terminate();
    await bus.close();
  }

  return {
    async publishToGroup(groupId, content) {
      const group = ZGroupId.parse(groupId);
      await publish(BusKind.ToGroup, group, eventBody(content, ChatType.Group, '', group));
    },

    async publishToUser(userId, content) {
      await publish(BusKind.ToUser, userId, eventBody(content, ChatType.Private, imUsername(userId), ''));
    },

    async publishToStaff(content) {
      await publish(BusKind.ToStaff, 'support', eventBody(content, ChatType.Private, '', ''));
    },

    socketLogin(session) {
      const expiresAtMs = deps.now().getTime() + imTokenTtlMs;
      return {
        username: imUsername(session.userId),
        imToken: issueImToken(secret, { userId: session.userId, sessionId: session.sessionId, expiresAtMs }),
      };
    },

    endSession({ userId, sessionId }) {
      return signal(BusKind.EndSession, `${userId}:${sessionId}`);
    },

    endUserSessions(userId) {
      return signal(BusKind.EndUser, String(userId));
    },

    accept(socket, transport, query) {
      // First: a socket's error with no listener would throw.
      socket.on('error', onSocketError);
      if (isClosed) {
        socket.close(ImCloseCode.ReconnectNow, 'server closing: reconnect now');
        return;
      }
      const conn = connections.add(socket, transport, Date.now());
      socket.on('close', onSocketClose);
      // Handlers are attached before the login awaits anything, so no early packet is lost: the client
      // joins its group as soon as the socket opens, before it has read the login answer.
      socket.on('message', onSocketMessage);
      conn.queue = logIn(conn, query).catch((error: unknown) => {
        log.error({ err: error }, 'realtime login failed');
        connections.send(conn, ImCommand.LoginAnswer, failed(conn.language, new AppError('Internal')));
        connections.drop(conn, 1011, 'login failed: server error');
      });
    },

    stats() {
      return connections.stats();
    },

    backlogBytes() {
      return connections.backlogBytes();
    },

    close() {
      closing ??= closeAll();
      return closing;
    },
  };
}
