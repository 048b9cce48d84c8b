/**
 * Calendar days as YYYY-MM-DD strings. Arithmetic runs in UTC on whole days,
 * so daylight-saving changes never shift a date. A "night" is named by the
 * date of its evening: the stay 2026-05-01 -> 2026-05-03 has the nights
 * 2026-05-01 and 2026-05-02.
 */

import { LANGS, type Lang } from './lang.ts';

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function toUtc(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, count: number): string {
  return fromUtc(toUtc(day) + count * DAY_MS);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** The nights of a stay: from the arrival up to the day before departure. */
export function nightsOf(arrival: string, departure: string): string[] {
  const nights: string[] = [];
  for (let night = arrival; night < departure; night = addDays(night, 1)) nights.push(night);
  return nights;
}

export function addMonths(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + count, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return fromUtc(target.getTime());
}

/** The server's local calendar date: the guesthouse's "today". */
export function localToday(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const date = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${date}`;
}

/** Made once per language: building a date format costs more than using it. */
const LONG_DATES = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ]),
) as Record<Lang, Intl.DateTimeFormat>;

/**
 * A day in prose: 2026-05-01 -> 1. 5. 2026 (cs), 1 May 2026 (en), 1. Mai 2026 (de),
 * 1 maja 2026 (pl), 2026. május 1. (hu): each language's own long date.
 */
export function prettyDay(day: string, lang: Lang): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  if (lang === 'cs') return `${date}. ${month}. ${year}`;
  return LONG_DATES[lang].format(new Date(Date.UTC(year, month - 1, date)));
}

export type { Lang };
