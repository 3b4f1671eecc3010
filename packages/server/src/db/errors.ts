// Recognising PostgreSQL's refusals (unique and check constraints) through the wrappers drivers and
// Drizzle put around them, so services can turn a lost race into a clear answer.
const UNIQUE_VIOLATION = '23505';

function hasCode(error: unknown, code: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, UNIQUE_VIOLATION);
}
