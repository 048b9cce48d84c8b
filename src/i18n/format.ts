// Pure formatting of what step 1 shows: prices, dates, night counts. Every
// function takes its language or i18n instance as an argument, so two widgets
// in different languages on one page never share a formatter.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type Day, type Month, weekdayIndex } from '../booking/day';
import type { CalendarNames } from './pack';

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

export interface DateTexts {
  /** "pondělí 23. listopadu 2026": a cell's accessible name. */
  fullDate(day: Day): string;
  /** "listopad 2026": a month's heading. */
  monthTitle(month: Month): string;
  /** Short weekday names, Monday first. */
  weekdays: readonly { short: string; long: string }[];
}

/**
 * The calendar's date texts from a language's names (src/i18n/packs.ts).
 * Written out rather than asked of Intl: the first Intl object a page makes
 * loads ICU's data, 50-100 ms of a slow phone's CPU before the first day cell
 * could show (issue 17). Build once per widget and language.
 */
export function dateTexts(names: CalendarNames): DateTexts {
  const [months, days, shortDays] = [names.months, names.days, names.shortDays].map((list) => list.split(' '));
  const monthsOf = names.monthsOf ? names.monthsOf.split(' ') : months!;
  const fill = (pattern: string, values: Record<string, string>) =>
    pattern.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  const month = (day: Day) => Number(day.slice(5, 7)) - 1;
  return {
    fullDate: (day) =>
      fill(names.fullDate, {
        weekday: days![weekdayIndex(day)]!,
        day: String(Number(day.slice(8))),
        month: months![month(day)]!,
        monthOf: monthsOf[month(day)]!,
        year: day.slice(0, 4),
      }),
    monthTitle: (value) => fill(names.monthTitle, { month: months![month(`${value}-01`)]!, year: value.slice(0, 4) }),
    weekdays: days!.map((long, index) => ({ short: shortDays![index]!, long })),
  };
}
