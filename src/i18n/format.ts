// Pure formatting of what step 1 shows: prices, dates, night counts. Every
// function takes its language or i18n instance as an argument, so two widgets
// in different languages on one page never share a formatter.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { dayToDate, type Day, type Month } from '../booking/day';

/** Keeps the amount and its currency on one line. */
const NO_BREAK_SPACE = '\u00a0';

/** Currencies written before the amount (SPEC 9); every other one goes after it. */
const LEADING_CURRENCY = /^(?:US)?[$€]$/;

/**
 * "1 234,50 Kč", "€ 99,00": two decimals in the Czech number format whatever
 * the widget's language, as the hotelier's price list shows it (SPEC 9).
 */
export function formatPrice(amount: number, currencyText: string): string {
  const number = new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  const currency = currencyText.trim();
  if (!currency) return number;
  return LEADING_CURRENCY.test(currency)
    ? `${currency}${NO_BREAK_SPACE}${number}`
    : `${number}${NO_BREAK_SPACE}${currency}`;
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

const LOCALES: Record<string, string> = { cs: 'cs-CZ', en: 'en-GB' };

export interface DateTexts {
  /** "pondělí 23. listopadu 2026": a cell's accessible name. */
  fullDate(day: Day): string;
  /** "listopad 2026": a month's heading. */
  monthTitle(month: Month): string;
  /** Short weekday names, Monday first. */
  weekdays: readonly { short: string; long: string }[];
}

/** Date texts in the widget's language; build once per widget and language, and reuse. */
export function dateTexts(lang: string): DateTexts {
  const locale = LOCALES[lang] ?? 'en-GB';
  const full = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const monthYear = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
  const shortDay = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  const longDay = new Intl.DateTimeFormat(locale, { weekday: 'long' });
  // 2026-11-23 is a Monday: seven days from it give the week in display order.
  const week = Array.from({ length: 7 }, (_, index) => new Date(2026, 10, 23 + index, 12));
  // Formatting is the costly part of drawing a month; each day is named once per language.
  const names = new Map<Day, string>();
  return {
    fullDate(day) {
      let name = names.get(day);
      if (name === undefined) {
        name = full.format(dayToDate(day));
        names.set(day, name);
      }
      return name;
    },
    monthTitle: (month) => monthYear.format(dayToDate(`${month}-01`)),
    weekdays: week.map((date) => ({ short: shortDay.format(date), long: longDay.format(date) })),
  };
}
