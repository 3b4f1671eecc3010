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

// The envelope's codes, apart from its schema (no zod: see protocol.ts).
export { FAILURE_STATUS, SUCCESS_CODE, SUCCESS_STATUS } from './envelope-codes';
