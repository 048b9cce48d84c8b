// Pure formatting of what step 1 shows: prices, dates, night counts. Every
// function takes its language or i18n instance as an argument, so two widgets
// in different languages on one page never share a formatter.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type Day, type Month, weekdayIndex } from '../booking/day';
import type { CalendarNames, ShortPriceWords } from './pack';

/** Keeps the amount and its currency on one line. */
const NO_BREAK_SPACE = '\u00a0';

/** Currencies written before the amount (SPEC 9); every other one goes after it. */
const LEADING_CURRENCY = /^(?:US)?[$€]$/;

/** A whole number's digits in threes from the right ("1 234 567"), joined by `group`. */
const grouped = (digits: string, group: string): string => digits.replace(/\B(?=(\d{3})+$)/g, group);

/**
 * "1 234,50 Kč", "€ 99,00": two decimals in the Czech number format whatever
 * the widget's language, as the hotelier's price list shows it (SPEC 9).
 * Written out, not asked of Intl: every free day's name carries its price
 * (issue 32), and the first Intl object a page makes costs a slow phone
 * 50-250 ms before the first day cells (docs/benchmarks.md). A unit test holds
 * it to Intl's cs-CZ output, its rounding included (half away from zero on the
 * amount as written).
 */
export function formatPrice(amount: number, currencyText: string): string {
  const size = Math.abs(amount);
  const cents = size < 1e-6 ? 0 : Math.round(Number(`${size}e2`));
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const number = `${sign}${grouped(String(Math.floor(cents / 100)), NO_BREAK_SPACE)},${String(cents % 100).padStart(2, '0')}`;
  const currency = currencyText.trim();
  if (!currency) return number;
  return LEADING_CURRENCY.test(currency)
    ? `${currency}${NO_BREAK_SPACE}${number}`
    : `${number}${NO_BREAK_SPACE}${currency}`;
}

/**
 * A night's price as its day cell shows it: whole units, grouped as the
 * language groups digits ("1 400", "12 550", "1400" in Polish), and from a
 * million in millions with one decimal ("1,3 mil.", "1.3m"), as Intl writes each
 * language (a unit test compares them). Not thousands written short ("12,6 tis."):
 * at 360 px those are wider than six digits and did not fit a day in Polish and
 * Ukrainian (docs/copy.md). The full amount is in the day's name and tooltip.
 */
export function shortPrice(amount: number, words: ShortPriceWords): string {
  const whole = Math.round(amount);
  const tenths = Math.round(whole / 100_000);
  if (whole >= 1_000_000 && tenths < 10_000) {
    return `${Math.floor(tenths / 10)}${tenths % 10 ? `${words.decimal}${tenths % 10}` : ''}${words.millions}`;
  }
  const digits = String(whole);
  return digits.length < 5 && !words.groupsFour ? digits : grouped(digits, words.group);
}

/**
 * A rating of 5 to one decimal as the language writes it ("4,7", "4.7" with the pack's `decimal`):
 * written out, not asked of Intl, as the footer that shows it comes with the first paint.
 */
export function ratingNumber(average: number, decimal: string): string {
  const tenths = Math.round(average * 10);
  return `${Math.floor(tenths / 10)}${decimal}${tenths % 10}`;
}

/** "2026-03-05" -> "05.03.2026" (SPEC 9); empty for a day not chosen. */
export function formatDisplayDate(day: Day | ''): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

export type StayUnit = 'nights' | 'days';

const NIGHTS = msg({ id: 'nights_count', message: '{count, plural, one {# night} other {# nights}}' });
const DAYS = msg({ id: 'days_count', message: '{count, plural, one {# day} other {# days}}' });

/**
 * "3 noci" / "5 nocí" / "1 night": the stay's length in the hotelier's unit.
 * Counted in days, a stay lasts one day more than its nights.
 */
export function stayLengthText(i18n: I18n, nights: number, unit: StayUnit): string {
  return unit === 'days'
    ? i18n._(DAYS.id, { count: nights + 1 }, { message: DAYS.message })
    : i18n._(NIGHTS.id, { count: nights }, { message: NIGHTS.message });
}

export interface CalendarTexts {
  /** "pondělí 23. listopadu 2026": a cell's accessible name. */
  fullDate(day: Day): string;
  /** "14. července": a day in a sentence ("Od 14. července je minimální pobyt 5 nocí."). */
  dayMonth(day: Day): string;
  /** "listopad 2026": a month's heading. */
  monthTitle(month: Month): string;
  /** Short weekday names, Monday first. */
  weekdays: readonly { short: string; long: string }[];
  /** "1 400", "12 550": a night's price in its day cell. */
  shortPrice(amount: number): string;
}

/**
 * The calendar's texts from a language's names (src/i18n/packs.ts).
 * Written out rather than asked of Intl: the first Intl object a page makes
 * loads ICU's data, 50-100 ms of a slow phone's CPU before the first day cell
 * could show (issue 17). Build once per widget and language.
 */
export function calendarTexts(names: CalendarNames): CalendarTexts {
  const [months, days, shortDays] = [names.months, names.days, names.shortDays].map((list) => list.split(' '));
  const monthsOf = names.monthsOf ? names.monthsOf.split(' ') : months!;
  const fill = (pattern: string, day: Day) => {
    const month = Number(day.slice(5, 7)) - 1;
    return pattern
      .replace('{weekday}', days![weekdayIndex(day)]!)
      .replace('{day}', String(Number(day.slice(8))))
      .replace('{monthOf}', monthsOf[month]!)
      .replace('{month}', months![month]!)
      .replace('{year}', day.slice(0, 4));
  };
  return {
    fullDate: (day) => fill(names.fullDate, day),
    dayMonth: (day) => fill(names.dayMonth, day),
    monthTitle: (value) => fill(names.monthTitle, `${value}-01`),
    weekdays: days!.map((long, index) => ({ short: shortDays![index]!, long })),
    shortPrice: (amount) => shortPrice(amount, names.shortPrice),
  };
}
