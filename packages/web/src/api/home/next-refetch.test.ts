import type { THomePageResponse } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { nextRefetchMs } from './next-refetch';

const round = (drawsAt: number) => ({
  roundId: 1,
  issue: '1',
  status: 'open' as const,
  opensAt: 0,
  closesAt: 0,
  drawsAt,
});
const page = (draws: number[]) =>
  ({ games: draws.map((drawsAt) => ({ current: round(drawsAt) })) }) as unknown as THomePageResponse;

describe('when home fetches its live rounds again', () => {
  it('is just after the earliest draw', () => {
    expect(nextRefetchMs(page([30_000, 10_000]), 0)).toBe(12_000);
  });
  it('waits at least 3 s and at most a minute', () => {
    expect(nextRefetchMs(page([1_000]), 5_000)).toBe(3_000);
    expect(nextRefetchMs(page([600_000]), 0)).toBe(60_000);
    expect(nextRefetchMs(page([]), 0)).toBe(60_000);
    expect(nextRefetchMs(undefined, 0)).toBe(60_000);
  });
});
