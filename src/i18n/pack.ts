// The shape of a language's texts (src/i18n/packs.ts has the why).
import type { Messages } from '@lingui/core';

/**
 * The calendar's words, as Intl writes them in the language (a unit test
 * compares two years of days), written out so that the first day cells never
 * wait for ICU's data to load (issue 17). Lists are space-separated.
 */
export interface CalendarNames {
  /** Month names as a heading says them, January first. */
  months: string;
  /** Month names as a date says them ("23. listopadu"); '' when they are the same. */
  monthsOf: string;
  /** Weekday names, Monday first. */
  days: string;
  /** Short weekday names, Monday first. */
  shortDays: string;
  /** A day in full, from {weekday}, {day}, {month}, {monthOf} and {year}. */
  fullDate: string;
  /** A month's heading, from {month} and {year}. */
  monthTitle: string;
  /** A day in a sentence, without weekday and year ("14. července"), from {day}, {month} and {monthOf}. */
  dayMonth: string;
  /** How a night's price is written short in a day cell (issue 32). */
  shortPrice: ShortPriceWords;
}

export interface LanguagePack {
  messages: Messages;
  names: CalendarNames;
  /** Loads the language's later screens' catalog, its own chunk. */
  later(): Promise<Messages>;
}

/** How a language writes a price short enough for a day cell (src/i18n/format.ts shortPrice). */
export interface ShortPriceWords {
  /** Between groups of three digits. */
  group: string;
  /** Before the one decimal of "1,3 mil.". */
  decimal: string;
  /** After millions written short ("\u00a0mil."). */
  millions: string;
  /** Whether four digits are grouped too ("1 400"; Polish and Hungarian write "1400"). */
  groupsFour: boolean;
}
