import { addDays, addMonths, differenceInCalendarDays } from 'date-fns';

/**
 * A calendar day as the API exchanges it: "YYYY-MM-DD". Strings compare in
 * date order, so ranges and min/max checks need no Date objects at all.
 */
export type Day = string;

/** A month as "YYYY-MM"; the key of one month grid. */
export type Month = string;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/**
 * Local noon of the day: a daylight-saving shift moves the clock by an hour,
 * never across midnight, so adding days to noon always lands on the right day.
 */
export function dayToDate(day: Day): Date {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
}

/** The local calendar day of a Date (the guest's wall clock, not UTC). */
export function dateToDay(date: Date): Day {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function isDay(value: unknown): value is Day {
  if (typeof value !== 'string' || !DAY_PATTERN.test(value)) return false;
  return dateToDay(dayToDate(value)) === value;
}

export const addDaysTo = (day: Day, amount: number): Day => dateToDay(addDays(dayToDate(day), amount));

/** Same day of another month, clamped to that month's last day (31 Jan + 1 = 28/29 Feb). */
export const addMonthsTo = (day: Day, amount: number): Day => dateToDay(addMonths(dayToDate(day), amount));

export const daysBetween = (from: Day, to: Day): number =>
  differenceInCalendarDays(dayToDate(to), dayToDate(from));

export const monthOf = (day: Day): Month => day.slice(0, 7);

export const firstDayOf = (month: Month): Day => `${month}-01`;

export const addMonthsToMonth = (month: Month, amount: number): Month =>
  monthOf(addMonthsTo(firstDayOf(month), amount));

export const monthsBetween = (from: Month, to: Month): number => {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
};

/** 0 = Monday ... 6 = Sunday: the week starts on Monday (SPEC 9). */
export const weekdayIndex = (day: Day): number => (dayToDate(day).getDay() + 6) % 7;

export const minDay = (a: Day, b: Day): Day => (a < b ? a : b);
export const maxDay = (a: Day, b: Day): Day => (a > b ? a : b);
