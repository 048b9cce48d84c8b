// A stay in words, as a guest reads it on a button: "Pá 12. prosince – Po 15. prosince,
// 3 noci" / "Fri 12 Dec – Mon 15 Dec, 3 nights". Running text names the month in the
// language's own way; numbers alone are the fields' style (DD.MM.YYYY, docs/design.md).
// The year is left out: every suggestion is within weeks of the dates the guest just tried.
import type { I18n } from '@lingui/core';
import { dayToDate } from '../booking/day';
import type { Stay } from '../booking/nearest-stays';
import { stayLengthText, type StayUnit } from './format';
import type { Lang } from '../config/config';

/** BCP 47 tags for Intl, one region each, as the guests of a Czech property write them. */
export const LOCALE_TAGS: Readonly<Record<Lang, string>> = {
  cs: 'cs-CZ',
  en: 'en-GB',
  de: 'de-DE',
  sk: 'sk-SK',
  pl: 'pl-PL',
  uk: 'uk-UA',
  hu: 'hu-HU',
};

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** One formatter per language and widget; Intl formatters are costly to build. */
export function stayWords(i18n: I18n, unit: StayUnit): (stay: Stay) => string {
  const locale = LOCALE_TAGS[i18n.locale as Lang] ?? LOCALE_TAGS.en;
  // Czech and Slovak have no short month names (Intl's short form there is "12. 12."): the whole name.
  const longMonth = i18n.locale === 'cs' || i18n.locale === 'sk';
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: longMonth ? 'long' : 'short' });
  const day = (value: string) => {
    const when = dayToDate(value);
    return `${capitalised(weekday.format(when))} ${date.format(when)}`;
  };
  // A line may break only between the two days or before the length, never inside one of them.
  const whole = (text: string) => text.replace(/ /g, '\u00a0');
  return (stay) => `${whole(day(stay.arrival))} – ${whole(day(stay.departure))}, ${whole(stayLengthText(i18n, stay.nights, unit))}`;
}
