// Checks of form and wire text (phone, amount, date…) as plain functions, without zod: the player app's
// first screen uses some before the schemas load. The schemas built on them are in validators.ts.

/** Inclusive lower and upper bounds. */
export type Bounds = readonly [min: number, max: number];

/** A text field that must satisfy `isValid`; anything else, a missing field included, gets `message`. */
/** Ideographs of every CJK block, the supplementary planes included, not only U+4E00–U+9FA5. */
const CHINESE = /^\p{Script=Han}+$/u;
const LETTERS = /^[A-Za-z]+$/;
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;
const DIGITS = /^\d+$/;
const NUMBER = /^[+-]?\d+(?:\.\d+)?$/;
/** At most 15 whole digits keeps any amount, in cents, well inside a signed 64-bit column. */
const AMOUNT = /^(?:0|[1-9]\d{0,14})(?:\.\d{1,2})?$/;
/** Mainland mobile numbers, optionally behind the country code as +86, 0086 or 86 (then one space or dash). */
const PHONE = /^(?:(?:\+|00)?86[ -]?)?1[3-9]\d{9}$/;
/** The 15-digit generation of cards had no check character; only 18-digit ones may end in X. */
const ID_CARD = /^(?:\d{15}|\d{17}[\dXx])$/;
/** Area codes start with 0, which also keeps an 11-digit mobile number from passing as a landline. */
const LANDLINE = /^0\d{2,3}-?\d{7,8}$/;
/**
 * Local part: letters, digits, Chinese characters and `_ + -`, in dot-separated runs (no leading,
 * trailing or doubled dot). Domain: ASCII labels not starting or ending with a dash, then a top
 * level of two or more characters starting with a letter, so punycode (`xn--…`) fits and an IP does not.
 */
const EMAIL =
  /^[\p{Script=Han}\w+-]+(?:\.[\p{Script=Han}\w+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9]$/u;
/** The WHATWG parser forgives `http:host`, `http:///host` and backslashes; the prefix check does not. */
const URL_PREFIX = /^https?:\/\/[^\s/\\]\S*$/i;
const DATE = /^(\d{4})([-/])(\d{2})\2(\d{2})$/;

export function isChinese(text: string): boolean {
  return CHINESE.test(text);
}

/** ASCII letters only, the alphabet of account names and passwords. */
export function isLetters(text: string): boolean {
  return LETTERS.test(text);
}

export function isAlphanumeric(text: string): boolean {
  return ALPHANUMERIC.test(text);
}

/** ASCII digits only: full-width digits from a Chinese keyboard are not accepted. */
export function isDigits(text: string): boolean {
  return DIGITS.test(text);
}

/** A plain decimal with an optional sign; no exponent, no bare point (".5", "5."), no separators. */
export function isNumber(text: string): boolean {
  return NUMBER.test(text);
}

/** A non-negative amount of money: no leading zero, at most two decimals. `parseMinor` accepts exactly these. */
export function isAmount(text: string): boolean {
  return AMOUNT.test(text);
}

/** An amount above zero: "0.01" passes, "0", "0.0" and "0.00" do not. */
export function isPrice(text: string): boolean {
  return isAmount(text) && /[1-9]/.test(text);
}

export function isPhone(text: string): boolean {
  return PHONE.test(text);
}

export function isIdCard(text: string): boolean {
  return ID_CARD.test(text);
}

export function isLandline(text: string): boolean {
  return LANDLINE.test(text);
}

export function isEmail(text: string): boolean {
  return EMAIL.test(text);
}

export function isUrl(text: string): boolean {
  if (!URL_PREFIX.test(text)) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
}

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** `yyyy-mm-dd` or `yyyy/mm/dd` (one separator throughout) naming a day that exists in the Gregorian calendar. */
export function isDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[3]);
  const day = Number(match[4]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** A number, or text that `isNumber` accepts, within inclusive bounds. */
export function isInRange(value: number | string, [min, max]: Bounds): boolean {
  if (typeof value === 'string' && !isNumber(value)) return false;
  const number = Number(value);
  return number >= min && number <= max;
}

/**
 * Text counts code points, so "中文" and an emoji each count one per character, as PostgreSQL's
 * varchar(n) counts them; an array counts its items.
 */
export function isLengthInRange(value: string | readonly unknown[], [min, max]: Bounds): boolean {
  const length = typeof value === 'string' ? [...value].length : value.length;
  return length >= min && length <= max;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Null, undefined, blank text (any Unicode white space, the ideographic space included), `[]` and `{}`.
 * Zero, false, dates and other class instances are values, not empty.
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.keys(value).length === 0;
  return false;
}

/** JSON whose top level is an object or an array; a bare "1", "\"a\"" or "null" is not a JSON document here. */
export function isJsonString(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}

/** At least 8 characters, letters and digits only, at least one letter (spec §5). */
