// At most so many socket database calls at once. When thousands of sockets log in and join together (a
// node starting, or a deploy moving every player), calls beyond the pool's connections would wait inside
// the driver as whole queries; here each waits as one callback. The queries built for thousands of waiting
// calls would outlive the young generation and leave the heap grown, and the process's memory with it,
// long after the storm (bench/RESULTS.md, socket fan-out).

export type Gate = <T>(call: () => Promise<T>) => Promise<T>;

export function concurrencyGate(limit: number): Gate {
  let running = 0;
  /** Waiting calls' starts, in arrival order; `head` is the next, so taking one is not a shift. */
  let waiting: Array<(() => void) | undefined> = [];
  let head = 0;

  function next(): void {
    const start = waiting[head];
    if (!start) {
      running -= 1;
      return;
    }
    waiting[head] = undefined;
    head += 1;
    if (head === waiting.length) {
      waiting = [];
      head = 0;
    }
    start();
  }

  return async function gated<T>(call: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    // The finishing call hands its place on, so `running` stays as it was.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await call();
    } finally {
      next();
    }
  };
}
