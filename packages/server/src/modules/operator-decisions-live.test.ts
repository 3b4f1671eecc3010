// An operator's decision reaches the player's app at once: their sockets hear that the wallet changed
// (a top-up credited or rejected, an adjustment applied), so the balance shown is never the old one.
import { calls, ImCommand, parseRoomContent, RoomContentType } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../test/helper';
import {
  type Catalogue,
  newOperator,
  type Player,
  requestKey,
  seedCatalogue,
  topUpWithCertificate,
} from '../test/money';
import { socketPlayer, socketUrlOf, TestSocket } from '../test/socket-client';

let test: TestApp;
let catalogue: Catalogue;
let finance: Player;

beforeAll(async () => {
  test = await startTestApp();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  catalogue = await seedCatalogue(test);
  finance = await newOperator(test, 'finance');
});
afterAll(() => test.close());

async function nextWallet(socket: TestSocket) {
  for (;;) {
    const packet = await socket.next(ImCommand.Chat);
    const content = parseRoomContent(packet.data.content);
    if (content?.type === RoomContentType.Wallet) return content;
  }
}

async function livePlayer() {
  const player = await socketPlayer(test);
  const socket = await TestSocket.login(socketUrlOf(test), player.login);
  const asPlayer: Player = { ...player, password: 'goodPass1', token: player.sessionToken };
  return { player: asPlayer, socket };
}

describe("the player's sockets hear of a decision on their money", () => {
  it('a top-up approved, then one rejected', async () => {
    const { player, socket } = await livePlayer();
    try {
      for (const decision of [calls.adminDepositApprove, calls.adminDepositReject]) {
        const deposit = await topUpWithCertificate(test, catalogue, player, {
          amount: '200.00',
          idempotencyKey: requestKey(),
        });
        await call(test, decision, { id: deposit.id, reason: 'checked' }, { token: finance.token });
        await expect(nextWallet(socket)).resolves.toEqual({ type: 'wallet' });
      }
    } finally {
      socket.close();
    }
  });

  it('an adjustment applied; nothing for one still awaiting its second operator', async () => {
    const { player, socket } = await livePlayer();
    try {
      const adjust = (amount: string) =>
        call(
          test,
          calls.adminAdjustmentAdd,
          {
            userId: player.userId,
            direction: 'credit',
            amount,
            reason: 'goodwill',
            idempotencyKey: requestKey(),
          },
          { token: finance.token },
        );
      expect((await adjust('6000.00')).status).toBe('pending');
      expect((await adjust('5.00')).status).toBe('applied');
      await expect(nextWallet(socket)).resolves.toEqual({ type: 'wallet' });
      // The pending one above sent nothing: the one wallet event was the applied adjustment's.
      expect(socket.unreadOf(ImCommand.Chat)).toHaveLength(0);
    } finally {
      socket.close();
    }
  });
});
