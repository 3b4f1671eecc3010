// Runs a whole transaction again when PostgreSQL aborted it to break a deadlock or a serialization
// conflict (40P01, 40001): the abort left nothing behind, so running it again is the same request once more.
// Only for work whose every effect is in that transaction (no event sent, no file written before commit),
// and never from inside another transaction, whose abort would not be undone by running the inner part.
import type { Database, Tx } from './database';
import { isTransactionConflict } from './errors';

export type RetryOptions = {
  /** Runs in all, the first included. */
  attempts?: number;
  /** Which errors are worth another run; transaction conflicts unless told otherwise. */
  isRetryable?: (error: unknown) => boolean;
};

const DEFAULT_ATTEMPTS = 5;
const BASE_DELAY_MS = 4;
const MAX_DELAY_MS = 100;

/**
 * The pause before run `attempt + 1`: random up to a limit that doubles with each failure ("full jitter"),
 * so transactions that collided do not collide again in step.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  return random() * Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
}

export async function retryTransaction<T>(run: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
  const isRetryable = options.isRetryable ?? isTransactionConflict;
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)));
    }
  }
}

/** `db.orm.transaction(work)`, run again after a deadlock or a serialization conflict. */
export function retryingTransaction<T>(
  db: Database,
  work: (tx: Tx) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  return retryTransaction(() => db.orm.transaction(work), options);
}
