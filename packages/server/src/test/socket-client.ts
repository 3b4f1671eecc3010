// A J-IM socket client for tests: a real `ws` connection to a listening test app, with the socket login
// a player's client gets from the config call, and waits for the next packet of a command.
import {
  calls,
  ImCommand,
  imSocketUrl,
  joinGroupPacket,
  type TImLoginQuery,
  type TServerPacket,
  ZServerPacket,
} from '@fair28/shared';
import WebSocket, { type ClientOptions } from 'ws';
import { createUser } from '../modules/accounts/service';
import { call, signIn, type TestApp, uniqueAccount } from './helper';

export type Closed = { code: number; reason: string };

/** A player with a session and the socket login the config call gives them. */
export type SocketPlayer = { userId: number; account: string; sessionToken: string; login: TImLoginQuery };

const PASSWORD = 'goodPass1';

export async function socketPlayer(test: TestApp): Promise<SocketPlayer> {
  const user = await createUser(test.db.orm, { account: uniqueAccount('im'), password: PASSWORD });
  return sessionOf(test, user.id, user.account);
}

let devices = 0;

/** A new session (a second device, say) of an existing player. */
export async function sessionOf(test: TestApp, userId: number, account: string): Promise<SocketPlayer> {
  // Each login from its own address, as players' devices are: the per-address login limit is not under test.
  devices += 1;
  const ip = `10.${(devices >> 16) & 255}.${(devices >> 8) & 255}.${devices & 255}`;
  const { token } = await signIn(test, { account, password: PASSWORD }, { ip });
  // Bearer, not the token field: a test app may run on a clock of its own, far from the real one.
  const { gameOption } = await call(test, calls.clientConfigs, {}, { token, bearer: true });
  return {
    userId,
    account,
    sessionToken: token,
    login: { username: gameOption.username, password: gameOption.imPassword, token: gameOption.imToken },
  };
}

export function socketUrlOf(test: TestApp): string {
  const address = test.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test app is not listening');
  return `ws://127.0.0.1:${address.port}/ws`;
}

type Waiter = { command: number | undefined; resolve: (packet: TServerPacket) => void };

export class TestSocket {
  /** Packets received and not yet taken by `next`. */
  readonly unread: TServerPacket[] = [];
  readonly closed: Promise<Closed>;
  private readonly waiters: Waiter[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      // Every packet the server sends must match the shared schema clients are written against.
      const packet = ZServerPacket.parse(JSON.parse(data.toString()));
      const index = this.waiters.findIndex((w) => w.command === undefined || w.command === packet.command);
      const [waiter] = index >= 0 ? this.waiters.splice(index, 1) : [];
      if (waiter) waiter.resolve(packet);
      else this.unread.push(packet);
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  /** `options`: the connection's own, such as the certificate a wss:// socket trusts (`ca`). */
  static async connect(
    url: string,
    query: Partial<TImLoginQuery> | undefined,
    options?: ClientOptions,
  ): Promise<TestSocket> {
    const full = query ? imSocketUrl(url, { username: '', password: '', token: '', ...query }) : url;
    const socket = new TestSocket(new WebSocket(full, options));
    await new Promise<void>((resolve, reject) => {
      socket.ws.once('open', () => resolve());
      socket.ws.once('error', reject);
    });
    return socket;
  }

  /** Connects and waits for a successful login answer. */
  static async login(url: string, query: TImLoginQuery, options?: ClientOptions): Promise<TestSocket> {
    const socket = await TestSocket.connect(url, query, options);
    const answer = await socket.next(6);
    if (answer.command !== 6 || answer.data.status !== 1)
      throw new Error(`login refused: ${JSON.stringify(answer)}`);
    return socket;
  }

  send(packet: unknown): void {
    this.ws.send(typeof packet === 'string' ? packet : JSON.stringify(packet));
  }

  /** The next packet (of `command`, when given) not yet taken; fails after `timeoutMs`. */
  next<C extends number>(command?: C, timeoutMs = 3000): Promise<Extract<TServerPacket, { command: C }>> {
    type Wanted = Extract<TServerPacket, { command: C }>;
    const index = this.unread.findIndex((p) => command === undefined || p.command === command);
    if (index >= 0) return Promise.resolve(this.unread.splice(index, 1)[0] as Wanted);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        command,
        resolve: (packet) => {
          clearTimeout(timer);
          resolve(packet as Wanted);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error(`no command ${command ?? 'any'} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** Unread packets of a command. */
  unreadOf(command: number): TServerPacket[] {
    return this.unread.filter((p) => p.command === command);
  }

  close(): void {
    this.ws.close();
  }
}

/**
 * A signed-in player opens a room as the app does: their socket logs in and joins the room's group. The
 * test app must be listening. Closing the socket takes them out of the room.
 */
export async function enterRoom(
  test: TestApp,
  player: { token: string },
  roomId: number,
): Promise<TestSocket> {
  const { gameOption } = await call(test, calls.clientConfigs, {}, { token: player.token, bearer: true });
  const socket = await TestSocket.login(socketUrlOf(test), {
    username: gameOption.username,
    password: gameOption.imPassword,
    token: gameOption.imToken,
  });
  socket.send(joinGroupPacket(String(roomId)));
  const joined = await socket.next(ImCommand.JoinGroupAnswer);
  if (joined.data.status !== 1) throw new Error(`join refused: ${JSON.stringify(joined)}`);
  return socket;
}
