import { describe, expect, it } from 'vitest';
import { CHAT_TEXT_MAX_LENGTH, parseRoomContent, ZChatText, ZOutgoingTextContent } from './content';
import {
  chatPacket,
  IM_USERNAME_PREFIX,
  imSocketUrl,
  imUsername,
  userIdOfImUsername,
  ZClientPacket,
  ZGroupId,
} from './packets';

describe('IM usernames', () => {
  it('are the user id behind the prefix, and read back', () => {
    expect(imUsername(42)).toBe(`${IM_USERNAME_PREFIX}42`);
    expect(userIdOfImUsername(imUsername(42))).toBe(42);
  });

  it.each(['42', 'fair28_', 'fair28_0', 'fair28_042', 'fair28_4x', 'other_42', 'fair28_99999999999999999'])(
    'reads no user id from %j',
    (name) => {
      expect(userIdOfImUsername(name)).toBeUndefined();
    },
  );
});

describe('client packets', () => {
  it('a chat packet built for a player parses, with its content a text', () => {
    const packet = ZClientPacket.parse(chatPacket('fair28_1', 'room-1', 'hello', 1000));
    expect(packet).toMatchObject({ cmd: 11, group_id: 'room-1', chatType: 1, msgType: 0, createTime: 1000 });
    expect(packet.cmd === 11 && ZOutgoingTextContent.parse(JSON.parse(packet.content))).toEqual({
      type: 'text',
      text: 'hello',
    });
  });

  it('group ids: text or a number, letters, digits and _ . : -, at most 64', () => {
    expect(ZGroupId.parse(12)).toBe('12');
    expect(ZGroupId.parse('pc28:canada-1.vip_2')).toBe('pc28:canada-1.vip_2');
    for (const bad of ['', 'a room', 'r'.repeat(65), '<b>', -1, 1.5, null]) {
      expect(ZGroupId.safeParse(bad).success).toBe(false);
    }
  });

  it('chat text: trimmed, 1 to 200 characters counted as code points, no control characters', () => {
    expect(ZChatText.parse('  hi  ')).toBe('hi');
    expect(ZChatText.safeParse('😀'.repeat(CHAT_TEXT_MAX_LENGTH)).success).toBe(true);
    expect(ZChatText.safeParse('a'.repeat(CHAT_TEXT_MAX_LENGTH + 1)).error?.issues[0]?.message).toBe(
      'im.chatTooLong',
    );
    expect(ZChatText.safeParse(' ').error?.issues[0]?.message).toBe('im.chatEmpty');
    expect(ZChatText.safeParse('a\nb').error?.issues[0]?.message).toBe('im.chatControlCharacters');
  });

  it('the socket URL carries the login query, escaped', () => {
    const url = imSocketUrl('wss://a.example.com/ws', {
      username: 'fair28_1',
      password: 'fair28',
      token: '1.2&3',
    });
    expect(url).toBe('wss://a.example.com/ws?username=fair28_1&password=fair28&token=1.2%263');
  });
});

describe('room content', () => {
  it('reads text and every event type, keeping the event fields', () => {
    expect(parseRoomContent('{"type":"text","text":"hi","userId":1,"nickName":"a"}')).toEqual({
      type: 'text',
      text: 'hi',
      userId: 1,
      nickName: 'a',
    });
    const round = { gameTypeId: 1, roundId: 2, issue: '1001' };
    const events = [
      {
        type: 10,
        isget: 0,
        action: 'cancelled',
        nickName: 'a',
        roomId: 3,
        userId: 1,
        ...round,
        betIds: [3],
        refunded: '1.00',
      },
      {
        type: 11,
        isget: 1,
        roomId: 3,
        userId: 1,
        ...round,
        betCount: 1,
        stake: '1.00',
        payout: '0.00',
        refund: '0.00',
        profit: '-1.00',
      },
      { type: 12, status: 'opened', ...round, opensAt: 1, closesAt: 2, drawsAt: 3 },
      { type: 13, ...round, roundHash: 'ab', chainIndex: 1, numbers: [1, 2], a: 1, b: 2, c: 3, sum: 6 },
      { type: 99 },
    ];
    for (const event of events) expect(parseRoomContent(JSON.stringify(event))).toEqual(event);
  });

  it.each([
    'hi',
    '{"type":10,"isget":1}',
    '{"type":11,"isget":0}',
    '{"type":14}',
    '{"type":"text"}',
    'null',
    // Part of an event: its schema wants every field.
    '{"type":10,"isget":0,"betId":3}',
    '{"type":12}',
  ])('reads nothing from %j', (content) => {
    expect(parseRoomContent(content)).toBeUndefined();
  });
});
