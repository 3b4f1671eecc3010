import { describe, expect, it } from 'vitest';
import { waitingText } from './waiting';

const units = { day: 'd', hour: 'h', minute: 'min', underMinute: '<1 min' };
const now = Date.UTC(2026, 10, 23, 12, 0, 0);
const ago = (minutes: number) => now - minutes * 60_000;

describe('waiting time', () => {
  it('shows the largest two units', () => {
    expect(waitingText(ago(0.5), now, units)).toBe('<1 min');
    expect(waitingText(ago(5), now, units)).toBe('5 min');
    expect(waitingText(ago(60), now, units)).toBe('1 h');
    expect(waitingText(ago(192), now, units)).toBe('3 h 12 min');
    expect(waitingText(ago(2 * 1440 + 185), now, units)).toBe('2 d 3 h');
    expect(waitingText(ago(1440 + 30), now, units)).toBe('1 d');
  });

  it('reads a time a little ahead of this clock as no wait', () => {
    expect(waitingText(now + 5000, now, units)).toBe('<1 min');
  });
});
