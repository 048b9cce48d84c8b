// Every language as a native writes it (issue 49): the slips a review found in
// the widget's catalogs and in the reference server's own texts and e-mails,
// held so they do not come back. docs/copy.md keeps each language's glossary.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BookingRow } from '../../server/db/bookings';
import type { Catalog } from '../../server/domain/catalog';
import { LANGS, type Lang } from '../../server/domain/lang';
import { SEED_TEXTS } from '../../server/db/seed-texts';
import { confirmationMessage } from '../../server/mail/confirmation';
import { SERVER_TEXTS } from '../../server/texts/index';
import { personName } from '../../src/i18n/person-name';

/** msgid -> msgstr of a .po catalog. */
function catalog(path: string): Map<string, string> {
  const text = readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
  return new Map(Array.from(text.matchAll(/msgid "([^"]+)"\nmsgstr "((?:[^"\\]|\\.)*)"/g), (match) => [match[1]!, match[2]!]));
}

/** Every string of a nested text table by its dotted path. */
function leaves(table: object, path = ''): Array<[string, string]> {
  return Object.entries(table).flatMap(([key, value]): Array<[string, string]> =>
    typeof value === 'string' ? [[`${path}${key}`, value]] : leaves(value as object, `${path}${key}.`),
  );
}

/** What a guest of one language can read: both catalogs, the server's own texts and its first labels. */
function everyText(lang: Lang): Array<[string, string]> {
  return [
    ...catalog(`src/i18n/locales/${lang}.po`),
    ...[...catalog(`src/i18n/locales/later/${lang}.po`)].map(([key, text]): [string, string] => [`later/${key}`, text]),
    ...leaves(SERVER_TEXTS[lang]).map(([key, text]): [string, string] => [`server ${key}`, text]),
    ...Object.entries(SEED_TEXTS[lang]).map(([key, text]): [string, string] => [`label ${key}`, text]),
  ];
}

function slips(lang: Lang, rules: Array<[RegExp, string]>): string[] {
  return everyText(lang).flatMap(([key, text]) => rules.filter(([slip]) => slip.test(text)).map(([, why]) => `${key}: "${text}" (${why})`));
}

describe('English, the fallback of every guest without their own language', () => {
  it('has every text the test reads', () => {
    expect(everyText('en').length).toBeGreaterThan(400);
  });

  it('never counts "accommodation" and never calls a stay "free" or "taken"', () => {
    expect(
      slips('en', [
        [/\b(an?|one|each|every|another|\d+|#)\s+accommodation/i, '"accommodation" is uncountable: say room, apartment or stay'],
        [/\baccommodations\b/i, '"accommodation" is uncountable'],
        // "Free cancellation" is the rates' own term (docs/copy.md): it means no fee, not an available stay.
        [/\bfree\b(?! of charge| cancellation)/i, 'the glossary says available'],
        [/\btaken\b(?! out)/i, 'the glossary says booked'],
      ]),
    ).toEqual([]);
  });
});

describe('Czech, the source', () => {
  it('puts no noun after a count filled in by code, whose form would depend on the number ("3 osob")', () => {
    expect(slips('cs', [[/\{[^{}]+\}\s+(osob|osoby|osoba|hostů|hosté|lidí)(?!\p{L})/u, 'put the noun before the count: "maximální počet hostů je {max}"']])).toEqual([]);
  });

  it('makes nothing agree with a name it does not know ("Chalupa … obsazen")', () => {
    expect(slips('cs', [[/\{\w*name\w*\}[^.]*(?<!\p{L})(obsazen|obsazena|obsazeny|obsazený|obsazená|volný|volná|volné|zarezervován|zarezervována|zarezervováno)(?!\p{L})/iu, 'the name can be of any gender']])).toEqual([]);
  });

  it('says "nights" after a decimal count as the catalog does ("1,5 noci")', () => {
    const widget = catalog('src/i18n/locales/cs.po').get('nights_count');
    expect(widget).toContain(`many {# ${SERVER_TEXTS.cs.nights.many}}`);
  });
});

describe('Hungarian', () => {
  it('writes "variábilis", in its texts and in its glossary', () => {
    expect(slips('hu', [[/variabilis/i, 'Hungarian spells it variábilis']])).toEqual([]);
    expect(readFileSync(new URL('../../docs/copy.md', import.meta.url), 'utf8')).not.toMatch(/variabilis/i);
  });
});

describe('a guest’s name in the confirmation e-mail’s greeting and step 4’s recap', () => {
  const booking = (lang: Lang) =>
    ({
      lang,
      customer: JSON.stringify({ first_name: 'János', last_name: 'Kovács', email: 'janos@example.com' }),
      stay: JSON.stringify({ objects: [] }),
      arrival: '2031-07-01',
      departure: '2031-07-04',
      time_of_arrival: '',
      note: '',
      price: 1000,
      deposit: 300,
      variable_symbol: '3100001',
      uuid: '00000000-0000-4000-8000-000000000001',
    }) as unknown as BookingRow;
  const catalogOf = { objects: [], occupancyTypes: [], services: [], settings: { currencyText: { cs: 'Kč', en: 'CZK' }, bankAccount: '1/0100', iban: 'CZ00' } } as unknown as Catalog;
  const firstLine = (lang: Lang) => confirmationMessage(booking(lang), catalogOf, 'Penzion', new Date()).text.split('\n')[0];

  it('puts the family name first in Hungarian, as Hungarian writes a name', () => {
    expect(firstLine('hu')).toBe('Kedves Kovács János!');
  });

  it('keeps one name when the other is missing', () => {
    expect(personName('János', '', 'hu')).toBe('János');
    expect(personName(undefined, 'Kovács', 'cs')).toBe('Kovács');
  });

  it('puts the given name first in every other language', () => {
    const greetings = LANGS.filter((lang) => lang !== 'hu').map((lang) => firstLine(lang));
    for (const greeting of greetings) expect(greeting).toMatch(/János Kovács/);
    expect(firstLine('en')).toBe('Dear János Kovács,');
  });
});

describe('docs/copy.md’s glossaries', () => {
  const doc = readFileSync(new URL('../../docs/copy.md', import.meta.url), 'utf8');
  /** Each language's section ("### Deutsch (de)" up to the next heading) and its table rows. */
  const sections = doc
    .split(/\n### /)
    .slice(1)
    .map((section) => section.split(/\n## /)[0]!)
    .map((section) => ({ lang: section.match(/^[^\n]*\((\w\w)\)\n/)?.[1] as Lang | undefined, rows: section.split('\n').filter((line) => /^\| (?!English \|)[^-]/.test(line)) }));

  it('have a section for every language but English, whose glossary heads the file', () => {
    expect(sections.map((section) => section.lang).sort()).toEqual(LANGS.filter((lang) => lang !== 'en').sort());
  });

  it('English: say only what the English texts say', () => {
    const texts = everyText('en')
      .map(([, text]) => text)
      .join('\n')
      .toLowerCase();
    const table = doc.split('\n## Glossary\n')[1]!.split('\n## ')[0]!;
    const unused = table
      .split('\n')
      .filter((line) => /^\| (?!say \|)[^-]/.test(line))
      .flatMap((row) =>
        row
          .split('|')[1]!
          .replace(/\([^)]*\)/g, '')
          .split(/[;/,]| or /)
          .map((term) => term.replace(/["“”„]/g, '').trim())
          .filter((term) => /\p{L}/u.test(term) && !texts.includes(term.toLowerCase()))
          .map((term) => `en: "${term}" (${row})`),
      );
    expect(unused).toEqual([]);
  });

  it('name only words the catalogs and the server’s texts use', () => {
    const unused = sections.flatMap(({ lang, rows }) => {
      const texts = everyText(lang!)
        .map(([, text]) => text)
        .join('\n')
        .toLowerCase();
      // The language's column: terms split at ; / and commas, without what brackets explain.
      return rows.flatMap((row) =>
        row
          .split('|')[2]!
          .replace(/\([^)]*\)/g, '')
          .split(/[;/,]/)
          .map((term) => term.replace(/["“”„]/g, '').trim())
          .filter((term) => /\p{L}/u.test(term) && !texts.includes(term.toLowerCase()))
          .map((term) => `${lang}: "${term}" (${row})`),
      );
    });
    expect(unused).toEqual([]);
  });
});
