// The wire format's rules as plain functions: the server sends booleans and
// numbers as strings ("1", "0", "true", "false", "1200.50") and days as
// YYYY-MM-DD. valibot's schemas of later answers (wire.ts) and step 1's plain
// readers (readers.ts) both check with these, so each rule is written once.

const BOOLEAN_WORDS: Record<string, boolean> = {
  '1': true,
  '0': false,
  true: true,
  false: false,
  '': false,
};

/** A boolean as the server sends one (true/false, 1/0, their words), or undefined for anything else. */
export function wireBoolean(raw: unknown): boolean | undefined {
  if (typeof raw === 'boolean') return raw;
  if (typeof raw === 'number') return raw === 1 ? true : raw === 0 ? false : undefined;
  return typeof raw === 'string' ? BOOLEAN_WORDS[raw.trim().toLowerCase()] : undefined;
}

const NUMERIC = /^\s*-?\d+(?:[.,]\d+)?\s*$/;

/** A finite number, from a number or a numeric text ("1200,50" too), or undefined for anything else. */
export function wireNumber(raw: unknown): number | undefined {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && NUMERIC.test(raw) ? Number(raw.trim().replace(',', '.')) : NaN;
  return Number.isFinite(value) ? value : undefined;
}

/**
 * YYYY-MM-DD of a real calendar day: the day must read back the same from a
 * Date, so '2027-02-30', '0000-00-00' or '2027-8-2' are refused.
 */
export function isCalendarDay(day: string): boolean {
  const time = Date.parse(day);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}
