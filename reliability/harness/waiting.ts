// Waiting with a deadline: every wait in the reliability suites ends with a message naming what did not
// happen.

/** Polls `check` until it answers true; fails with `what` after `timeoutMs`. */
export async function waitFor(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      if (await check()) return;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const why = lastError instanceof Error ? `: ${lastError.message}` : '';
      throw new Error(`${what} did not happen within ${timeoutMs} ms${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
