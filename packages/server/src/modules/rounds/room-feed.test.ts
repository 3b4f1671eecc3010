// Game events reach the room over the socket: a bet placed or cancelled by one player shows in another's
// feed, the round's status and draw reach everyone in the room, and the bettor alone hears their result.
import { calls, ImCommand, parseRoomContent, RoomContentType, type TServerPacket } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGame, credit, newBetKey, type TestGame, testClock, testScheduler } from '../../test/game';
import { call, startTestApp, type TestApp } from '../../test/helper';
import { socketPlayer, socketUrlOf, TestSocket } from '../../test/socket-client';
import { maskedName } from '../accounts/service';

const clock = testClock();
let test: TestApp;
let game: TestGame;

beforeAll(async () => {
  test = await startTestApp({}, { now: clock.now });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  game = await createTestGame(test.db, { runningAt: clock, roundSeconds: 60, closeBeforeDrawSeconds: 10 });
});
afterAll(() => test.close());

const contentOf = (packet: TServerPacket) =>
  parseRoomContent(String((packet.data as { content: string }).content));

async function nextContent(socket: TestSocket, type: number | string) {
  for (;;) {
    const content = contentOf(await socket.next(ImCommand.Chat));
    if (content?.type === type) return content;
  }
}

describe('game events on the room socket', () => {
  it('carries bets, round status, the draw and the private result', async () => {
    const scheduler = testScheduler(test, clock, { events: test.app.ctx.events });
    await scheduler.tick();
    const [bettor, watcher] = await Promise.all([socketPlayer(test), socketPlayer(test)]);
    await credit(test.db, bettor.userId, 100_000n);
    const url = socketUrlOf(test);
    const sockets = await Promise.all([bettor, watcher].map((p) => TestSocket.login(url, p.login)));
    for (const socket of sockets) {
      socket.send({ cmd: 7, group_id: String(game.roomId) });
      await socket.next(ImCommand.JoinGroupAnswer);
    }
    const [bettorSocket, watcherSocket] = sockets as [TestSocket, TestSocket];

    const placed = await call(
      test,
      calls.placeBet,
      {
        roomId: game.roomId,
        items: JSON.stringify([{ betType: 'big', amount: '10' }]),
        idempotencyKey: newBetKey(),
      },
      { token: bettor.sessionToken, bearer: true },
    );
    const seen = await nextContent(watcherSocket, RoomContentType.BetPlaced);
    expect(seen).toMatchObject({
      type: 10,
      isget: 0,
      action: 'placed',
      roomId: game.roomId,
      nickName: maskedName(bettor.account),
      bets: [{ betType: 'big', amount: '10.00' }],
    });
    expect(seen).not.toHaveProperty('account');
    expect(placed.bets).toHaveLength(1);

    // A second bet, cancelled while the round is open: the room hears that too, with the refund.
    const second = await call(
      test,
      calls.placeBet,
      {
        roomId: game.roomId,
        items: JSON.stringify([{ betType: 'small', amount: '5' }]),
        idempotencyKey: newBetKey(),
      },
      { token: bettor.sessionToken, bearer: true },
    );
    await nextContent(watcherSocket, RoomContentType.BetPlaced);
    const secondId = second.bets[0]?.betId;
    await call(
      test,
      calls.cancelBet,
      { roomId: game.roomId, betIds: String(secondId) },
      { token: bettor.sessionToken, bearer: true },
    );
    expect(await nextContent(watcherSocket, RoomContentType.BetPlaced)).toMatchObject({
      type: 10,
      isget: 0,
      action: 'cancelled',
      roomId: game.roomId,
      nickName: maskedName(bettor.account),
      betIds: [secondId],
      refunded: '5.00',
    });

    clock.advance(60_000);
    await scheduler.tick();
    for (const socket of sockets) {
      const draw = await nextContent(socket, RoomContentType.DrawResult);
      expect(draw).toMatchObject({
        type: 13,
        roundId: placed.roundId,
        roundHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
    }
    const result = await nextContent(bettorSocket, RoomContentType.BetSettled);
    expect(result).toMatchObject({ type: 11, isget: 1, roundId: placed.roundId, stake: '10.00' });
    expect(await nextContent(watcherSocket, RoomContentType.RoundStatus)).toMatchObject({ type: 12 });
    for (const socket of sockets) socket.close();
  });

  it('refuses to join a room that does not exist', async () => {
    const player = await socketPlayer(test);
    const socket = await TestSocket.login(socketUrlOf(test), player.login);
    socket.send({ cmd: 7, group_id: '999999' });
    expect((await socket.next(ImCommand.JoinGroupAnswer)).data).toMatchObject({ status: 0 });
    socket.close();
  });
});

describe('masked names', () => {
  it.each([
    ['demo', 'de***o'],
    ['ab', 'a*'],
    ['张三丰', '张三***丰'],
  ])('%s → %s', (name, masked) => expect(maskedName(name)).toBe(masked));
});
