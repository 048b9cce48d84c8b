// Pure formatting of what step 1 shows: prices, dates, night counts. Every
// function takes its language or i18n instance as an argument, so two widgets
// in different languages on one page never share a formatter.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type Day, type Month, weekdayIndex } from '../booking/day';

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
 * The names the calendar shows, in the widget's two languages, as Intl would
 * write them (cs-CZ, en-GB). Written out rather than asked of Intl: the first
 * Intl object a page makes loads ICU's data, 50-100 ms of a slow phone's CPU
 * before the first day cell could show (issue 17). Czech dates take a month's
 * genitive ("23. listopadu"), its heading the nominative ("listopad 2026").
 */
const NAMES = {
  cs: {
    months: 'leden únor březen duben květen červen červenec srpen září říjen listopad prosinec',
    monthsOf: 'ledna února března dubna května června července srpna září října listopadu prosince',
    days: 'pondělí úterý středa čtvrtek pátek sobota neděle',
    /** Short weekday names are the long ones' first letters: "po", "Mon". */
    short: 2,
  },
  en: {
    months: 'January February March April May June July August September October November December',
    monthsOf: '',
    days: 'Monday Tuesday Wednesday Thursday Friday Saturday Sunday',
    short: 3,
  },
};

/** Date texts in the widget's language (Czech, else English); build once per widget and language. */
export function dateTexts(lang: string): DateTexts {
  const czech = lang === 'cs';
  const names = czech ? NAMES.cs : NAMES.en;
  const [months, monthsOf, days] = [names.months, names.monthsOf, names.days].map((list) => list.split(' '));
  const month = (day: Day) => Number(day.slice(5, 7)) - 1;
  return {
    fullDate(day) {
      const date = Number(day.slice(8));
      const weekday = days![weekdayIndex(day)];
      return czech
        ? `${weekday} ${date}. ${monthsOf![month(day)]} ${day.slice(0, 4)}`
        : `${weekday}, ${date} ${months![month(day)]} ${day.slice(0, 4)}`;
    },
    monthTitle: (value) => `${months![month(`${value}-01`)]} ${value.slice(0, 4)}`,
    weekdays: days!.map((long) => ({ short: long.slice(0, names.short), long })),
  };
}
