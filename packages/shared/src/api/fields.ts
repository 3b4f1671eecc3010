// More building blocks of request schemas (see common.ts): whole numbers read from form text, paging,
// dates, idempotency keys and operator reasons, shared by the money calls and their operator side.
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { isDate } from '../validators';

export { newIdempotencyKey } from './idempotency-key';

/**
 * A whole number sent as a JSON number or as form text of plain digits. Unlike `z.coerce`, it refuses
 * arrays, objects and blanks, which `Number()` would quietly turn into numbers.
 */
export function intField(min: number, max: number, message: MessageKey = 'form.invalidNumber') {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,15}$/, message),
      ],
      { error: message },
    )
    .transform(Number)
    .pipe(z.number().int(message).min(min, message).max(max, message));
}

/** The largest id of a table keyed by a 32-bit serial (game types, areas, rooms): more is no such row. */
export const SERIAL_ID_MAX = 2_147_483_647;

/** A row id: a positive whole number, at most `max` (the id column's own range). */
export const idField = (message: MessageKey = 'form.invalidNumber', max = Number.MAX_SAFE_INTEGER) =>
  intField(1, max, message);

/** A whole number that may be left out, as an absent field or empty form text: then it is `fallback`. */
export function intFieldOr(fallback: number, min: number, max: number, message?: MessageKey) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    intField(min, max, message).default(fallback),
  );
}

/** A flag as form text (`1`/`0`, `true`/`false`) or a JSON boolean. */
export const ZFlag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])], {
    error: 'form.invalidNumber' satisfies MessageKey,
  })
  .transform((value) => value === true || value === '1' || value === 'true');

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** pageNo from 1, pageSize up to 100 (spec §3 stat query fields); either may be left out or empty. */
export const ZPageRequest = z.object({
  pageNo: intFieldOr(1, 1, 1_000_000),
  pageSize: intFieldOr(PAGE_SIZE_DEFAULT, 1, PAGE_SIZE_MAX),
});
export type TPageRequest = z.output<typeof ZPageRequest>;

/** Which end of a list comes first: the newest rows (the default) or the oldest, as a review queue works. */
export const listOrders = ['newest', 'oldest'] as const;
export type ListOrder = (typeof listOrders)[number];
export const ZListOrder = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.enum(listOrders, { error: 'error.InvalidInput' satisfies MessageKey }).optional(),
);

/** One page of a list: the rows, how many there are in all, and which page this is. */
export function ZPage<Item extends z.ZodType>(item: Item) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** A day as `yyyy-mm-dd` (spec §9 default date format), in the server's time zone. */
export const ZDay = z
  .string({ error: 'form.invalidDate' satisfies MessageKey })
  .transform((text) => text.replace(/\//g, '-'))
  .refine(isDate, 'form.invalidDate' satisfies MessageKey);

/**
 * The idempotency key of every money-moving call (docs/PROTOCOL.md "Idempotency"): the client makes one
 * per submission and sends it again on a retry, which then answers the first result and moves nothing.
 * The alphabet is the union of the two that keys were stored under before they had one name (bets took
 * `.` and `:` too), so a retry from an older client still matches its first call.
 */
export const ZIdempotencyKey = z
  .string({ error: 'form.invalidIdempotencyKey' satisfies MessageKey })
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{8,64}$/, 'form.invalidIdempotencyKey' satisfies MessageKey);

/** The key's name on the deposit and withdrawal calls before every money call said `idempotencyKey`. */
type LegacyKeyField = {
  /** Read as `idempotencyKey`; send that instead. */
  requestKey?: string;
};

/**
 * A money call that took its key as `requestKey` before: either name is read, so older clients keep
 * working, and the handler sees only `idempotencyKey`. Both names with different keys are refused rather
 * than guessed between.
 */
export function acceptRequestKey<Form extends z.ZodType>(form: Form) {
  return z.preprocess((body: z.input<Form> & LegacyKeyField, context) => {
    if (typeof body !== 'object' || body === null || !('requestKey' in body)) return body;
    const { requestKey, ...rest } = body as Record<string, unknown>;
    if (rest.idempotencyKey === undefined) return { ...rest, idempotencyKey: requestKey };
    if (rest.idempotencyKey !== requestKey) {
      context.addIssue({
        code: 'custom',
        message: 'form.idempotencyKeyMismatch' satisfies MessageKey,
        path: ['idempotencyKey'],
        input: body,
      });
    }
    return rest;
  }, form);
}

/** Why an operator approved or rejected something: kept in the audit log and shown to the player. */
export const ZReason = z
  .string({ error: 'form.enterReason' satisfies MessageKey })
  .trim()
  .min(1, 'form.enterReason' satisfies MessageKey)
  .max(200, 'form.tooLong' satisfies MessageKey);

/** Game types, areas and rooms are keyed by 32-bit serials; rounds and bets by bigints. */
export const catalogueIdField = () => idField('error.InvalidInput', SERIAL_ID_MAX);
export const rowIdField = () => idField('error.InvalidInput');

/** A list sent as JSON text in a form field (or as a JSON body array): parsed before its schema reads it. */
export function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** A money amount in an answer or an event, as formatMinor writes it: "-12.50", "0.00", "1234.56". */
export const ZMoneyText = z.string().regex(/^-?\d+\.\d{2}$/);
/** An instant in an answer: milliseconds since the Unix epoch. */
export const ZEpochMs = z.number().int();
