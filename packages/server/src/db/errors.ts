// Recognising PostgreSQL's refusals through the wrappers drivers and Drizzle put around them: the one place
// that reads an error's SQLSTATE, so services can turn a lost race or a refused movement into a clear answer.

export const SqlState = {
  UniqueViolation: '23505',
  CheckViolation: '23514',
  SerializationFailure: '40001',
  DeadlockDetected: '40P01',
  /** statement_timeout (or a cancel) cut the statement. */
  QueryCanceled: '57014',
  /** lock_timeout: the statement waited too long for a lock. */
  LockNotAvailable: '55P03',
  /** Raised by ledger_post (ledger/sql/ledger-post.sql): a key already names a different movement. */
  LedgerKeyConflict: 'F28L1',
} as const;

type PostgresError = { code: string; message: string; detail?: string };

/** The PostgreSQL error inside `error`: itself or a cause, the first that carries a SQLSTATE. */
export function postgresError(error: unknown): PostgresError | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message, detail } = e as { code?: unknown; message?: unknown; detail?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return {
        code,
        message: typeof message === 'string' ? message : '',
        ...(typeof detail === 'string' ? { detail } : {}),
      };
    }
  }
  return undefined;
}

export function sqlState(error: unknown): string | undefined {
  return postgresError(error)?.code;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === SqlState.UniqueViolation;
}

export function isCheckViolation(error: unknown): boolean {
  return sqlState(error) === SqlState.CheckViolation;
}

/** PostgreSQL aborted the transaction to break a deadlock or a serialization conflict: nothing of it remains. */
export function isTransactionConflict(error: unknown): boolean {
  const code = sqlState(error);
  return code === SqlState.SerializationFailure || code === SqlState.DeadlockDetected;
}

/** A statement cut by statement_timeout or lock_timeout: its transaction was rolled back, nothing changed. */
export function isDatabaseTimeout(error: unknown): boolean {
  const code = sqlState(error);
  return code === SqlState.QueryCanceled || code === SqlState.LockNotAvailable;
}
