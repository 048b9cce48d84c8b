// One date style per context (issue 52): DD.MM.YYYY in fields and field-like summaries, the
// language's own words in running text ("Pá 27. listopadu", "Fri 27 Nov"), never numbers alone.
import { setupI18n } from '@lingui/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calendarTexts, formatDisplayDate } from '../../src/i18n/format';
import { stayWords } from '../../src/i18n/stay-words';
import { messages as cs } from '../../src/i18n/locales/cs.po';
import { messages as en } from '../../src/i18n/locales/en.po';
import { LANGS, type Lang } from '../../src/config/config';
import type { LanguagePack } from '../../src/i18n/packs';

const FILES = import.meta.glob<LanguagePack>('../../src/i18n/languages/*.ts', { import: 'pack', eager: true });
const PACKS = Object.fromEntries(Object.entries(FILES).map(([path, pack]) => [/(\w+)\.ts$/.exec(path)![1], pack])) as Record<Lang, LanguagePack>;

/** A day and month in numbers alone: "27. 11.", "27.11", "11/27". */
const NUMERIC_DAY_MONTH = /\b\d{1,2}\s?[./]\s?\d{1,2}\b/;

describe('date style', () => {
  it('fields show DD.MM.YYYY', () => {
    expect(formatDisplayDate('2028-02-10')).toBe('10.02.2028');
    expect(formatDisplayDate('2026-11-27')).toBe('27.11.2026');
  });

  it("running text names the month in the language's own way, in every language", () => {
    const stay = { arrival: '2026-11-27', departure: '2026-11-30', nights: 3 } as const;
    for (const lang of LANGS) {
      const i18n = setupI18n({ locale: lang, messages: { [lang]: lang === 'cs' ? cs : en } });
      const words = stayWords(i18n, 'nights')(stay as Parameters<ReturnType<typeof stayWords>>[0]);
      const texts = calendarTexts(PACKS[lang].names);
      for (const text of [words, texts.dayMonth('2026-11-27'), texts.fullDate('2026-11-27')]) {
        expect(text, `${lang}: ${text}`).not.toMatch(NUMERIC_DAY_MONTH);
      }
    }
    const czech = setupI18n({ locale: 'cs', messages: { cs } });
    expect(stayWords(czech, 'nights')({ arrival: '2026-11-27', departure: '2026-11-30', nights: 3 } as never)).toBe(
      'Pá\u00a027.\u00a0listopadu – Po\u00a030.\u00a0listopadu, 3\u00a0noci',
    );
  });

  it('no screen writes a date itself: fields through formatDisplayDate, running text through the language pack or stay-words', () => {
    const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name) && !name.startsWith(join('i18n', '')))
      .map((name) => join('src', name));
    const offences = sources.filter((file) => /toLocaleDateString|toLocaleTimeString|DateTimeFormat\(/.test(readFileSync(file, 'utf8')));
    expect(offences).toEqual([]);
  });
});
