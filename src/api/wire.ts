import * as v from 'valibot';
import { isCalendarDay, wireBoolean, wireNumber } from './wire-rules.ts';

/**
 * valibot's building blocks for the wire format of later answers, on the rules
 * of wire-rules.ts; the parsed values are real booleans and numbers so nothing
 * downstream compares strings.
 */

export const boolish = v.pipe(
  v.union([v.boolean(), v.number(), v.string()]),
  v.check((raw) => wireBoolean(raw) !== undefined, 'not a boolean'),
  v.transform((raw): boolean => wireBoolean(raw) ?? false),
);

/** A boolean that defaults to false when the server leaves it out. */
export const flag = v.optional(boolish, false);

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

/** YYYY-MM-DD of a real calendar day (wire-rules.ts). */
export const isoDay = v.pipe(v.string(), v.check(isCalendarDay));

export const text = v.optional(v.string(), '');

// valibot's object and record schemas take arrays too; no answer of ours means one.
const notArray = v.check((input: unknown) => !Array.isArray(input));

/** v.object that refuses arrays. */
export const object = <E extends v.ObjectEntries>(entries: E) => v.pipe(v.unknown(), notArray, v.object(entries));

/** v.record with text keys that refuses arrays. */
export const record = <S extends v.GenericSchema>(value: S) => v.pipe(v.unknown(), notArray, v.record(v.string(), value));
