// Redis going away mid-run: two nodes share one Redis through a proxy the test cuts. While it is down each
// node keeps serving on its own (login and its limits, the replay guard, bets, its sockets' events); when
// it is back the nodes share again and nothing sent during the outage arrives twice or late.
import {
  calls,
  ErrorCode,
  encryptTokenField,
  ImCommand,
  joinGroupPacket,
  parseRoomContent,
  type RoomContent,
  RoomContentType,
  type TServerPacket,
} from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createTestGame, credit, newBetKey, type TestGame, testClock, testScheduler } from './test/game';
import { call, failure, sendForm, signIn, startPeerNode, startTestApp, type TestApp } from './test/helper';
import { roundStatus } from './test/room-content';
import { type SocketPlayer, socketPlayer, socketUrlOf, TestSocket } from './test/socket-client';
import { type TcpProxy, tcpProxy } from './test/tcp-proxy';

const { redisUrl } = loadConfig();
const clock = testClock();

const contentOf = (packet: TServerPacket): RoomContent | undefined =>
  parseRoomContent(String((packet.data as { content: string }).content));

/** Every chat packet a socket has received by now, after a short wait for stragglers. */
async function received(socket: TestSocket): Promise<RoomContent[]> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return socket.unread
    .splice(0)
    .flatMap((packet) => (packet.command === ImCommand.Chat ? [contentOf(packet)] : []))
    .filter((c) => c !== undefined);
}

describe.runIf(redisUrl)('Redis stopped mid-run', () => {
  const target = new URL(redisUrl ?? 'redis://127.0.0.1:6379');
  let proxy: TcpProxy;
  let nodeA: TestApp;
  let nodeB: TestApp;
  let game: TestGame;
  let alice: SocketPlayer;
  let bob: SocketPlayer;
  let aliceSocket: TestSocket;
  let bobSocket: TestSocket;

  beforeAll(async () => {
    proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    nodeA = await startTestApp(
      { REDIS_URL: `redis://127.0.0.1:${proxy.port}`, FAIR28_LOGIN_LIMIT_PER_ACCOUNT: '3' },
      { now: clock.now },
    );
    await nodeA.app.listen({ port: 0, host: '127.0.0.1' });
    nodeB = await startPeerNode(nodeA);
    await nodeB.app.listen({ port: 0, host: '127.0.0.1' });
    game = await createTestGame(nodeA.db, { runningAt: clock, roundSeconds: 60, closeBeforeDrawSeconds: 10 });
    [alice, bob] = await Promise.all([socketPlayer(nodeA), socketPlayer(nodeA)]);
    const join = async (player: SocketPlayer, node: TestApp) => {
      const socket = await TestSocket.login(socketUrlOf(node), player.login);
      socket.send(joinGroupPacket(String(game.roomId)));
      await socket.next(ImCommand.JoinGroupAnswer);
      return socket;
    };
    aliceSocket = await join(alice, nodeA);
    bobSocket = await join(bob, nodeB);
  });
  afterAll(async () => {
    aliceSocket?.close();
    bobSocket?.close();
    await nodeB?.close();
    await nodeA?.close();
    await proxy?.stop();
  });

  const room = () => String(game.roomId);

  it('with Redis up, an event reaches the sending node and the other node once each', async () => {
    await nodeA.app.realtime.publishToGroup(room(), roundStatus('up'));
    expect(await received(aliceSocket)).toEqual([roundStatus('up')]);
    expect(await received(bobSocket)).toEqual([roundStatus('up')]);
  });

  it('with Redis down, a node still logs players in, limits them, guards replays, takes bets and tells its sockets', async () => {
    await proxy.stop();

    const { token } = await signIn(nodeA, { account: alice.account, password: 'goodPass1' });
    // The per-account login limit (3) now counts in the process.
    for (let attempt = 0; attempt < 3; attempt++) {
      await failure(signIn(nodeA, { account: bob.account, password: 'wrongPass1' }));
    }
    const limited = await failure(signIn(nodeA, { account: bob.account, password: 'goodPass1' }));
    expect(limited.code).toBe(ErrorCode.RateLimited);

    // The replay guard: the same token field twice, the second refused.
    const field = await encryptTokenField(token, nodeA.config.codecKeys, clock.time);
    expect((await sendForm(nodeA, calls.userDetails.path, { token: field })).code).toBe(0);
    expect((await sendForm(nodeA, calls.userDetails.path, { token: field })).code).toBe(
      ErrorCode.LoginExpired,
    );

    await testScheduler(nodeA, clock, { events: nodeA.app.ctx.events }).tick();
    await credit(nodeA.db, alice.userId, 100_000n);
    const placed = await call(
      nodeA,
      calls.placeBet,
      {
        roomId: game.roomId,
        items: JSON.stringify([{ betType: 'big', amount: '10' }]),
        idempotencyKey: newBetKey(),
      },
      { token, bearer: true },
    );
    expect(placed.bets).toHaveLength(1);
    const seenOnA = await received(aliceSocket);
    expect(seenOnA).toContainEqual(
      expect.objectContaining({ type: RoomContentType.BetPlaced, roomId: game.roomId }),
    );
    await nodeA.app.realtime.publishToGroup(room(), roundStatus('down'));
    expect(await received(aliceSocket)).toEqual([roundStatus('down')]);
    // Node B's sockets miss node A's events while the nodes cannot talk.
    expect(await received(bobSocket)).toEqual([]);
  });

  it('when Redis is back the nodes share again, and nothing sent during the outage arrives twice or late', async () => {
    await proxy.start();
    // The node reconnects by itself; until it has, its events stay on it.
    let probe = 0;
    for (let waited = 0; ; waited += 1) {
      if (waited > 40) throw new Error('node A never reconnected to Redis');
      probe += 1;
      await nodeA.app.realtime.publishToGroup(room(), roundStatus(`probe ${probe}`));
      const onB = await received(bobSocket);
      if (onB.length > 0) {
        expect(onB).toEqual([roundStatus(`probe ${probe}`)]);
        break;
      }
    }
    expect(await received(aliceSocket)).toEqual(
      Array.from({ length: probe }, (_, i) => roundStatus(`probe ${i + 1}`)),
    );

    await nodeA.app.realtime.publishToGroup(room(), roundStatus('back'));
    expect(await received(aliceSocket)).toEqual([roundStatus('back')]);
    expect(await received(bobSocket)).toEqual([roundStatus('back')]);
  });
});

describe.runIf(redisUrl)('Redis down at start', () => {
  it('a node starts and serves on its own, then shares with its peer once Redis answers', async () => {
    const target = new URL(redisUrl ?? 'redis://127.0.0.1:6379');
    const proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    await proxy.stop();
    const node = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${proxy.port}` });
    const peer = await startPeerNode(node);
    const sockets: TestSocket[] = [];
    try {
      await node.app.listen({ port: 0, host: '127.0.0.1' });
      await peer.app.listen({ port: 0, host: '127.0.0.1' });
      const { roomId } = await createTestGame(node.db, { runningAt: clock });
      const room = String(roomId);
      // Logging in (rate limited) and the config call (replay-guarded token field) work without Redis.
      const [onNode, onPeer] = await Promise.all([socketPlayer(node), socketPlayer(node)]);
      for (const [player, at] of [
        [onNode, node],
        [onPeer, peer],
      ] as const) {
        const socket = await TestSocket.login(socketUrlOf(at), player.login);
        socket.send(joinGroupPacket(room));
        await socket.next(ImCommand.JoinGroupAnswer);
        sockets.push(socket);
      }
      const [nodeSocket, peerSocket] = sockets as [TestSocket, TestSocket];
      await node.app.realtime.publishToGroup(room, roundStatus('alone'));
      expect(await received(nodeSocket)).toEqual([roundStatus('alone')]);
      expect(await received(peerSocket)).toEqual([]);

      await proxy.start();
      let probe = 0;
      for (let tries = 0; ; tries++) {
        if (tries > 40) throw new Error('the node never connected to Redis');
        probe += 1;
        await node.app.realtime.publishToGroup(room, roundStatus(`probe ${probe}`));
        if ((await received(peerSocket)).length > 0) break;
      }
      expect(await received(nodeSocket)).toHaveLength(probe);
    } finally {
      for (const socket of sockets) socket.close();
      await peer.close();
      await node.close();
      await proxy.stop();
    }
  }, 30_000);
});
