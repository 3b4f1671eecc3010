import {
  CHAT_TEXT_MAX_LENGTH,
  calls,
  chatPacket,
  ErrorCode,
  heartbeatPacket,
  ImCloseCode,
  ImCommand,
  imUsername,
  joinGroupPacket,
  parseRoomContent,
  type RoomContent,
} from '@fair28/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { queryRows } from '../db/database';
import { createUser, maskedName } from '../modules/accounts/service';
import { createTestGame } from '../test/game';
import { call, startPeerNode, startTestApp, type TestApp, tableCounts, uniqueAccount } from '../test/helper';
import { betPlaced, betSettled, drawResult, roundStatus } from '../test/room-content';
import { type SocketPlayer, sessionOf, socketPlayer, socketUrlOf, TestSocket } from '../test/socket-client';
import { issueImToken } from './im-token';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const { redisUrl } = loadConfig();

let test: TestApp;
let url: string;
/** A room group: sockets may only join rooms that exist, so each test makes its own room. */
const newGroup = async (db = test.db) => String((await createTestGame(db)).roomId);

beforeAll(async () => {
  test = await startTestApp({ FAIR28_IM_SECRET: SECRET });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  url = socketUrlOf(test);
});
afterAll(() => test.close());

async function listening(env: Record<string, string>) {
  const app = await startTestApp(env);
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** A logged-in socket that has joined `groupId`. */
async function inGroup(player: SocketPlayer, groupId: string, at = url): Promise<TestSocket> {
  const socket = await TestSocket.login(at, player.login);
  socket.send(joinGroupPacket(groupId));
  const joined = await socket.next(ImCommand.JoinGroupAnswer);
  expect(joined.data).toMatchObject({ status: 1, code: 0, group_id: groupId });
  return socket;
}

async function chatRows(userId: number) {
  return queryRows<{ group_id: string; text: string }>(
    test.db.orm,
    sql`SELECT group_id, text FROM chat_messages WHERE user_id = ${userId} ORDER BY id`,
  );
}

function contentOf(packet: { data: { content: string } }): RoomContent | undefined {
  return parseRoomContent(packet.data.content);
}

describe('socket login', () => {
  it('logs a player in with the IM username and token from the config call', async () => {
    const player = await socketPlayer(test);
    expect(player.login.username).toBe(imUsername(player.userId));
    const socket = await TestSocket.connect(url, player.login);
    const answer = await socket.next(ImCommand.LoginAnswer);
    expect(answer.data).toEqual({
      code: 0,
      status: 1,
      message: 'Logged in',
      userId: player.userId,
      username: imUsername(player.userId),
    });
    socket.close();
  });

  it('upgrades only /ws: another path is answered 404, and so is a plain GET /ws', async () => {
    const player = await socketPlayer(test);
    const elsewhere = url.replace(/\/ws$/, '/api/ws');
    await expect(TestSocket.connect(elsewhere, player.login)).rejects.toThrow(
      'Unexpected server response: 404',
    );
    expect((await fetch(url.replace(/^ws:/, 'http:'))).status).toBe(404);
  });

  const now = Date.now();
  it.each([
    ['a wrong password', (p: SocketPlayer) => ({ ...p.login, password: 'guess' }), ErrorCode.InvalidInput],
    ['no parameters at all', () => undefined, ErrorCode.InvalidInput],
    [
      'a token that is not one',
      (p: SocketPlayer) => ({ ...p.login, token: 'garbage' }),
      ErrorCode.LoginExpired,
    ],
    [
      'a token signed with another key',
      (p: SocketPlayer) => ({
        ...p.login,
        token: issueImToken('another-secret-of-at-least-thirty-two-chars', {
          userId: p.userId,
          sessionId: 1,
          expiresAtMs: now + 60_000,
        }),
      }),
      ErrorCode.LoginExpired,
    ],
    [
      'an expired token',
      (p: SocketPlayer) => ({
        ...p.login,
        token: issueImToken(SECRET, { userId: p.userId, sessionId: 1, expiresAtMs: now - 1 }),
      }),
      ErrorCode.LoginExpired,
    ],
    [
      "another user's username",
      (p: SocketPlayer) => ({ ...p.login, username: imUsername(p.userId + 1) }),
      ErrorCode.LoginExpired,
    ],
  ])('refuses %s: command 6 failure, then the socket closes', async (_case, query, code) => {
    const player = await socketPlayer(test);
    const socket = await TestSocket.connect(url, query(player));
    const answer = await socket.next(ImCommand.LoginAnswer);
    expect(answer.data).toMatchObject({ status: 0, code });
    expect(answer.data.message.length).toBeGreaterThan(0);
    const closed = await socket.closed;
    expect(closed.code).toBe(ImCloseCode.LoginFailed);
    expect(closed.reason).toMatch(/^login failed: /);
  });

  it('refuses the well-signed token of a session that has logged out', async () => {
    const player = await socketPlayer(test);
    await call(test, calls.logout, {}, { token: player.sessionToken });
    const socket = await TestSocket.connect(url, player.login);
    const answer = await socket.next(ImCommand.LoginAnswer);
    expect(answer.data).toMatchObject({
      status: 0,
      code: ErrorCode.LoginExpired,
      message: 'Login credential has expired, please log in again',
    });
    expect(await socket.closed).toEqual({
      code: ImCloseCode.LoginFailed,
      reason: 'login failed: session ended',
    });
  });

  it('refuses a staff session that answers no players (finance)', async () => {
    const staff = await createUser(test.db.orm, {
      account: uniqueAccount('st'),
      password: 'goodPass1',
      role: 'finance',
    });
    const session = await sessionOf(test, staff.id, staff.account);
    const socket = await TestSocket.connect(url, session.login);
    const answer = await socket.next(ImCommand.LoginAnswer);
    expect(answer.data).toMatchObject({
      status: 0,
      code: ErrorCode.StaffAccount,
      message: 'Staff accounts cannot bet, top up, withdraw or change payout details',
    });
    expect(await socket.closed).toEqual({
      code: ImCloseCode.LoginFailed,
      reason: 'login failed: staff account that answers no players',
    });
  });

  it.each(['admin', 'support'] as const)(
    'lets a %s operator listen to the inbox, and nothing more: no room, no chat',
    async (role) => {
      const staff = await createUser(test.db.orm, {
        account: uniqueAccount('st'),
        password: 'goodPass1',
        role,
      });
      const session = await sessionOf(test, staff.id, staff.account);
      const socket = await TestSocket.login(url, session.login);
      const room = await newGroup();
      socket.send(joinGroupPacket(room));
      expect((await socket.next(ImCommand.JoinGroupAnswer)).data).toMatchObject({
        status: 0,
        code: ErrorCode.StaffAccount,
      });
      socket.send(chatPacket(session.login.username, room, 'hello'));
      expect((await socket.next(ImCommand.ChatAck)).data).toMatchObject({
        status: 0,
        code: ErrorCode.StaffAccount,
      });

      // A player's socket does not hear the inbox; the operator's does.
      const player = await socketPlayer(test);
      const playerSocket = await inGroup(player, room);
      await test.app.realtime.publishToStaff({
        type: 'supportInbox',
        userId: player.userId,
        event: 'typing',
      });
      const heard = await socket.next(ImCommand.Chat);
      expect(contentOf(heard)).toEqual({ type: 'supportInbox', userId: player.userId, event: 'typing' });
      await test.app.realtime.publishToGroup(room, { type: 99, note: 'sentinel' });
      expect(contentOf(await playerSocket.next(ImCommand.Chat))).toMatchObject({
        type: 99,
        note: 'sentinel',
      });
    },
  );

  it('answers in Chinese when the URL asks for lang=zh', async () => {
    const player = await socketPlayer(test);
    const socket = await TestSocket.connect(url, { ...player.login, password: 'guess', lang: 'zh' });
    expect((await socket.next(ImCommand.LoginAnswer)).data.message).toBe('连接登录参数有误');
  });
});

describe('groups and chat', () => {
  it('handles packets sent before the login answer after it, in order', async () => {
    const player = await socketPlayer(test);
    const socket = await TestSocket.connect(url, player.login);
    // What the spec's client does on open: join its group and start the heartbeat at once.
    socket.send(joinGroupPacket('early-room'));
    socket.send(heartbeatPacket());
    const commands = [await socket.next(), await socket.next(), await socket.next()].map((p) => p.command);
    expect(commands).toEqual([ImCommand.LoginAnswer, ImCommand.JoinGroupAnswer, ImCommand.Heartbeat]);
    socket.close();
  });

  it('delivers a chat to everyone in the group with an acknowledgement to the sender, and to no other group', async () => {
    const [alice, bob, carol] = await Promise.all([
      socketPlayer(test),
      socketPlayer(test),
      socketPlayer(test),
    ]);
    const room = await newGroup();
    const other = await newGroup();
    const [aliceSocket, bobSocket, carolSocket] = await Promise.all([
      inGroup(alice, room),
      inGroup(bob, room),
      inGroup(carol, other),
    ]);

    aliceSocket.send(chatPacket(alice.login.username, room, 'hello room'));
    const ack = await aliceSocket.next(ImCommand.ChatAck);
    expect(ack.data).toMatchObject({ status: 1, code: 0, message: 'Sent' });
    const delivered = await bobSocket.next(ImCommand.Chat);
    expect(delivered.data).toMatchObject({
      id: ack.data.id,
      from: imUsername(alice.userId),
      group_id: room,
      chatType: 1,
      msgType: 0,
      createTime: ack.data.createTime,
    });
    expect(contentOf(delivered)).toEqual({
      type: 'text',
      text: 'hello room',
      userId: alice.userId,
      nickName: maskedName(alice.account),
    });
    expect((await aliceSocket.next(ImCommand.Chat)).data.id).toBe(ack.data.id);
    expect(await chatRows(alice.userId)).toEqual([{ group_id: room, text: 'hello room' }]);

    // The other group's next message is a later event: the chat never reached it.
    await test.app.realtime.publishToGroup(other, { type: 99, note: 'sentinel' });
    expect(contentOf(await carolSocket.next(ImCommand.Chat))).toMatchObject({ type: 99, note: 'sentinel' });
    for (const socket of [aliceSocket, bobSocket, carolSocket]) socket.close();
  });

  it('carries text as data: markup, quotes and emoji arrive exactly as typed', async () => {
    const [alice, bob] = await Promise.all([socketPlayer(test), socketPlayer(test)]);
    const room = await newGroup();
    const [aliceSocket, bobSocket] = await Promise.all([inGroup(alice, room), inGroup(bob, room)]);
    const text = `<img src=x onerror="alert('x')"> & "quotes" 😀`;
    aliceSocket.send(chatPacket(alice.login.username, room, text));
    expect(contentOf(await bobSocket.next(ImCommand.Chat))).toMatchObject({ type: 'text', text });
    expect(await chatRows(alice.userId)).toEqual([{ group_id: room, text }]);
    aliceSocket.close();
    bobSocket.close();
  });

  it('counts characters, not UTF-16 units: 200 emoji fit', async () => {
    const player = await socketPlayer(test);
    const room = await newGroup();
    const socket = await inGroup(player, room);
    socket.send(chatPacket(player.login.username, room, '😀'.repeat(CHAT_TEXT_MAX_LENGTH)));
    expect((await socket.next(ImCommand.ChatAck)).data).toMatchObject({ status: 1 });
    socket.close();
  });

  it('moves a socket to the group it joins last', async () => {
    const [alice, bob] = await Promise.all([socketPlayer(test), socketPlayer(test)]);
    const first = await newGroup();
    const second = await newGroup();
    const aliceSocket = await inGroup(alice, first);
    aliceSocket.send(joinGroupPacket(second));
    await aliceSocket.next(ImCommand.JoinGroupAnswer);
    const bobSocket = await inGroup(bob, first);
    bobSocket.send(chatPacket(bob.login.username, first, 'anyone?'));
    await bobSocket.next(ImCommand.ChatAck);
    await test.app.realtime.publishToGroup(second, roundStatus('sentinel'));
    expect(contentOf(await aliceSocket.next(ImCommand.Chat))).toMatchObject({ type: 12, issue: 'sentinel' });
    aliceSocket.close();
    bobSocket.close();
  });

  const bad = (room: string, change: Record<string, unknown>) => ({
    ...chatPacket('x', room, 'hi'),
    ...change,
  });
  it.each([
    [
      'too long',
      (room: string) => chatPacket('x', room, 'a'.repeat(201)),
      'A message has at most 200 characters',
    ],
    ['empty', (room: string) => chatPacket('x', room, '   '), 'Enter a message'],
    [
      'with a control character',
      (room: string) => chatPacket('x', room, 'a\u0007b'),
      'The message contains characters that cannot be sent',
    ],
    ['an image', (room: string) => bad(room, { msgType: 1 }), 'Only text messages can be sent'],
    [
      'private',
      (room: string) => bad(room, { chatType: 2, to: 'fair28_1' }),
      'Private messages are not available',
    ],
    [
      'to a group not joined',
      () => chatPacket('x', 'elsewhere', 'hi'),
      'Join the room before sending messages',
    ],
    [
      'content that is not JSON',
      (room: string) => bad(room, { content: 'hi' }),
      'The message content is invalid',
    ],
    [
      'content of another type',
      (room: string) => bad(room, { content: '{"type":10,"isget":0}' }),
      'The message content is invalid',
    ],
    ['content of the wrong shape', (room: string) => bad(room, { content: 123 }), 'The packet is invalid'],
    ['without a group', (room: string) => bad(room, { group_id: undefined }), 'Invalid room'],
  ])('refuses a chat %s with a command-12 failure and stores nothing', async (_case, packet, message) => {
    const player = await socketPlayer(test);
    const room = await newGroup();
    const socket = await inGroup(player, room);
    const before = await tableCounts(test.db);
    socket.send(packet(room));
    const ack = await socket.next(ImCommand.ChatAck);
    expect(ack.data).toMatchObject({ status: 0, message });
    expect(ack.data.code).not.toBe(0);
    expect(await tableCounts(test.db)).toEqual(before);
    expect(socket.unreadOf(ImCommand.Chat)).toEqual([]);
    socket.close();
  });

  it('refuses the sixth message within 10 seconds and stores only five', async () => {
    const player = await socketPlayer(test);
    const room = await newGroup();
    const socket = await inGroup(player, room);
    for (let i = 1; i <= 6; i++) socket.send(chatPacket(player.login.username, room, `message ${i}`));
    const acks = [];
    for (let i = 1; i <= 6; i++) acks.push((await socket.next(ImCommand.ChatAck)).data);
    expect(acks.map((a) => a.status)).toEqual([1, 1, 1, 1, 1, 0]);
    expect(acks[5]).toMatchObject({
      code: ErrorCode.RateLimited,
      message: 'You are sending messages too fast, please wait a moment',
    });
    expect((await chatRows(player.userId)).map((row) => row.text)).toEqual(
      [1, 2, 3, 4, 5].map((i) => `message ${i}`),
    );
    socket.close();
  });

  it.each([
    ['text that is not JSON', 'hello', ImCommand.Invalid],
    ['JSON that is not a packet', '[1,2,3]', ImCommand.Invalid],
    ['an unknown command', { cmd: 99 }, ImCommand.Invalid],
    ['a join without a group', { cmd: 7 }, ImCommand.JoinGroupAnswer],
    ['a join to a group id with spaces', { cmd: 7, group_id: 'a room' }, ImCommand.JoinGroupAnswer],
    [
      'a join to a group id of 65 characters',
      { cmd: 7, group_id: 'r'.repeat(65) },
      ImCommand.JoinGroupAnswer,
    ],
  ])('answers %s with a failure and changes nothing', async (_case, packet, answerCommand) => {
    const player = await socketPlayer(test);
    const room = await newGroup();
    const socket = await inGroup(player, room);
    const before = await tableCounts(test.db);
    socket.send(packet);
    const answer = await socket.next(answerCommand);
    expect(answer.data).toMatchObject({ status: 0, code: ErrorCode.InvalidInput });
    expect(await tableCounts(test.db)).toEqual(before);
    // Still in its group, still logged in.
    await test.app.realtime.publishToGroup(room, drawResult('after'));
    expect(contentOf(await socket.next(ImCommand.Chat))).toMatchObject({ type: 13, issue: 'after' });
    socket.close();
  });

  it('answers a binary frame with a failure', async () => {
    const player = await socketPlayer(test);
    const socket = await TestSocket.login(url, player.login);
    socket.ws.send(Buffer.from(JSON.stringify(heartbeatPacket())), { binary: true });
    expect((await socket.next()).command).toBe(ImCommand.Invalid);
    socket.close();
  });

  it('accepts a numeric group id as its text', async () => {
    const player = await socketPlayer(test);
    const room = await newGroup();
    const socket = await TestSocket.login(url, player.login);
    socket.send({ cmd: 7, group_id: Number(room) });
    expect((await socket.next(ImCommand.JoinGroupAnswer)).data).toMatchObject({ status: 1, group_id: room });
    socket.close();
  });
});

describe('events from the game', () => {
  it('publishToGroup delivers the content to every socket of the group as command 11 from system', async () => {
    const [alice, bob, carol] = await Promise.all([
      socketPlayer(test),
      socketPlayer(test),
      socketPlayer(test),
    ]);
    const room = await newGroup();
    const sockets = await Promise.all([inGroup(alice, room), inGroup(bob, room)]);
    const otherRoom = await newGroup();
    const outsider = await inGroup(carol, otherRoom);
    const event = betPlaced('10.00');
    await test.app.realtime.publishToGroup(room, event);
    for (const socket of sockets) {
      const packet = await socket.next(ImCommand.Chat);
      expect(packet.data).toMatchObject({ from: 'system', group_id: room, chatType: 1, msgType: 0 });
      expect(contentOf(packet)).toEqual(event);
    }
    await test.app.realtime.publishToGroup(otherRoom, { type: 99, note: 'sentinel' });
    expect(contentOf(await outsider.next(ImCommand.Chat))).toEqual({ type: 99, note: 'sentinel' });
    for (const socket of [...sockets, outsider]) socket.close();
  });

  it('publishToUser reaches every socket of that user, in any group or none, and nobody else', async () => {
    const [alice, bob] = await Promise.all([socketPlayer(test), socketPlayer(test)]);
    const aliceAgain = await sessionOf(test, alice.userId, alice.account);
    const room = await newGroup();
    const aliceSockets = [await inGroup(alice, room), await TestSocket.login(url, aliceAgain.login)];
    const bobSocket = await inGroup(bob, room);
    await test.app.realtime.publishToUser(alice.userId, betSettled('19.60'));
    for (const socket of aliceSockets) {
      const packet = await socket.next(ImCommand.Chat);
      expect(packet.data).toMatchObject({ chatType: 2, to: imUsername(alice.userId), group_id: '' });
      expect(contentOf(packet)).toEqual(betSettled('19.60'));
    }
    await test.app.realtime.publishToGroup(room, roundStatus('sentinel'));
    expect(contentOf(await bobSocket.next(ImCommand.Chat))).toMatchObject({ issue: 'sentinel' });
    for (const socket of [...aliceSockets, bobSocket]) socket.close();
  });

  it('closes a socket that stops reading with 4409 once over 1 MiB waits for it; its group still gets every event', async () => {
    const node = await listening({});
    const nodeUrl = socketUrlOf(node);
    const [slow, reader] = await Promise.all([socketPlayer(node), socketPlayer(node)]);
    const room = await newGroup(node.db);
    const [slowSocket, readerSocket] = await Promise.all([
      inGroup(slow, room, nodeUrl),
      inGroup(reader, room, nodeUrl),
    ]);
    slowSocket.ws.pause();
    // 64 KiB events until the hub lets go of the paused socket: the kernel's buffers take a few MiB first.
    const note = 'x'.repeat(64 * 1024);
    let published = 0;
    while (node.app.realtime.stats().sockets === 2 && published < 1000) {
      await node.app.realtime.publishToGroup(room, { type: 99, note, n: published });
      published += 1;
      // The reading socket reads between events, as a live client does.
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(node.app.realtime.stats()).toEqual({ sockets: 1, groups: 1 });
    slowSocket.ws.resume();
    expect(await slowSocket.closed).toEqual({ code: ImCloseCode.TooSlow, reason: 'too slow' });
    for (let n = 0; n < published; n++) {
      expect(contentOf(await readerSocket.next(ImCommand.Chat))).toEqual({ type: 99, note, n });
    }
    readerSocket.close();
    await node.close();
  });

  it('refuses content that breaks the room content rules', async () => {
    const { realtime } = test.app;
    // @ts-expect-error a settled bet has isget 1
    await expect(realtime.publishToGroup('room', { type: 11, isget: 0 })).rejects.toThrow();
    // @ts-expect-error 42 is no content type
    await expect(realtime.publishToGroup('room', { type: 42 })).rejects.toThrow();
    await expect(realtime.publishToGroup('not a group id', { type: 99 })).rejects.toThrow();
  });
});

describe('ending sessions', () => {
  it('logout closes the sockets of that session and no other', async () => {
    const player = await socketPlayer(test);
    const otherDevice = await sessionOf(test, player.userId, player.account);
    const socket = await TestSocket.login(url, player.login);
    const otherSocket = await TestSocket.login(url, otherDevice.login);
    await call(test, calls.logout, {}, { token: player.sessionToken });
    expect(await socket.closed).toEqual({ code: ImCloseCode.SessionEnded, reason: 'session ended' });
    otherSocket.send(heartbeatPacket());
    expect((await otherSocket.next(ImCommand.Heartbeat)).command).toBe(ImCommand.Heartbeat);
    otherSocket.close();
  });

  it('a password change closes every socket of the user', async () => {
    const player = await socketPlayer(test);
    const otherDevice = await sessionOf(test, player.userId, player.account);
    const sockets = [
      await TestSocket.login(url, player.login),
      await TestSocket.login(url, otherDevice.login),
    ];
    await call(
      test,
      calls.changePassword,
      { oldPassword: 'goodPass1', newPassword: 'newPass12' },
      { token: player.sessionToken },
    );
    for (const socket of sockets) expect((await socket.closed).code).toBe(ImCloseCode.SessionEnded);
  });
});

describe('heartbeat and session checks (short timers)', () => {
  let quick: TestApp;
  let quickUrl: string;
  beforeAll(async () => {
    quick = await listening({ FAIR28_SOCKET_IDLE_TIMEOUT_MS: '1000', FAIR28_SOCKET_SESSION_CHECK_MS: '150' });
    quickUrl = socketUrlOf(quick);
  });
  afterAll(() => quick.close());

  it('a socket that keeps sending heartbeats stays open; each is answered with the server time', async () => {
    const player = await socketPlayer(quick);
    const socket = await TestSocket.login(quickUrl, player.login);
    for (let i = 0; i < 8; i++) {
      socket.send(heartbeatPacket());
      const answer = await socket.next(ImCommand.Heartbeat);
      expect(Math.abs(answer.data.serverTime - Date.now())).toBeLessThan(5000);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    socket.close();
  });

  it('a silent socket is dropped after the idle timeout', async () => {
    const player = await socketPlayer(quick);
    const socket = await TestSocket.login(quickUrl, player.login);
    const started = Date.now();
    expect(await socket.closed).toEqual({ code: ImCloseCode.HeartbeatTimeout, reason: 'heartbeat timeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('without FAIR28_IM_SECRET, nodes on one database share the key made once in it', async () => {
    const peer = await startPeerNode(quick);
    await peer.app.listen({ port: 0, host: '127.0.0.1' });
    const player = await socketPlayer(quick);
    const socket = await TestSocket.login(socketUrlOf(peer), player.login);
    socket.close();
    await peer.close();
  });

  it('a session revoked in the database behind the server’s back is closed by the next check', async () => {
    const player = await socketPlayer(quick);
    const socket = await TestSocket.login(quickUrl, player.login);
    const heartbeats = setInterval(() => socket.send(heartbeatPacket()), 100);
    await quick.db.orm.execute(sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${player.userId}`);
    const closed = await socket.closed;
    clearInterval(heartbeats);
    expect(closed).toEqual({ code: ImCloseCode.SessionEnded, reason: 'session ended' });
  });
});

describe('shutdown', () => {
  it('app.close() closes every socket with 4503 (reconnect now) and returns promptly', async () => {
    const node = await listening({});
    const nodeUrl = socketUrlOf(node);
    const players = await Promise.all([socketPlayer(node), socketPlayer(node)]);
    const room = await newGroup(node.db);
    const sockets = await Promise.all(players.map((p) => inGroup(p, room, nodeUrl)));
    const started = Date.now();
    await node.close();
    expect(Date.now() - started).toBeLessThan(3000);
    for (const socket of sockets) {
      expect(await socket.closed).toEqual({
        code: ImCloseCode.ReconnectNow,
        reason: 'server closing: reconnect now',
      });
    }
  });
});

describe.runIf(redisUrl)('two server nodes through Redis', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let urlA: string;
  let urlB: string;
  beforeAll(async () => {
    nodeA = await listening({});
    nodeB = await startPeerNode(nodeA);
    await nodeB.app.listen({ port: 0, host: '127.0.0.1' });
    urlA = socketUrlOf(nodeA);
    urlB = socketUrlOf(nodeB);
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
  });

  it('an event published on node A reaches sockets on both nodes; a chat on B reaches A', async () => {
    const [alice, bob] = await Promise.all([socketPlayer(nodeA), socketPlayer(nodeA)]);
    const room = await newGroup(nodeA.db);
    // Bob's token comes from node A; node B verifies it with the key both read from the database.
    const aliceSocket = await inGroup(alice, room, urlA);
    const bobSocket = await inGroup(bob, room, urlB);

    await nodeA.app.realtime.publishToGroup(room, drawResult('r1', 14));
    for (const socket of [aliceSocket, bobSocket]) {
      expect(contentOf(await socket.next(ImCommand.Chat))).toEqual(drawResult('r1', 14));
    }

    bobSocket.send(chatPacket(bob.login.username, room, 'from node B'));
    expect((await bobSocket.next(ImCommand.ChatAck)).data.status).toBe(1);
    expect(contentOf(await aliceSocket.next(ImCommand.Chat))).toMatchObject({ text: 'from node B' });

    await nodeB.app.realtime.publishToUser(alice.userId, betSettled('1.00'));
    expect(contentOf(await aliceSocket.next(ImCommand.Chat))).toMatchObject({ type: 11, payout: '1.00' });
    aliceSocket.close();
    bobSocket.close();
  });

  it('a logout on node A closes the socket on node B at once', async () => {
    const player = await socketPlayer(nodeA);
    const socket = await TestSocket.login(urlB, player.login);
    await call(nodeA, calls.logout, {}, { token: player.sessionToken });
    expect(await socket.closed).toEqual({ code: ImCloseCode.SessionEnded, reason: 'session ended' });
  });

  it('another deployment on the same Redis (another prefix) hears nothing', async () => {
    const player = await socketPlayer(test);
    const room = await newGroup();
    const socket = await inGroup(player, room);
    await nodeA.app.realtime.publishToGroup(room, roundStatus('node A'));
    await test.app.realtime.publishToGroup(room, roundStatus('own'));
    expect(contentOf(await socket.next(ImCommand.Chat))).toMatchObject({ issue: 'own' });
    socket.close();
  });
});
