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
