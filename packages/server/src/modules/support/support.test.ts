// Customer service over the wire and the socket: a player writes (text or their own image, a repeated key
// stores once, bad input and another's image store nothing), operators list conversations by waiting time
// and answer; new messages, typing and read receipts reach the player's sockets, across nodes too.
import { calls, ErrorCode, ImCommand, parseRoomContent, supportTypingPacket } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { call, failure, startPeerNode, startTestApp, type TestApp, tableCounts } from '../../test/helper';
import { newOperator, newPlayer, type Player, requestKey, uploadPng } from '../../test/money';
import { type SocketPlayer, socketPlayer, socketUrlOf, TestSocket } from '../../test/socket-client';

const { redisUrl } = loadConfig();

let test: TestApp;
let support: Player;
let finance: Player;

beforeAll(async () => {
  test = await startTestApp();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  [support, finance] = await Promise.all([newOperator(test, 'support'), newOperator(test, 'finance')]);
});
afterAll(() => test.close());

const send = (player: Player, fields: Record<string, string>) =>
  call(test, calls.supportSend, { idempotencyKey: requestKey(), ...fields }, { token: player.token });

async function supportCounts() {
  const counts = await tableCounts(test.db);
  return { messages: counts.support_messages, conversations: counts.support_conversations };
}

describe('the player’s conversation', () => {
  it('stores text and the player’s own image, newest first, and answers a repeated key with the first message', async () => {
    const player = await newPlayer(test);
    const empty = await call(test, calls.supportHistory, {}, { token: player.token });
    expect(empty).toEqual({ list: [], hasMore: false, playerReadId: 0, operatorReadId: 0, unread: 0 });

    const key = requestKey();
    const first = await call(
      test,
      calls.supportSend,
      { text: '  My top-up has not arrived  ', idempotencyKey: key },
      { token: player.token },
    );
    expect(first).toMatchObject({ sender: 'player', text: 'My top-up has not arrived', imageUrl: '' });
    const again = await call(
      test,
      calls.supportSend,
      { text: 'something else', idempotencyKey: key },
      { token: player.token },
    );
    expect(again).toEqual(first);

    const imageId = await uploadPng(test, player);
    const picture = await send(player, { imageId });
    expect(picture).toMatchObject({
      sender: 'player',
      text: '',
      imageUrl: `/api/v1/upload/image/${imageId}`,
    });

    const history = await call(test, calls.supportHistory, {}, { token: player.token });
    expect(history.list.map((m) => m.id)).toEqual([picture.id, first.id]);
    expect(history).toMatchObject({ hasMore: false, playerReadId: picture.id, operatorReadId: 0, unread: 0 });
  });

  it('pages history newest first with beforeId', async () => {
    const player = await newPlayer(test);
    const sent = [];
    for (const text of ['one', 'two', 'three']) sent.push(await send(player, { text }));
    const newest = await call(test, calls.supportHistory, { pageSize: '2' }, { token: player.token });
    expect(newest.list.map((m) => m.text)).toEqual(['three', 'two']);
    expect(newest.hasMore).toBe(true);
    const older = await call(
      test,
      calls.supportHistory,
      { pageSize: '2', beforeId: String(newest.list[1]?.id) },
      { token: player.token },
    );
    expect(older.list.map((m) => m.text)).toEqual(['one']);
    expect(older.hasMore).toBe(false);
  });

  it('refuses bad input and another player’s image, storing nothing', async () => {
    const player = await newPlayer(test);
    const other = await newPlayer(test);
    const othersImage = await uploadPng(test, other);
    const before = await supportCounts();
    const refusals = [
      { text: '   ' },
      { text: 'x'.repeat(1001) },
      { text: 'bell\u0007' },
      {},
      { text: 'both', imageId: othersImage },
      { text: 'no key', idempotencyKey: 'short' },
    ];
    for (const fields of refusals) {
      const refused = await failure(
        call(test, calls.supportSend, { idempotencyKey: requestKey(), ...fields }, { token: player.token }),
      );
      expect(refused.code).toBe(ErrorCode.InvalidInput);
    }
    const tooLong = await failure(send(player, { text: 'x'.repeat(1001) }));
    expect(tooLong.message).toBe('A message has at most 1000 characters');
    expect((await failure(send(player, { imageId: othersImage }))).code).toBe(ErrorCode.NotFound);
    expect(await supportCounts()).toEqual(before);
    // 1000 characters (an emoji counting once) are fine.
    await send(player, { text: `${'😀'.repeat(10)}${'x'.repeat(990)}` });
  });

  it('limits how fast a player sends', async () => {
    const quick = await startTestApp({ FAIR28_SUPPORT_LIMIT_PER_MINUTE: '2' });
    try {
      const player = await newPlayer(quick);
      const sendQuick = () =>
        call(
          quick,
          calls.supportSend,
          { text: 'hello', idempotencyKey: requestKey() },
          { token: player.token },
        );
      await sendQuick();
      await sendQuick();
      expect((await failure(sendQuick())).code).toBe(ErrorCode.RateLimited);
    } finally {
      await quick.close();
    }
  });

  it('is for players only; operators’ calls need the support permission', async () => {
    // Staff have no conversation of their own: the call table refuses them as for a player's money.
    expect((await failure(send(support, { text: 'hi' }))).code).toBe(ErrorCode.StaffAccount);
    const staffHistory = call(test, calls.supportHistory, {}, { token: support.token });
    expect((await failure(staffHistory)).code).toBe(ErrorCode.StaffAccount);
    const player = await newPlayer(test);
    const list = call(test, calls.adminSupportConversationList, {}, { token: player.token });
    expect((await failure(list)).code).toBe(ErrorCode.Forbidden);
    const financeList = call(test, calls.adminSupportConversationList, {}, { token: finance.token });
    expect((await failure(financeList)).code).toBe(ErrorCode.Forbidden);
  });
});

describe('operators answering', () => {
  it('list conversations by waiting time with unread counts, reply, and read; both sides’ counts follow', async () => {
    const early = await newPlayer(test);
    const late = await newPlayer(test);
    const earlyMessage = await send(early, { text: 'I wrote first' });
    await send(late, { text: 'I wrote second' });
    await send(late, { text: 'still waiting' });

    const list = await call(
      test,
      calls.adminSupportConversationList,
      { pageSize: '100' },
      { token: support.token },
    );
    const mine = list.list.filter((c) => c.userId === early.userId || c.userId === late.userId);
    expect(mine.map((c) => [c.account, c.unread, c.lastMessage?.text])).toEqual([
      [early.account, 1, 'I wrote first'],
      [late.account, 2, 'still waiting'],
    ]);
    expect(mine[0]?.waitingSince).toBe(earlyMessage.createTime);

    const imageId = await uploadPng(test, support);
    const reply = await call(
      test,
      calls.adminSupportReply,
      { userId: String(early.userId), text: 'We are checking it' },
      { token: support.token },
    );
    const picture = await call(
      test,
      calls.adminSupportReply,
      { userId: String(early.userId), imageId },
      { token: support.token },
    );
    expect(reply).toMatchObject({ sender: 'operator', text: 'We are checking it' });
    // The player sees the operator's image.
    const image = await test.app.inject({
      method: 'GET',
      url: picture.imageUrl,
      headers: { authorization: `Bearer ${early.token}` },
    });
    expect(image.statusCode).toBe(200);

    expect(await call(test, calls.supportUnread, {}, { token: early.token })).toEqual({ unread: 2 });
    const read = await call(test, calls.supportRead, { messageId: String(reply.id) }, { token: early.token });
    expect(read).toEqual({ unread: 1 });
    // A read position never moves back.
    await call(test, calls.supportRead, { messageId: String(earlyMessage.id) }, { token: early.token });
    expect(await call(test, calls.supportUnread, {}, { token: early.token })).toEqual({ unread: 1 });

    // Answered: no longer waiting, so it sorts after the one still waiting.
    const after = await call(
      test,
      calls.adminSupportConversationList,
      { pageSize: '100' },
      { token: support.token },
    );
    const order = after.list.filter((c) => c.userId === early.userId || c.userId === late.userId);
    expect(order.map((c) => [c.userId, c.waitingSince === null])).toEqual([
      [late.userId, false],
      [early.userId, true],
    ]);

    const lateHistory = await call(
      test,
      calls.adminSupportHistory,
      { userId: String(late.userId) },
      { token: support.token },
    );
    expect(lateHistory.unread).toBe(2);
    const newest = lateHistory.list[0]?.id ?? 0;
    expect(
      await call(
        test,
        calls.adminSupportRead,
        { userId: String(late.userId), messageId: String(newest) },
        { token: support.token },
      ),
    ).toEqual({ unread: 0 });
    const lateSide = await call(test, calls.supportHistory, {}, { token: late.token });
    expect(lateSide.operatorReadId).toBe(newest);

    const audit = await call(
      test,
      calls.adminAuditList,
      { action: 'support.reply' },
      { token: (await newOperator(test)).token },
    );
    expect(audit.list.some((row) => row.targetId === early.userId)).toBe(true);
  });

  it('refuses another conversation’s message, a staff account, an image the operator does not own, and keeps nothing', async () => {
    const player = await newPlayer(test);
    const other = await newPlayer(test);
    const othersMessage = await send(other, { text: 'mine' });
    await send(player, { text: 'hello' });
    const playersImage = await uploadPng(test, player);
    const before = await supportCounts();
    const readOther = call(
      test,
      calls.supportRead,
      { messageId: String(othersMessage.id) },
      { token: player.token },
    );
    expect((await failure(readOther)).code).toBe(ErrorCode.NotFound);
    const operatorReadWrong = call(
      test,
      calls.adminSupportRead,
      { userId: String(player.userId), messageId: String(othersMessage.id) },
      { token: support.token },
    );
    expect((await failure(operatorReadWrong)).code).toBe(ErrorCode.NotFound);
    const toStaff = call(
      test,
      calls.adminSupportReply,
      { userId: String(finance.userId), text: 'hi' },
      { token: support.token },
    );
    expect((await failure(toStaff)).code).toBe(ErrorCode.NotFound);
    const notOwn = call(
      test,
      calls.adminSupportReply,
      { userId: String(player.userId), imageId: playersImage },
      { token: support.token },
    );
    expect((await failure(notOwn)).code).toBe(ErrorCode.NotFound);
    const empty = call(
      test,
      calls.adminSupportReply,
      { userId: String(player.userId) },
      { token: support.token },
    );
    expect((await failure(empty)).code).toBe(ErrorCode.InvalidInput);
    expect(await supportCounts()).toEqual(before);
  });
});

/** The next command 11 of a support content type, parsed. */
async function nextSupport(socket: TestSocket, type: string) {
  for (;;) {
    const packet = await socket.next(ImCommand.Chat);
    const content = parseRoomContent(packet.data.content);
    if (content?.type === type) return { packet: packet.data, content };
  }
}

async function playerSession(app: TestApp): Promise<SocketPlayer & { token: string }> {
  const player = await socketPlayer(app);
  return { ...player, token: player.sessionToken };
}

describe('live over the socket', () => {
  it('pushes operators’ replies, typing and reads to every socket of the player, and carries the player’s typing to operators', async () => {
    const player = await playerSession(test);
    const url = socketUrlOf(test);
    const [phone, tablet] = await Promise.all([
      TestSocket.login(url, player.login),
      TestSocket.login(url, player.login),
    ]);
    const sent = await call(
      test,
      calls.supportSend,
      { text: 'anyone there?', idempotencyKey: requestKey() },
      { token: player.token, bearer: true },
    );
    const own = await nextSupport(tablet, 'support');
    expect(own.content).toMatchObject({ message: { id: sent.id, sender: 'player' }, unread: 0 });

    phone.send(supportTypingPacket());
    await expect
      .poll(async () => {
        const history = await call(
          test,
          calls.adminSupportHistory,
          { userId: String(player.userId) },
          { token: support.token },
        );
        return history.playerTyping;
      })
      .toBe(true);

    await call(
      test,
      calls.adminSupportRead,
      { userId: String(player.userId), messageId: String(sent.id) },
      { token: support.token },
    );
    for (const socket of [phone, tablet]) {
      const receipt = await nextSupport(socket, 'supportRead');
      expect(receipt.content).toMatchObject({ operatorReadId: sent.id, playerReadId: sent.id, unread: 0 });
    }

    await call(test, calls.adminSupportTyping, { userId: String(player.userId) }, { token: support.token });
    for (const socket of [phone, tablet]) {
      const typing = await nextSupport(socket, 'supportTyping');
      expect(typing.packet).toMatchObject({
        from: 'system',
        to: `fair28_${player.userId}`,
        chatType: 2,
        group_id: '',
      });
    }

    const reply = await call(
      test,
      calls.adminSupportReply,
      { userId: String(player.userId), text: 'Yes, how can we help?' },
      { token: support.token },
    );
    for (const socket of [phone, tablet]) {
      const pushed = await nextSupport(socket, 'support');
      expect(pushed.content).toEqual({ type: 'support', message: reply, unread: 1 });
    }

    await call(
      test,
      calls.supportRead,
      { messageId: String(reply.id) },
      { token: player.token, bearer: true },
    );
    const readElsewhere = await nextSupport(tablet, 'supportRead');
    expect(readElsewhere.content).toMatchObject({ playerReadId: reply.id, unread: 0 });
    phone.close();
    tablet.close();
  });

  it('another player hears nothing of it', async () => {
    const player = await playerSession(test);
    const bystander = await playerSession(test);
    const socket = await TestSocket.login(socketUrlOf(test), bystander.login);
    await call(
      test,
      calls.adminSupportReply,
      { userId: String(player.userId), text: 'private' },
      { token: support.token },
    );
    await call(test, calls.adminSupportTyping, { userId: String(player.userId) }, { token: support.token });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.unreadOf(ImCommand.Chat)).toEqual([]);
    socket.close();
  });
});

describe.runIf(redisUrl)('across server nodes', () => {
  it('delivers a reply made on one node to the player’s socket on another', async () => {
    const peer = await startPeerNode(test);
    await peer.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const player = await playerSession(test);
      const socket = await TestSocket.login(socketUrlOf(peer), player.login);
      const reply = await call(
        test,
        calls.adminSupportReply,
        { userId: String(player.userId), text: 'from the other node' },
        { token: support.token },
      );
      const pushed = await nextSupport(socket, 'support');
      expect(pushed.content).toMatchObject({ message: { id: reply.id, text: 'from the other node' } });
      socket.close();
    } finally {
      await peer.close();
    }
  });
});
