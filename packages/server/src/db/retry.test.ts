// SQLSTATE read through the wrappers around driver errors, and whole transactions run again after a
// deadlock or serialization failure, bounded and with jitter; other errors never run anything twice.
import { describe, expect, it } from 'vitest';
import {
  isCheckViolation,
  isTransactionConflict,
  isUniqueViolation,
  postgresError,
  sqlState,
} from './errors';
import { retryDelayMs, retryTransaction } from './retry';

/** A driver error as Drizzle hands it on: its own message, PostgreSQL's error as the cause. */
const wrapped = (code: string, detail?: string) =>
  Object.assign(new Error('Failed query: SELECT …'), {
    cause: Object.assign(new Error(`postgres says ${code}`), { code, ...(detail ? { detail } : {}) }),
  });

describe('SQLSTATE', () => {
  it('is read from the error or any cause, and only a five-character code counts', () => {
    expect(sqlState(wrapped('40P01'))).toBe('40P01');
    expect(sqlState({ code: '23505' })).toBe('23505');
    expect(sqlState(new Error('no code'))).toBeUndefined();
    expect(sqlState(Object.assign(new Error('node'), { code: 'ERR_SOCKET_CLOSED' }))).toBeUndefined();
    expect(postgresError(wrapped('F28L1', 'earlier transfer 7'))).toEqual({
      code: 'F28L1',
      message: 'postgres says F28L1',
      detail: 'earlier transfer 7',
    });
  });

  it('names the refusals services answer', () => {
    expect(isUniqueViolation(wrapped('23505'))).toBe(true);
    expect(isCheckViolation(wrapped('23514'))).toBe(true);
    expect(isTransactionConflict(wrapped('40P01'))).toBe(true);
    expect(isTransactionConflict(wrapped('40001'))).toBe(true);
    expect(isTransactionConflict(wrapped('23505'))).toBe(false);
  });
});

describe('retryTransaction', () => {
  it('runs the work again after a deadlock or a serialization failure, and answers its result', async () => {
    const failures = [wrapped('40P01'), wrapped('40001')];
    let runs = 0;
    const result = await retryTransaction(async () => {
      runs += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return 'done';
    });
    expect(result).toBe('done');
    expect(runs).toBe(3);
  });

  it('gives up after the attempts it was given, with the last error', async () => {
    let runs = 0;
    const attempt = retryTransaction(
      async () => {
        runs += 1;
        throw wrapped('40P01');
      },
      { attempts: 3 },
    );
    await expect(attempt).rejects.toSatisfy(isTransactionConflict);
    expect(runs).toBe(3);
  });

  it('never runs again after any other error', async () => {
    let runs = 0;
    const attempt = retryTransaction(async () => {
      runs += 1;
      throw wrapped('23505');
    });
    await expect(attempt).rejects.toSatisfy(isUniqueViolation);
    expect(runs).toBe(1);
  });

  it('waits a random pause below a limit that doubles with each failure and is capped', () => {
    expect(retryDelayMs(1, () => 1)).toBe(8);
    expect(retryDelayMs(2, () => 1)).toBe(16);
    expect(retryDelayMs(10, () => 1)).toBe(100);
    expect(retryDelayMs(3, () => 0)).toBe(0);
    expect(retryDelayMs(3, () => 0.5)).toBe(16);
  });
});
