// Step 1's four answers (translations, settings, availability, pricing) are
// checked by these small readers instead of valibot, which would add about
// 2 KB gzipped to step 1 (issue 17). Later answers keep their valibot schemas,
// which load with their screens. Both give the transport the same thing: the
// Standard Schema interface (`~standard.validate`) that valibot implements.
import { isCalendarDay, wireBoolean, wireNumber } from './wire-rules.ts';

/** Reads a raw value into T, or throws REFUSED. */
export type Read<T> = (raw: unknown) => T;

const REFUSED = { refused: true };
export const refuse = (): never => {
  throw REFUSED;
};
const accept = <T>(value: T | undefined): T => (value === undefined ? refuse() : value);

export const text: Read<string> = (raw) => (typeof raw === 'string' ? raw : refuse());
export const flag: Read<boolean> = (raw) => accept(wireBoolean(raw));
export const numeric: Read<number> = (raw) => accept(wireNumber(raw));
export const day: Read<string> = (raw) => (isCalendarDay(text(raw)) ? (raw as string) : refuse());

/** Anything the server leaves out (undefined) becomes `fallback`. */
export const optional =
  <T, F extends T | undefined = T>(read: Read<T>, fallback?: F): Read<T | F> =>
  (raw) =>
    raw === undefined ? (fallback as F) : read(raw);

export const list =
  <T>(read: Read<T>): Read<T[]> =>
  (raw) =>
    Array.isArray(raw) ? raw.map(read) : refuse();

export const oneOf =
  <T extends string>(...allowed: T[]): Read<T> =>
  (raw) =>
    allowed.includes(raw as T) ? (raw as T) : refuse();

/**
 * A map of days to numbers that an extension of an answer may carry (issue 32:
 * the nightly prices, the minimum stays): whatever is not a day with a number
 * that `keeps` is left out, and so is a map that is no map, rather than
 * refusing the whole answer, so a server without it gets today's calendar.
 */
export const dayNumbers =
  (keeps: (value: number) => boolean): Read<Record<string, number>> =>
  (raw) => {
    const days: Record<string, number> = {};
    if (typeof raw === 'object' && raw !== null) {
      for (const [key, value] of Object.entries(raw)) {
        const number = wireNumber(value);
        if (number !== undefined && keeps(number) && isCalendarDay(key)) days[key] = number;
      }
    }
    return days;
  };

/** A plain object (not an array); its keys as they are. */
export const record: Read<Record<string, unknown>> = (raw) =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : refuse();

/** An object with these fields, and only these (others are dropped, as valibot's object does). */
export const fields =
  <T>(shape: { [K in keyof T]: Read<T[K]> }): Read<T> =>
  (raw) => {
    const source = record(raw);
    const output = {} as T;
    for (const key in shape) output[key] = shape[key](source[key]);
    return output;
  };

/** A reader as a Standard Schema: `{ value }` or `{ issues }`. */
export function answerSchema<T>(read: Read<T>) {
  return {
    '~standard': {
      version: 1,
      vendor: 'booking-widget',
      validate(raw: unknown): { value: T; issues?: undefined } | { issues: readonly { message: string }[] } {
        try {
          return { value: read(raw) };
        } catch (error) {
          if (error !== REFUSED) throw error;
          return { issues: [{ message: 'refused by the reader' }] };
        }
      },
    },
  } as const;
}

export type ReadOutput<S> = S extends { '~standard': { validate(raw: unknown): infer R } } ? Extract<R, { value: unknown }>['value'] : never;
