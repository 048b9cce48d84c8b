import { setupI18n } from '@lingui/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarTexts, formatDisplayDate, formatPrice, ratingNumber, stayLengthText } from '../../src/i18n/format';
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

  it("writes every amount as Intl's cs-CZ format does, its rounding included, without asking Intl", () => {
    const czech = new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const amount of [0.005, 1.005, 2.675, 68719.025, -0.001, -0, 1e-7, 999999.995]) expect(formatPrice(amount, ''), String(amount)).toBe(czech.format(amount));
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), fc.integer({ min: 1, max: 3 }), (units, decimals) => {
        const amount = units / 10 ** decimals;
        expect(formatPrice(amount, '')).toBe(czech.format(amount));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('date display', () => {
  it('shows DD.MM.YYYY', () => {
    expect(formatDisplayDate('2026-03-05')).toBe('05.03.2026');
    expect(formatDisplayDate('')).toBe('');
  });

  const names = (lang: Lang) => LANGUAGES[lang].names;

  it('names a full date in the widget language', () => {
    expect(calendarTexts(names('cs')).fullDate('2026-11-23')).toBe('pondělí 23. listopadu 2026');
    // ICU versions differ in the comma after the weekday.
    expect(calendarTexts(names('en')).fullDate('2026-11-23')).toMatch(/^Monday,? 23 November 2026$/);
    expect(calendarTexts(names('de')).fullDate('2026-07-14')).toBe('Dienstag, 14. Juli 2026');
    expect(calendarTexts(names('pl')).fullDate('2026-07-14')).toBe('wtorek, 14 lipca 2026');
    expect(calendarTexts(names('cs')).monthTitle('2026-11')).toBe('listopad 2026');
    expect(calendarTexts(names('hu')).monthTitle('2026-11')).toBe('2026. november');
    expect(calendarTexts(names('en')).weekdays.map((day) => day.short)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('writes every day of two years, every month and weekday as Intl does, in every language, without asking Intl', () => {
    for (const lang of LANGS) {
      const locale = LOCALE_TAGS[lang];
      const texts = calendarTexts(names(lang));
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

describe("a night's price in its day cell (issue 32)", () => {
  const texts = (lang: Lang) => calendarTexts(LANGUAGES[lang].names);

  it('writes whole units grouped as each language groups them, and millions short, as Intl does', () => {
    for (const lang of LANGS) {
      const plain = new Intl.NumberFormat(LOCALE_TAGS[lang], { maximumFractionDigits: 0 });
      const compact = new Intl.NumberFormat(LOCALE_TAGS[lang], { notation: 'compact', maximumFractionDigits: 1 });
      const intl = (amount: number) => (Math.round(amount) < 1_000_000 ? plain : compact).format(amount);
      for (const amount of [1, 850, 1400, 1399.5, 9999, 10_000, 12_550, 99_999, 100_000, 999_999, 1_000_000, 1_250_000, 12_345_678]) {
        expect(texts(lang).shortPrice(amount), `${lang} ${amount}`).toBe(intl(amount));
      }
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 999_000_000 }), (amount) => {
          expect(texts(lang).shortPrice(amount), `${lang} ${amount}`).toBe(intl(amount));
        }),
        { numRuns: 500 },
      );
    }
    expect([texts('cs').shortPrice(1400), texts('pl').shortPrice(1400), texts('de').shortPrice(12_550), texts('en').shortPrice(99_999)]).toEqual([
      `1${NBSP}400`,
      '1400',
      '12.550',
      '99,999',
    ]);
  });

  it('names a day in a sentence as Intl does, for two years of days in every language', () => {
    for (const lang of LANGS) {
      const dayMonth = new Intl.DateTimeFormat(LOCALE_TAGS[lang], { day: 'numeric', month: 'long' });
      for (let offset = 0; offset < 731; offset++) {
        const date = new Date(2026, 0, 1 + offset, 12);
        const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
        expect(texts(lang).dayMonth(day), `${lang} ${day}`).toBe(dayMonth.format(date));
      }
    }
    expect(texts('cs').dayMonth('2027-07-14')).toBe('14. července');
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

describe("the footer's rating (issue 52)", () => {
  it('writes a rating to one decimal as Intl writes it in each language', () => {
    for (const lang of LANGS) {
      const decimal = LANGUAGES[lang].names.shortPrice.decimal;
      const intl = new Intl.NumberFormat(LOCALE_TAGS[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      for (const average of [1, 3.25, 4.66, 4.7, 4.95, 5]) {
        expect(ratingNumber(average, decimal), `${lang} ${average}`).toBe(intl.format(Math.round(average * 10) / 10));
      }
    }
  });
});

