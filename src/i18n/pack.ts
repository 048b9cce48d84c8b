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
}

export interface LanguagePack {
  messages: Messages;
  names: CalendarNames;
}
