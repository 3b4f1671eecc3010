import { describe, expect, it } from 'vitest';
import { PacketDispatcher, readPacket } from './packet-dispatch';

/** A command-11 frame as the server sends it, with `content` as its JSON text. */
function chatFrame(content: object): string {
  return JSON.stringify({
    command: 11,
    data: {
      id: '1',
      from: 'system',
      to: '',
      group_id: '12',
      chatType: 1,
      msgType: 0,
      content: JSON.stringify(content),
      createTime: 1,
    },
  });
}

const round = { gameTypeId: 1, roundId: 2, issue: '1001' };

function deliver(dispatcher: PacketDispatcher, frame: unknown): void {
  const packet = readPacket(frame);
  if (packet) dispatcher.deliver(packet);
}

describe('packet dispatch', () => {
  it('hands command 11 to its content by name: text, 10, 11, 12 and 13; 99 and junk are ignored', () => {
    const dispatcher = new PacketDispatcher();
    const seen: string[] = [];
    dispatcher.onContent('Text', (content) => seen.push(`text:${content.nickName}:${content.text}`));
    dispatcher.onContent('BetPlaced', (content) => seen.push(`10:${content.isget}`));
    dispatcher.onContent('BetSettled', (content) => seen.push(`11:${content.isget}`));
    dispatcher.onContent('RoundStatus', (content) => seen.push(`12:${content.status}`));
    dispatcher.onContent('DrawResult', (content) => seen.push(`13:${content.sum}`));
    deliver(dispatcher, chatFrame({ type: 'text', text: '<b>hi</b>', userId: 3, nickName: 'ab***' }));
    deliver(
      dispatcher,
      chatFrame({
        type: 10,
        isget: 0,
        action: 'placed',
        nickName: 'ab***',
        roomId: 12,
        userId: 3,
        ...round,
        bets: [],
      }),
    );
    deliver(
      dispatcher,
      chatFrame({
        type: 11,
        isget: 1,
        roomId: 12,
        userId: 3,
        ...round,
        betCount: 1,
        stake: '10.00',
        payout: '19.80',
        refund: '0.00',
        profit: '9.80',
      }),
    );
    deliver(dispatcher, chatFrame({ type: 12, status: 'closed', ...round, drawsAt: 5 }));
    const digits = { a: 4, b: 5, c: 5, sum: 14 };
    const numbers = Array.from({ length: 20 }, (_, i) => i + 1);
    deliver(
      dispatcher,
      chatFrame({ type: 13, ...round, roundHash: 'ab', chainIndex: 1, numbers, ...digits }),
    );
    // Only part of an event: nothing a handler could trust.
    deliver(dispatcher, chatFrame({ type: 12, status: 'closed' }));
    deliver(dispatcher, chatFrame({ type: 99, note: 'maintenance' }));
    deliver(dispatcher, chatFrame({ type: 10, isget: 1 }));
    deliver(dispatcher, 'not json');
    deliver(dispatcher, JSON.stringify({ command: 42, data: {} }));
    deliver(dispatcher, new Uint8Array([1, 2]));
    expect(seen).toEqual(['text:ab***:<b>hi</b>', '10:0', '11:1', '12:closed', '13:14']);
  });

  it('hands customer service’s content to its handlers; a malformed support message is dropped', () => {
    const dispatcher = new PacketDispatcher();
    const seen: string[] = [];
    dispatcher.onContent('Support', (content) =>
      seen.push(`support:${content.message.text}:${content.unread}`),
    );
    dispatcher.onContent('SupportTyping', () => seen.push('typing'));
    dispatcher.onContent('SupportRead', (content) => seen.push(`read:${content.operatorReadId}`));
    const message = {
      id: 7,
      sender: 'operator',
      text: 'hello',
      imageUrl: '',
      createTime: '2026-01-01T00:00:00Z',
    };
    deliver(dispatcher, chatFrame({ type: 'support', message, unread: 2 }));
    deliver(dispatcher, chatFrame({ type: 'supportTyping' }));
    deliver(dispatcher, chatFrame({ type: 'supportRead', operatorReadId: 7, playerReadId: 6, unread: 0 }));
    deliver(dispatcher, chatFrame({ type: 'support', message: { id: 'x' }, unread: 1 }));
    expect(seen).toEqual(['support:hello:2', 'typing', 'read:7']);
  });

  it('hands a chat to its content handlers before the command handlers', () => {
    const dispatcher = new PacketDispatcher();
    const order: string[] = [];
    dispatcher.onCommand(11, () => order.push('command'));
    dispatcher.onContent('Text', () => order.push('content'));
    deliver(dispatcher, chatFrame({ type: 'text', text: 'hi', userId: 3, nickName: 'ab***' }));
    expect(order).toEqual(['content', 'command']);
  });

  it('removes a handler with the function it returned, leaving the others', () => {
    const dispatcher = new PacketDispatcher();
    const times: number[] = [];
    const remove = dispatcher.onCommand(13, (data) => times.push(data.serverTime));
    dispatcher.onCommand(13, (data) => times.push(-data.serverTime));
    deliver(dispatcher, JSON.stringify({ command: 13, data: { serverTime: 5 } }));
    remove();
    deliver(dispatcher, JSON.stringify({ command: 13, data: { serverTime: 6 } }));
    expect(times).toEqual([5, -5, -6]);
  });
});
