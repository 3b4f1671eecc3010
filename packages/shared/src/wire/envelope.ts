// The response envelope every /api and /wap path answers with (spec §3, §7).
import { z } from 'zod';

export const ZEnvelope = z.object({
  code: z.number().int(),
  message: z.string(),
  resBody: z.string().nullable(),
  dataPrice: z.unknown().nullable(),
  status: z.number().int(),
});
export type TEnvelope = z.infer<typeof ZEnvelope>;

export const SUCCESS_CODE = 0;
/** status 1 marks success (the upload call's client checks it), 0 failure. */
export const SUCCESS_STATUS = 1;
export const FAILURE_STATUS = 0;
