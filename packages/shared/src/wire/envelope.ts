// The response envelope every /api and /wap path answers with (spec §3, §7). Read by hand, not with zod:
// the player app's first screen reads its answers' envelopes before the schemas have loaded.

/** The code of a successful answer. */
export const SUCCESS_CODE = 0;
/** status 1 marks success (the upload call's client checks it), 0 failure. */
export const SUCCESS_STATUS = 1;
export const FAILURE_STATUS = 0;

export type TEnvelope = {
  code: number;
  message: string;
  resBody: string | null;
  dataPrice: unknown;
  status: number;
};

/** `value` as an envelope, or null when it is not one (a field missing or of the wrong type). */
export function readEnvelope(value: unknown): TEnvelope | null {
  if (typeof value !== 'object' || value === null) return null;
  const { code, message, resBody, dataPrice, status } = value as Record<string, unknown>;
  if (!Number.isInteger(code) || !Number.isInteger(status) || typeof message !== 'string') return null;
  if (resBody !== null && typeof resBody !== 'string') return null;
  // A missing dataPrice reads as the null the server sends.
  return { code: code as number, message, resBody, dataPrice: dataPrice ?? null, status: status as number };
}
