import type { TCannedReply } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { cannedMatches } from './canned';

const reply = (id: number, shortCode: string): TCannedReply => ({
  id,
  shortCode,
  text: `text of ${shortCode}`,
  updateTime: '2026-11-23T10:00:00.000Z',
});
const replies = [reply(1, 'paid'), reply(2, 'hello'), reply(3, 'pending'), reply(4, 'payout')];

describe('cannedMatches', () => {
  it('lists the replies whose short code starts with what follows the slash, by code', () => {
    expect(cannedMatches(replies, '/pa').map((item) => item.shortCode)).toEqual(['paid', 'payout']);
    expect(cannedMatches(replies, '/').map((item) => item.shortCode)).toEqual([
      'hello',
      'paid',
      'payout',
      'pending',
    ]);
    expect(cannedMatches(replies, ' /PE').map((item) => item.shortCode)).toEqual(['pending']);
  });

  it('offers nothing for ordinary text, or once the code is followed by more', () => {
    expect(cannedMatches(replies, 'pa')).toEqual([]);
    expect(cannedMatches(replies, '/paid thanks')).toEqual([]);
    expect(cannedMatches(replies, 'see /paid')).toEqual([]);
  });
});
