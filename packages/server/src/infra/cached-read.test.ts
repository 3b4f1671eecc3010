import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedRead } from './cached-read';

afterEach(() => {
  vi.useRealTimers();
});

describe('a cached read', () => {
  it('serves one read to every caller within its time, then reads again', async () => {
    vi.useFakeTimers();
    let reads = 0;
    const read = cachedRead(5_000, async () => ++reads);
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    vi.advanceTimersByTime(4_999);
    expect(await read()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await read()).toBe(2);
  });

  it('keeps no failed read: the next caller reads again', async () => {
    let reads = 0;
    const read = cachedRead(60_000, async () => {
      reads += 1;
      if (reads === 1) throw new Error('database away');
      return reads;
    });
    await expect(read()).rejects.toThrow('database away');
    expect(await read()).toBe(2);
  });
});
