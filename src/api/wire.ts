import * as v from 'valibot';

/**
 * valibot's building blocks for the wire format, used by every answer's schema (step 1's
 * included): the server sends booleans and numbers as strings ("1", "0", "true", "false",
 * "1200.50") and days as YYYY-MM-DD; the parsed values are real booleans and numbers so nothing
 * downstream compares strings. Step 1's bundle carries only the blocks its schemas use.
 */

const BOOLEAN_WORDS: Record<string, boolean> = {
  '1': true,
  '0': false,
  true: true,
  false: false,
  '': false,
};

/** A boolean as the server sends one (true/false, 1/0, their words), or undefined for anything else. */
function wireBoolean(raw: unknown): boolean | undefined {
  if (typeof raw === 'boolean') return raw;
  if (typeof raw === 'number') return raw === 1 ? true : raw === 0 ? false : undefined;
  return typeof raw === 'string' ? BOOLEAN_WORDS[raw.trim().toLowerCase()] : undefined;
}

const NUMERIC = /^\s*-?\d+(?:[.,]\d+)?\s*$/;

/** A finite number, from a number or a numeric text ("1200,50" too), or undefined for anything else. */
function wireNumber(raw: unknown): number | undefined {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && NUMERIC.test(raw) ? Number(raw.trim().replace(',', '.')) : NaN;
  return Number.isFinite(value) ? value : undefined;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * YYYY-MM-DD of a real day of the (proleptic Gregorian) calendar, as a Date
 * reads it back: '2027-02-30', '0000-00-00' or '2027-8-2' are refused. Counted
 * rather than asked of a Date: the start-up's answers carry thousands of days
 * (the nights' prices and minimum stays of two years), and a Date per day was
 * about 25 ms of the host page's main thread at 4x (issue 33).
 */
export function isCalendarDay(day: string): boolean {
  const parts = DAY.exec(day);
  if (!parts) return false;
  const year = Number(parts[1]);
  const month = Number(parts[2]);
  const date = Number(parts[3]);
  if (month < 1 || month > 12 || date < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return date <= (month === 2 && leap ? 29 : MONTH_DAYS[month - 1]!);
}

export const boolish = v.pipe(
  v.union([v.boolean(), v.number(), v.string()]),
  v.check((raw) => wireBoolean(raw) !== undefined, 'not a boolean'),
  v.transform((raw): boolean => wireBoolean(raw) ?? false),
);

/** A boolean that defaults to false when the server leaves it out. */
export const flag = v.optional(boolish, false);

/** A boolean when the server sends one, undefined when it leaves it out or sends anything else (never refused). */
export const maybeFlag = v.pipe(v.optional(v.unknown()), v.transform(wireBoolean));

export const numeric = v.pipe(
  v.union([v.number(), v.string()]),
  v.check((raw) => wireNumber(raw) !== undefined, 'not a number'),
  v.transform((raw): number => wireNumber(raw) ?? 0),
);

export const wholeNumber = v.pipe(numeric, v.integer());

/** An id may arrive as a number or a string; the widget always gets a string. */
export const id = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((raw): string => String(raw)),
  v.minLength(1),
);

/** YYYY-MM-DD of a real calendar day. */
export const isoDay = v.pipe(v.string(), v.check(isCalendarDay));

export const text = v.optional(v.string(), '');

// valibot's object and record schemas take arrays too; no answer of ours means one.
const notArray = v.check((input: unknown) => !Array.isArray(input));

/** v.object that refuses arrays. */
export const object = <E extends v.ObjectEntries>(entries: E) => v.pipe(v.unknown(), notArray, v.object(entries));

/** v.record with text keys that refuses arrays. */
export const record = <S extends v.GenericSchema>(value: S) => v.pipe(v.unknown(), notArray, v.record(v.string(), value));

/**
 * A map of days to numbers that an extension of an answer may carry (issue 32: the nightly
 * prices, the minimum stays): whatever is not a day with a number that `keeps` is left out, and
 * so is a map that is no map or is missing, rather than refusing the whole answer, so a server
 * without it gets today's calendar.
 */
export const dayNumbers = (keeps: (value: number) => boolean) =>
  v.pipe(
    // A default, so a missing map runs through the transform too and reads as an empty one.
    v.optional(v.unknown(), null),
    v.transform((raw): Record<string, number> => {
      const days: Record<string, number> = {};
      if (typeof raw === 'object' && raw !== null) {
        for (const [key, value] of Object.entries(raw)) {
          const number = wireNumber(value);
          if (number !== undefined && keeps(number) && isCalendarDay(key)) days[key] = number;
        }
      }
      return days;
    }),
  );
