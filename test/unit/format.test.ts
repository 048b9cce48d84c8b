import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { dateTexts, formatDisplayDate, formatPrice, stayLengthText } from '../../src/i18n/format';
import { messages as cs } from '../../src/i18n/locales/cs.po';
import { messages as en } from '../../src/i18n/locales/en.po';
import { LANGS, type Lang } from '../../src/config/config';
import type { LanguagePack } from '../../src/i18n/packs';
import { LOCALE_TAGS } from '../../src/i18n/stay-words';
// Every language file, as the build finds them (src/i18n/packs.ts).
const FILES = import.meta.glob<LanguagePack>('../../src/i18n/languages/*.ts', { import: 'pack', eager: true });
const LANGUAGES = Object.fromEntries(
  Object.entries(FILES).map(([path, pack]) => [/(\w+)\.ts$/.exec(path)![1], pack]),
) as Record<Lang, LanguagePack>;

const NBSP = '\u00a0';

describe('price format (SPEC 9)', () => {
  it('writes two decimals in the Czech number format with the currency after the amount', () => {
    expect(formatPrice(1234.5, 'Kč')).toBe(`1${NBSP}234,50${NBSP}Kč`);
    expect(formatPrice(0, 'Kč')).toBe(`0,00${NBSP}Kč`);
    expect(formatPrice(1999.999, 'CZK')).toBe(`2${NBSP}000,00${NBSP}CZK`);
  });

  it('puts dollar and euro before the amount', () => {
    expect(formatPrice(99, '€')).toBe(`€${NBSP}99,00`);
    expect(formatPrice(1200, ' $ ')).toBe(`$${NBSP}1${NBSP}200,00`);
  });

  it('shows the bare amount when the server gives no currency', () => {
    expect(formatPrice(15, '')).toBe('15,00');
  });
});

describe('date display', () => {
  it('shows DD.MM.YYYY', () => {
    expect(formatDisplayDate('2026-03-05')).toBe('05.03.2026');
    expect(formatDisplayDate('')).toBe('');
  });

  const names = (lang: Lang) => LANGUAGES[lang].names;

  it('names a full date in the widget language', () => {
    expect(dateTexts(names('cs')).fullDate('2026-11-23')).toBe('pondělí 23. listopadu 2026');
    // ICU versions differ in the comma after the weekday.
    expect(dateTexts(names('en')).fullDate('2026-11-23')).toMatch(/^Monday,? 23 November 2026$/);
    expect(dateTexts(names('de')).fullDate('2026-07-14')).toBe('Dienstag, 14. Juli 2026');
    expect(dateTexts(names('pl')).fullDate('2026-07-14')).toBe('wtorek, 14 lipca 2026');
    expect(dateTexts(names('cs')).monthTitle('2026-11')).toBe('listopad 2026');
    expect(dateTexts(names('hu')).monthTitle('2026-11')).toBe('2026. november');
    expect(dateTexts(names('en')).weekdays.map((day) => day.short)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('writes every day of two years, every month and weekday as Intl does, in every language, without asking Intl', () => {
    for (const lang of LANGS) {
      const locale = LOCALE_TAGS[lang];
      const texts = dateTexts(names(lang));
      const full = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
      const title = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
      const short = new Intl.DateTimeFormat(locale, { weekday: 'short' });
      const long = new Intl.DateTimeFormat(locale, { weekday: 'long' });
      for (let offset = 0; offset < 731; offset++) {
        const date = new Date(2026, 0, 1 + offset, 12);
        const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
        // ICU versions differ in the comma after the English weekday.
        expect(texts.fullDate(day).replace(',', ''), `${lang} ${day}`).toBe(full.format(date).replace(',', ''));
        if (date.getDate() === 1) expect(texts.monthTitle(day.slice(0, 7)), `${lang} ${day}`).toBe(title.format(date));
      }
      const week = Array.from({ length: 7 }, (_, index) => new Date(2026, 10, 23 + index, 12));
      expect(texts.weekdays, lang).toEqual(week.map((date) => ({ short: short.format(date), long: long.format(date) })));
    }
  });
});

describe('stay length in both languages', () => {
  const czech = setupI18n({ locale: 'cs', messages: { cs, en } });
  const english = setupI18n({ locale: 'en', messages: { cs, en } });

  it('uses Czech plural forms of nights and days', () => {
    expect([1, 2, 4, 5, 0].map((n) => stayLengthText(czech, n, 'nights'))).toEqual([
      '1 noc',
      '2 noci',
      '4 noci',
      '5 nocí',
      '0 nocí',
    ]);
    // Counted in days, a stay is one day longer than its nights.
    expect([0, 1, 4].map((n) => stayLengthText(czech, n, 'days'))).toEqual(['1 den', '2 dny', '5 dní']);
  });

  it('uses English plural forms', () => {
    expect([1, 3].map((n) => stayLengthText(english, n, 'nights'))).toEqual(['1 night', '3 nights']);
    expect(stayLengthText(english, 0, 'days')).toBe('1 day');
  });
});
