import * as v from 'valibot';

/**
 * Building blocks for the wire format. The server sends booleans and numbers
 * as strings ("1", "0", "true", "false", "1200.50"); the parsed values are
 * real booleans and numbers so nothing downstream compares strings.
 */

const BOOLEAN_WORDS: Record<string, boolean> = {
  '1': true,
  '0': false,
  true: true,
  false: false,
  '': false,
};

export const boolish = v.pipe(
  v.union([v.boolean(), v.number(), v.string()]),
  v.check((raw) => typeof raw !== 'string' || raw.trim().toLowerCase() in BOOLEAN_WORDS, 'not a boolean'),
  v.check((raw) => typeof raw !== 'number' || raw === 0 || raw === 1, 'not a boolean'),
  v.transform((raw): boolean => {
    if (typeof raw === 'boolean') return raw;
    if (typeof raw === 'number') return raw === 1;
    return BOOLEAN_WORDS[raw.trim().toLowerCase()] ?? false;
  }),
);

/** A boolean that defaults to false when the server leaves it out. */
export const flag = v.optional(boolish, false);

const NUMERIC = /^\s*-?\d+(?:[.,]\d+)?\s*$/;

export const numeric = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(NUMERIC, 'not a number'))]),
  v.transform((raw): number => (typeof raw === 'number' ? raw : Number(raw.trim().replace(',', '.')))),
  v.finite(),
);

export const wholeNumber = v.pipe(numeric, v.integer());

/** An id may arrive as a number or a string; the widget always gets a string. */
export const id = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((raw): string => String(raw)),
  v.minLength(1),
);

/**
 * YYYY-MM-DD of a real calendar day: the day must read back the same from a
 * Date, so '2027-02-30', '0000-00-00' or '2027-8-2' are refused.
 */
export const isoDay = v.pipe(
  v.string(),
  v.check((day) => {
    const time = Date.parse(day);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
  }),
);

export const text = v.optional(v.string(), '');

// valibot's object and record schemas take arrays too; no answer of ours means one.
const notArray = v.check((input: unknown) => !Array.isArray(input));

/** v.object that refuses arrays. */
export const object = <E extends v.ObjectEntries>(entries: E) => v.pipe(v.unknown(), notArray, v.object(entries));

/** v.record with text keys that refuses arrays. */
export const record = <S extends v.GenericSchema>(value: S) => v.pipe(v.unknown(), notArray, v.record(v.string(), value));
