// Red packets as a room sees them: an operator funds the budget and sends a packet; players in the room
// claim once each (nobody outside it, on any node); the claims sum to the packet and verify against the
// seed revealed at the end; an expired packet's rest returns to the budget; every move is in the ledger
// and the room hears each step.
import {
  calls,
  ErrorCode,
  ImCommand,
  parseMinor,
  type RedPacketEvent,
  verifyRedPacket,
} from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordGameEvents } from '../../kernel/game-events';
import {
  createTestGame,
  fundedPlayer,
  newBetKey,
  type TestGame,
  type TestPlayer,
  testClock,
  testOperator,
} from '../../test/game';
import { call, failure, startPeerNode, startTestApp, type TestApp } from '../../test/helper';
import { enterRoom, type TestSocket } from '../../test/socket-client';
import { isInRoom, PRESENCE_WINDOW_MS } from '../catalogue/presence';
import { audit, systemBalance, walletBalance } from '../ledger/service';
import { promotionsJob } from './job';
import { expireRedPackets } from './service';

const clock = testClock(Date.UTC(2030, 5, 1, 4, 0, 0));
const events = recordGameEvents();
let test: TestApp;
let game: TestGame;
let admin: TestPlayer;
const packetEvents = (type: RedPacketEvent['type']) =>
  events.events.filter((event): event is RedPacketEvent => event.type === type);
const as = (who: { token: string }) => ({ token: who.token, bearer: true });

/** Sockets of players in the room, closed at the end. */
const sockets: TestSocket[] = [];

beforeAll(async () => {
  test = await startTestApp({}, { now: clock.now, events });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  game = await createTestGame(test.db, {});
  admin = await testOperator(test);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await test.close();
});

/** A new player with an empty wallet who has opened the room. */
async function playerInRoom(): Promise<TestPlayer> {
  const who = await fundedPlayer(test, 0n);
  sockets.push(await enterRoom(test, who, game.roomId));
  return who;
}

const send = (amount: string, shareCount: number, minutes = 10) =>
  call(
    test,
    calls.adminRedPacketSend,
    { roomId: game.roomId, amount, shareCount, minutes, message: '恭喜发财', idempotencyKey: newBetKey() },
    as(admin),
  );

const verifies = (
  packet: { seed: string | null; commitment: string; total: string; shareCount: number },
  claims: string[],
) =>
  packet.seed !== null &&
  verifyRedPacket(
    {
      seedHex: packet.seed,
      commitment: packet.commitment,
      totalMinor: parseMinor(packet.total),
      count: packet.shareCount,
    },
    claims.map(parseMinor),
  );

describe('red packets', () => {
  it('are paid from the budget, which must hold the packet', async () => {
    expect((await failure(send('10', 3))).code).toBe(ErrorCode.PromotionBudgetShort);
    const key = newBetKey();
    const fund = () =>
      call(test, calls.adminPromotionBudgetFund, { amount: '100', idempotencyKey: key }, as(admin));
    await fund();
    expect(await fund()).toMatchObject({ balance: '100.00', heldByPackets: '0.00' });
    expect((await failure(send('0.02', 3))).code).toBe(ErrorCode.InvalidInput);
  });

  it('split into shares that sum to the packet, one claim each, verifiable once ended', async () => {
    const packet = await send('10', 3);
    expect(packet).toMatchObject({
      total: '10.00',
      shareCount: 3,
      claimedCount: 0,
      seed: null,
      status: 'open',
    });
    expect(await systemBalance(test.db.orm, 'red_packets')).toBe(1_000n);
    const players = [await playerInRoom(), await playerInRoom(), await playerInRoom()];
    const claims: string[] = [];
    for (const [index, who] of players.entries()) {
      const claim = await call(test, calls.redPacketClaim, { id: packet.id }, as(who));
      expect(claim.seq).toBe(index + 1);
      expect(claim.balance).toBe(claim.amount);
      claims.push(claim.amount);
    }
    const twice = await failure(
      call(test, calls.redPacketClaim, { id: packet.id }, as(players[0] as TestPlayer)),
    );
    expect(twice.code).toBe(ErrorCode.RedPacketClaimed);
    expect(await walletBalance(test.db.orm, players[0]?.userId ?? 0)).toBe(parseMinor(claims[0] ?? ''));
    const late = await failure(call(test, calls.redPacketClaim, { id: packet.id }, as(await playerInRoom())));
    expect(late.code).toBe(ErrorCode.RedPacketEnded);

    expect(claims.reduce((sum, amount) => sum + parseMinor(amount), 0n)).toBe(1_000n);
    const detail = await call(test, calls.redPacketDetail, { id: packet.id }, as(players[1] as TestPlayer));
    expect(detail).toMatchObject({ status: 'ended', claimedCount: 3, claimed: '10.00', myAmount: claims[1] });
    expect(detail.claims.map((claim) => claim.amount)).toEqual(claims);
    expect(verifies(detail, claims)).toBe(true);
    const tampered = (parseMinor(claims[0] ?? '') + 1n).toString();
    expect(verifies(detail, [`${tampered.slice(0, -2) || '0'}.${tampered.slice(-2).padStart(2, '0')}`])).toBe(
      false,
    );
    expect(packetEvents('redPacket.claimed').map((event) => event.amount)).toEqual(claims);
    expect(packetEvents('redPacket.ended').map((event) => event.packetId)).toEqual([packet.id]);
    expect(await systemBalance(test.db.orm, 'red_packets')).toBe(0n);
    const sends = await call(test, calls.adminRedPacketList, {}, as(admin));
    expect(sends.list.map((row) => [row.id, row.status, row.seed])).toEqual([
      [packet.id, 'ended', detail.seed],
    ]);
  });

  it('return the unclaimed rest to the budget when they expire', async () => {
    const packet = await send('20', 4, 5);
    const who = await playerInRoom();
    // The same player twice at once: one share, one refusal.
    const both = await Promise.allSettled([
      call(test, calls.redPacketClaim, { id: packet.id }, as(who)),
      call(test, calls.redPacketClaim, { id: packet.id }, as(who)),
    ]);
    const claim = both.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []))[0];
    if (!claim) throw new Error('neither claim answered');
    expect(both.filter((outcome) => outcome.status === 'rejected')).toHaveLength(1);
    expect(await expireRedPackets(test.app.ctx)).toBe(0);
    clock.advance(5 * 60_000);
    const expired = await failure(
      call(test, calls.redPacketClaim, { id: packet.id }, as(await playerInRoom())),
    );
    expect(expired.code).toBe(ErrorCode.RedPacketEnded);
    // The promotions job (every minute on each node) ends it; a second pass finds nothing to do.
    await promotionsJob(test.app.ctx, (error) => {
      throw error;
    }).runOnce();
    expect(await expireRedPackets(test.app.ctx)).toBe(0);
    expect(packetEvents('redPacket.ended').map((event) => event.packetId)).toContain(packet.id);
    const { list } = await call(test, calls.redPacketList, { roomId: game.roomId }, as(who));
    const ended = list.find((row) => row.id === packet.id);
    const rest = 2_000n - parseMinor(claim.amount);
    expect(ended).toMatchObject({ status: 'ended', claimedCount: 1, myAmount: claim.amount });
    expect(ended?.returned).toBe(`${rest / 100n}.${String(rest % 100n).padStart(2, '0')}`);
    expect(ended && verifies(ended, [claim.amount])).toBe(true);
    // 100.00 funded, 10.00 claimed from the first packet, this packet's one claim.
    expect(await systemBalance(test.db.orm, 'promotions')).toBe(9_000n - parseMinor(claim.amount));
    const points = await call(test, calls.pointChangeList, { type: 'red_packet_claim' }, as(who));
    expect(points.list.map((row) => [row.typeName, row.amount])).toEqual([
      ['Red packet', `+${claim.amount}`],
    ]);
    expect((await audit(test.db.orm)).isClean).toBe(true);
  });

  it('are claimed only by players in the room, on any node, and not once they leave it', async () => {
    const packet = await send('3', 3);
    const budgetBefore = await systemBalance(test.db.orm, 'promotions');
    const outsider = await fundedPlayer(test, 0n);
    const refused = await failure(call(test, calls.redPacketClaim, { id: packet.id }, as(outsider)));
    expect(refused).toMatchObject({
      code: ErrorCode.RedPacketNotInRoom,
      message: 'This red packet is for players in its room: open the room to claim it',
    });
    const refusedZh = await failure(
      call(test, calls.redPacketClaim, { id: packet.id }, { ...as(outsider), lang: 'zh' }),
    );
    expect(refusedZh.message).toBe('该红包仅限所在房间的玩家领取，请进入房间后再领取');
    // Nothing moved: the wallet is empty, the packet untouched, the budget as it was.
    expect(await walletBalance(test.db.orm, outsider.userId)).toBe(0n);
    const untouched = await call(test, calls.redPacketDetail, { id: packet.id }, as(outsider));
    expect(untouched).toMatchObject({ claimedCount: 0, claimed: '0.00', myAmount: null, claims: [] });

    // In another room of the same game is not in this one.
    const elsewhere = await createTestGame(test.db, {});
    const visitor = await fundedPlayer(test, 0n);
    sockets.push(await enterRoom(test, visitor, elsewhere.roomId));
    expect((await failure(call(test, calls.redPacketClaim, { id: packet.id }, as(visitor)))).code).toBe(
      ErrorCode.RedPacketNotInRoom,
    );

    // The room opened on this node, the claim answered by another: the room is known to every node.
    const peer = await startPeerNode(test);
    try {
      const inside = await playerInRoom();
      const claim = await call(peer, calls.redPacketClaim, { id: packet.id }, as(inside));
      expect(claim).toMatchObject({ seq: 1, balance: claim.amount });
    } finally {
      await peer.close();
    }

    // Leaving the room (the socket closes) lets the player out; so does the exit call.
    const leaver = await fundedPlayer(test, 0n);
    const socket = await enterRoom(test, leaver, game.roomId);
    socket.close();
    await vi.waitFor(async () =>
      expect(await isInRoom(test.db.orm, leaver.userId, game.roomId, clock.now())).toBe(false),
    );
    expect((await failure(call(test, calls.redPacketClaim, { id: packet.id }, as(leaver)))).code).toBe(
      ErrorCode.RedPacketNotInRoom,
    );
    const exiter = await playerInRoom();
    await call(test, calls.exitRoom, { roomId: game.roomId }, as(exiter));
    expect((await failure(call(test, calls.redPacketClaim, { id: packet.id }, as(exiter)))).code).toBe(
      ErrorCode.RedPacketNotInRoom,
    );

    // A player who stays keeps their place: heartbeats refresh it across the window.
    const stayer = await fundedPlayer(test, 0n);
    const staying = await enterRoom(test, stayer, game.roomId);
    sockets.push(staying);
    for (let beat = 0; beat < 3; beat++) {
      clock.advance(PRESENCE_WINDOW_MS / 2);
      staying.send({ cmd: ImCommand.Heartbeat });
      await staying.next(ImCommand.Heartbeat);
      // Refreshes are written together, up to a second after the heartbeat (catalogue/presence.ts).
      await vi.waitFor(
        async () => expect(await isInRoom(test.db.orm, stayer.userId, game.roomId, clock.now())).toBe(true),
        { timeout: 3000 },
      );
    }
    expect((await call(test, calls.redPacketClaim, { id: packet.id }, as(stayer))).seq).toBe(2);

    // A socket not heard from for longer than the window (its node gone, say) is no longer in the room.
    const silent = await playerInRoom();
    clock.advance(PRESENCE_WINDOW_MS + 1000);
    expect((await failure(call(test, calls.redPacketClaim, { id: packet.id }, as(silent)))).code).toBe(
      ErrorCode.RedPacketNotInRoom,
    );

    const after = await call(test, calls.redPacketDetail, { id: packet.id }, as(outsider));
    expect(after.claimedCount).toBe(2);
    expect(await systemBalance(test.db.orm, 'promotions')).toBe(budgetBefore);
    expect((await audit(test.db.orm)).isClean).toBe(true);
  });
});
