// Column values as either driver hands them back, as zod schemas: what the answers of the SQL functions
// (modules/<module>/sql) are parsed with at the boundary.
import { z } from 'zod';

/** A bigint column: a JS bigint (node-postgres, as database.ts sets it up), a number or its text (PGlite). */
export const ZInt8 = z
  .union([z.bigint(), z.number().int(), z.string().regex(/^-?\d+$/)])
  .transform((value) => BigInt(value));

/** A timestamptz column: a Date, or its text. */
export const ZInstant = z.union([z.date(), z.string()]).transform((at) => new Date(at));

/** Money in minor units inside a JSON answer: text, so nothing is rounded. */
export const ZMinorText = z
  .string()
  .regex(/^-?\d+$/)
  .transform((value) => BigInt(value));
