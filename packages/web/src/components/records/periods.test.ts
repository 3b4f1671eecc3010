import { describe, expect, it } from 'vitest';
import { quickRange } from './periods';

describe('record periods', () => {
  it('count days back from today, both ends included', () => {
    const today = new Date(2026, 2, 3, 15, 30);
    expect(quickRange('today', today)).toEqual({ startTime: '2026-03-03', endTime: '2026-03-03' });
    expect(quickRange('week', today)).toEqual({ startTime: '2026-02-25', endTime: '2026-03-03' });
    expect(quickRange('month', today)).toEqual({ startTime: '2026-02-02', endTime: '2026-03-03' });
  });
});
