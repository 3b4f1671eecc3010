// Server lines (spec §4): which addresses to try and in what order, and finding the first that answers.
// Pure logic, so the order and fallbacks are unit-tested without a browser.

export type Line = { index: number; url: string };

/** '' and '/' mean this site; a relative path is under it; trailing slashes are dropped. */
export function normalizeLine(address: string, origin: string): string {
  const trimmed = address.trim().replace(/\/+$/, '');
  if (trimmed === '') return origin;
  if (trimmed.startsWith('/')) return `${origin}${trimmed}`;
  return trimmed;
}

/**
 * The lines the app knows, numbered: the configured ones in order, then this site's own origin as
 * the last resort — a stale cached list must never leave the app with nothing to try.
 */
export function knownLines(configured: readonly string[] | undefined, origin: string): Line[] {
  const urls: string[] = [];
  for (const address of configured ?? []) {
    const url = normalizeLine(address, origin);
    if (!urls.includes(url)) urls.push(url);
  }
  if (!urls.includes(origin)) urls.push(origin);
  return urls.map((url, index) => ({ index, url }));
}

/** The player's chosen line goes first; the rest keep their configured order. */
export function probeOrder(lines: readonly Line[], preferredUrl: string | null): Line[] {
  const preferred = lines.find((line) => line.url === preferredUrl);
  return preferred ? [preferred, ...lines.filter((line) => line !== preferred)] : [...lines];
}

export class NoLineAnsweredError extends Error {
  override readonly name = 'NoLineAnsweredError';

  constructor(readonly failures: ReadonlyArray<{ line: Line; error: unknown }>) {
    super(`none of ${failures.length} line(s) answered`);
  }
}

/** Tries each line in turn and returns the first that answers, with its answer. */
export async function findAnsweringLine<T>(
  order: readonly Line[],
  probe: (line: Line, position: number) => Promise<T>,
): Promise<{ line: Line; answer: T }> {
  const failures: Array<{ line: Line; error: unknown }> = [];
  for (const [position, line] of order.entries()) {
    try {
      // One at a time on purpose: spec §4 takes the first line that answers, in order.
      return { line, answer: await probe(line, position) };
    } catch (error) {
      failures.push({ line, error });
    }
  }
  throw new NoLineAnsweredError(failures);
}
