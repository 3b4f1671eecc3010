// Players and operators of a running cluster, made through its calls as real clients make them: players
// register with the demo agent's invitation code and are credited by the demo admin (a ledger transfer
// with a reason, as in production); their sockets log in with what the config call gives them. Calls go
// through this release's call table unless another's is given (`api`: a node of the previous release).
import { randomBytes } from 'node:crypto';
import {
  type Calls,
  calls,
  chatPacket,
  ErrorCode,
  formatMinor,
  HEARTBEAT_MS,
  heartbeatPacket,
  ImCommand,
  joinGroupPacket,
  parseMinor,
} from '@fair28/shared';
import { sql } from 'drizzle-orm';
import type { ClientOptions } from 'ws';
import { type Database, queryRows } from '../../packages/server/src/db/database';
import { TestSocket } from '../../packages/server/src/test/socket-client';
import { CallRefused, callAt } from './wire';

export const PASSWORD = 'cluster1pass';
const INVITATION_CODE = 'FAIR28';
const ADMIN = { account: 'admin', password: 'admin1234' } as const;

export type Player = { userId: number; account: string; token: string };

/** The balance the player's own app shows, in minor units. */
export async function balanceOf(origin: string, player: Player, api: Calls = calls): Promise<bigint> {
  const { point } = await callAt(origin, api.userDetails, {}, player.token);
  return parseMinor(point);
}

/** A session token of an account without two-step sign-in (a challenge fails the run). */
export async function signIn(origin: string, account: string, password: string, api: Calls = calls) {
  const answer = await callAt(origin, api.login, { account, password });
  if (!('token' in answer)) throw new Error(`${account} was asked for a two-step code`);
  return answer.token;
}

export const adminToken = (origin: string, api: Calls = calls) =>
  signIn(origin, ADMIN.account, ADMIN.password, api);

/** The demo admin's session from the console's own sign-in call, as the console at /admin/ makes it. */
export async function consoleAdminToken(origin: string): Promise<string> {
  return (await callAt(origin, calls.consoleLogin, ADMIN)).token;
}

/** A new player, registered with the demo agent's invitation code. */
export async function registeredPlayer(origin: string, api: Calls = calls): Promise<Player> {
  const account = `c${randomBytes(6).toString('hex')}`;
  const { token, uLoginId } = await callAt(origin, api.register, {
    account,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    code: INVITATION_CODE,
  });
  return { userId: uLoginId, account, token };
}

/** A new player with `balanceMinor` credited through the ledger (no turnover owed on an adjustment). */
export async function fundedPlayer(origin: string, admin: string, balanceMinor: bigint): Promise<Player> {
  const player = await registeredPlayer(origin);
  await callAt(
    origin,
    calls.adminAdjustmentAdd,
    {
      userId: player.userId,
      direction: 'credit',
      amount: formatMinor(balanceMinor),
      reason: 'reliability suite funds',
      idempotencyKey: `cluster-funds-${player.account}`,
    },
    admin,
  );
  return player;
}

/** Registrations at once: each hashes a password, and a hundred at once outlast a call's deadline on a busy machine. */
const REGISTERING_AT_ONCE = 8;

/** `count` new players with `balanceMinor` each, registered a few at a time. */
export async function fundedPlayers(
  origin: string,
  admin: string,
  count: number,
  balanceMinor: bigint,
): Promise<Player[]> {
  const players: Player[] = [];
  while (players.length < count) {
    const batch = Math.min(REGISTERING_AT_ONCE, count - players.length);
    players.push(
      ...(await Promise.all(Array.from({ length: batch }, () => fundedPlayer(origin, admin, balanceMinor)))),
    );
  }
  return players;
}

/** The fast game's first room: its rounds are short enough to watch. */
export async function fastRoom(db: Database): Promise<{ roomId: number; gameTypeId: number }> {
  const [room] = await queryRows<{ roomId: number; gameTypeId: number }>(
    db.orm,
    sql`SELECT r.id::int AS "roomId", r.game_type_id::int AS "gameTypeId" FROM rooms r
        JOIN game_types g ON g.id = r.game_type_id WHERE g.code = 'fast' ORDER BY r.sort_order, r.id LIMIT 1`,
  );
  if (!room) throw new Error('the cluster has no fast game: FAIR28_FAST_GAME_SECONDS was not set');
  return room;
}

export type RoomSocket = { socket: TestSocket; say(text: string): void };

/** The player's socket on a node (or the balancer), logged in and in the room's group. */
export async function roomSocket(
  origin: string,
  socketUrl: string,
  player: Player,
  roomId: number,
  options?: ClientOptions,
): Promise<RoomSocket> {
  const { gameOption } = await callAt(origin, calls.clientConfigs, {}, player.token);
  const login = { username: gameOption.username, password: gameOption.imPassword, token: gameOption.imToken };
  const socket = await TestSocket.login(socketUrl, login, options);
  socket.send(joinGroupPacket(String(roomId)));
  await socket.next(ImCommand.JoinGroupAnswer, 5_000);
  // A heartbeat as often as the app sends one: a silent socket is closed after 2.5 of them.
  const heartbeat = setInterval(() => {
    if (socket.ws.readyState === socket.ws.OPEN) socket.send(heartbeatPacket());
  }, HEARTBEAT_MS);
  void socket.closed.then(() => clearInterval(heartbeat));
  return { socket, say: (text) => socket.send(chatPacket(gameOption.username, String(roomId), text)) };
}

/**
 * A bet in the round taking bets: between rounds the server answers "betting closed", so it is asked
 * again (with the same key: never two bets) until a round takes it or `timeoutMs` passes.
 */
export async function placeBetWhenOpen(
  origin: string,
  player: Player,
  roomId: number,
  items: Array<{ betType: string; amount: string }>,
  idempotencyKey: string,
  timeoutMs = 45_000,
  api: Calls = calls,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await callAt(
        origin,
        api.placeBet,
        { roomId, items: JSON.stringify(items), idempotencyKey },
        player.token,
      );
    } catch (error) {
      const isBetweenRounds = error instanceof CallRefused && error.envelope.code === ErrorCode.BettingClosed;
      if (!isBetweenRounds || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * A bet plan started in the room: Big and Small each round (so it neither wins nor loses much), for
 * `rounds` rounds, run by the server on every node.
 */
export async function runningPlan(origin: string, player: Player, roomId: number, rounds: number) {
  const plan = await callAt(
    origin,
    calls.planSave,
    {
      name: 'cluster plan',
      items: JSON.stringify([
        { betType: 'big', amount: '1.00' },
        { betType: 'small', amount: '1.00' },
      ]),
      rounds,
      stopLoss: '50.00',
      stopWin: '50.00',
      progression: 'flat',
      maxSteps: 0,
    },
    player.token,
  );
  await callAt(origin, calls.planStart, { planId: plan.planId, roomId }, player.token);
  return plan.planId;
}

/** Bets the plan placed, per round: each round's set must be there once (two items a round). */
export async function planBetsPerRound(db: Database, player: Player): Promise<number[]> {
  const rows = await queryRows<{ count: number }>(
    db.orm,
    sql`SELECT count(*)::int AS count FROM bets WHERE user_id = ${player.userId} AND request_key LIKE 'auto#%'
        GROUP BY round_id ORDER BY round_id`,
  );
  return rows.map((row) => row.count);
}
