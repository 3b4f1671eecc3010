import { describe, expect, it } from 'vitest';
import { dueCheck } from './reality-check';

const session = (minutesPlayed: number, realityCheckMinutes: number | null) => ({
  startedAt: 0,
  serverTime: minutesPlayed * 60_000,
  minutesPlayed,
  net: '0.00',
  stakes: '0.00',
  realityCheckMinutes,
});

describe('the reality check', () => {
  it('is due once per whole interval played', () => {
    expect([0, 29, 30, 59, 60, 95].map((minutes) => dueCheck(session(minutes, 30)))).toEqual([
      0, 0, 1, 1, 2, 3,
    ]);
  });

  it('is never due when the player turned it off', () => {
    expect(dueCheck(session(500, null))).toBe(0);
  });
});
