// A job run again and again on a timer (the promotions' days and packets, the auto-bet plans): one pass at
// a time, the next `intervalMs` after the last ended, a failed pass reported and the next one run anyway;
// stop() waits for a pass under way, so a shutdown never cuts one off.
export type RepeatingJob = {
  /** One pass now (tests run passes by hand). */
  runOnce(): Promise<void>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
};

export function repeatingJob(pass: () => Promise<unknown>, onError: (error: unknown) => void): RepeatingJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isStopped = true;
  const runOnce = async () => {
    await pass().catch(onError);
  };
  return {
    runOnce,
    start(intervalMs) {
      if (!isStopped) return;
      isStopped = false;
      const loop = () => {
        running = runOnce().finally(() => {
          if (!isStopped) timer = setTimeout(loop, intervalMs);
        });
      };
      timer = setTimeout(loop, intervalMs);
    },
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
