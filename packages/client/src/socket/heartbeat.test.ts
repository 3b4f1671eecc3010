import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Heartbeat } from './heartbeat';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the heartbeat', () => {
  it('sends command 13 at every interval once started, and nothing once stopped', () => {
    const sent: object[] = [];
    const heartbeat = new Heartbeat((packet) => sent.push(packet), 7900);
    heartbeat.start();
    vi.advanceTimersByTime(7899);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([{ cmd: 13 }]);
    vi.advanceTimersByTime(7900);
    expect(sent).toHaveLength(2);
    heartbeat.stop();
    expect(heartbeat.isBeating).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(2);
  });

  it('starts over from now when started again, never beating twice per interval', () => {
    const sent: object[] = [];
    const heartbeat = new Heartbeat((packet) => sent.push(packet), 1000);
    heartbeat.start();
    vi.advanceTimersByTime(900);
    heartbeat.start();
    vi.advanceTimersByTime(900);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(100);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(6);
  });
});
