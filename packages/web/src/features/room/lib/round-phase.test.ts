import type { TCurrentRound } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { formatCountdown, roundPhase } from './round-phase';

// A 20-second game closing 5 seconds before its draw: round 2 opens when round 1 is drawn.
const round = (issue: number, status: TCurrentRound['status'] = 'open'): TCurrentRound => ({
  roundId: 100 + issue,
  issue: String(issue),
  status,
  opensAt: (issue - 1) * 20_000,
  closesAt: issue * 20_000 - 5_000,
  drawsAt: issue * 20_000,
  beacon: null,
});

describe('round phase', () => {
  it('is open, with both countdowns, while the current round takes bets', () => {
    expect(roundPhase({ current: round(1), awaitingDraw: null }, 3_000)).toEqual({
      kind: 'open',
      roundId: 101,
      issue: '1',
      closesInMs: 12_000,
      drawsInMs: 17_000,
      beacon: null,
    });
  });

  it('names, while it takes bets, the beacon round that will decide it', () => {
    const beacon = { chainHash: 'ab'.repeat(32), round: 1234567, time: 15_000 };
    expect(roundPhase({ current: { ...round(1), beacon }, awaitingDraw: null }, 3_000)).toMatchObject({
      kind: 'open',
      beacon,
    });
  });

  it('turns closed by the clock alone, before the server says so', () => {
    expect(roundPhase({ current: round(1), awaitingDraw: null }, 15_000)).toEqual({
      kind: 'closed',
      roundId: 101,
      issue: '1',
      drawsInMs: 5_000,
      next: null,
    });
  });

  it('waits for results with the next round scheduled after the close', () => {
    const info = { current: round(2, 'scheduled'), awaitingDraw: round(1, 'closed') };
    expect(roundPhase(info, 16_500)).toEqual({
      kind: 'closed',
      roundId: 101,
      issue: '1',
      drawsInMs: 3_500,
      next: { roundId: 102, issue: '2', opensInMs: 3_500 },
    });
  });

  it('is drawing past the draw time until the result arrives, then the next round is open', () => {
    const info = { current: round(2, 'scheduled'), awaitingDraw: round(1, 'closed') };
    expect(roundPhase(info, 20_400)).toMatchObject({ kind: 'open', roundId: 102 });
    expect(roundPhase({ current: round(1), awaitingDraw: null }, 20_400)).toEqual({
      kind: 'drawing',
      roundId: 101,
      issue: '1',
      next: null,
    });
    expect(roundPhase({ current: round(1), awaitingDraw: null }, 20_400, new Set([101]))).toEqual({
      kind: 'unknown',
    });
  });

  it('waits for a scheduled round when nothing is open or closed', () => {
    expect(roundPhase({ current: round(3, 'scheduled'), awaitingDraw: null }, 30_000)).toEqual({
      kind: 'waiting',
      next: { roundId: 103, issue: '3', opensInMs: 10_000 },
    });
    expect(roundPhase({ current: null, awaitingDraw: null }, 0)).toEqual({ kind: 'preparing' });
  });
});

describe('countdown', () => {
  it('shows minutes and seconds, rounded up, never below zero', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(209_000)).toBe('03:29');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});
