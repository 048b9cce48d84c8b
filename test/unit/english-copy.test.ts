// The built-in English is the fallback for every foreign guest (issue 18): it
// must read as native hotel copy, not as a word-by-word translation of the
// Czech. docs/copy.md keeps the glossary; this guards its worst slips, in the
// widget's catalogs and in the English the reference server sends.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_TEXTS } from '../../server/db/seed-texts';

/** msgid -> msgstr of a .po catalog. */
function catalog(path: string): Map<string, string> {
  const text = readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
  return new Map(Array.from(text.matchAll(/msgid "([^"]+)"\nmsgstr "((?:[^"\\]|\\.)*)"/g), (match) => [match[1]!, match[2]!]));
}

const BUILT_IN = new Map([...catalog('src/i18n/locales/en.po'), ...catalog('src/i18n/locales/later/en.po')]);

/** Literal translations found in the catalog before (docs/copy.md), and spellings the glossary rules out. */
const SLIPS: [RegExp, string][] = [
  [/\bterms?\b/i, '"term" for dates or a stay (Czech "termín"): say dates, stay or changeover day'],
  [/\bobjects?\b/i, '"object" for a room (Czech "objekt"): say accommodation, room, apartment'],
  [/\boccupied\b/i, '"occupied" for a booked day: say booked'],
  [/\be-mail\b/i, 'write email'],
  [/\breservation\b/i, 'the glossary says booking'],
  [/\b(\d+) %/, 'no space before % in English'],
  [/\bleads nowhere\b/i, 'say "Page not found"'],
];

function slipsIn(texts: Iterable<[string, string]>): string[] {
  const found: string[] = [];
  for (const [key, text] of texts) {
    for (const [slip, why] of SLIPS) if (slip.test(text)) found.push(`${key}: "${text}" (${why})`);
  }
  return found;
}

describe('built-in English', () => {
  it('has every catalog text filled in', () => {
    expect(BUILT_IN.size).toBeGreaterThan(200);
    expect([...BUILT_IN].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('has none of the literal translations the glossary rules out', () => {
    expect(slipsIn(BUILT_IN)).toEqual([]);
  });

  it('says the key phrases a foreign guest meets first as a native site would', () => {
    expect(BUILT_IN.get('book_the_term')).toBe('Book these dates');
    expect(BUILT_IN.get('legend_term_change')).toBe('Changeover day');
    expect(BUILT_IN.get('prompt_arrival')).toBe('Choose your arrival date');
  });
});

describe("the reference server's English", () => {
  it('has none of the literal translations either', () => {
    expect(slipsIn(Object.entries(SEED_TEXTS.en))).toEqual([]);
  });

  it('starts out with the widget’s own wording for every plain text the widget knows', () => {
    const differing = Object.entries(SEED_TEXTS.en)
      .filter(([key, english]) => {
        const builtIn = BUILT_IN.get(key);
        return builtIn !== undefined && !builtIn.includes('{') && builtIn !== english;
      })
      .map(([key, english]) => `${key}: server "${english}", widget "${BUILT_IN.get(key)}"`);
    expect(differing).toEqual([]);
  });
});
