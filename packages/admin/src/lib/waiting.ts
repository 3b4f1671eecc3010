// How long something has waited (the shared waitingText: the largest two units), and what counts as long.
export { type WaitingUnits, waitingText } from '@fair28/shared';

/** A wait long enough to stand out in a queue. */
export const LONG_WAIT_MS = 30 * 60_000;
