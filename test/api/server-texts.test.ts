import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_TEXTS } from '../../server/db/seed-texts.ts';
import { LANGS } from '../../server/domain/lang.ts';
import { SERVER_TEXTS } from '../../server/texts/index.ts';

/**
 * The reference server's text tables, one file per language (server/texts):
 * tsc already refuses a missing text; these hold what it cannot see.
 */

/** Every string of a nested text table by its dotted path. */
function leaves(table: object, path = ''): Array<[string, string]> {
  return Object.entries(table).flatMap(([key, value]): Array<[string, string]> =>
    typeof value === 'string' ? [[`${path}${key}`, value]] : leaves(value as object, `${path}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** msgid -> msgstr of a .po catalog. */
function catalog(path: string): Map<string, string> {
  const text = readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
  return new Map(Array.from(text.matchAll(/msgid "([^"]+)"\nmsgstr "((?:[^"\\]|\\.)*)"/g), (match) => [match[1]!, match[2]!]));
}

describe('the server’s texts in every language', () => {
  it('name a night in every plural category the language uses', () => {
    const missing = LANGS.flatMap((lang) =>
      new Intl.PluralRules(lang)
        .resolvedOptions()
        .pluralCategories.filter((category) => !SERVER_TEXTS[lang].nights[category])
        .map((category) => `${lang}: ${category}`),
    );
    expect(missing).toEqual([]);
  });

  it('keep the English texts’ placeholders, so a guest never sees a {name} or loses a value', () => {
    const english = new Map([...leaves(SERVER_TEXTS.en), ...leaves(SEED_TEXTS.en)]);
    const wrong = LANGS.flatMap((lang) =>
      [...leaves(SERVER_TEXTS[lang]), ...leaves(SEED_TEXTS[lang])]
        .filter(([path, text]) => path.split('.')[0] !== 'nights' && (text.trim() === '' || placeholders(text).join() !== placeholders(english.get(path) ?? '').join()))
        .map(([path, text]) => `${lang} ${path}: "${text}"`),
    );
    expect(wrong).toEqual([]);
  });

  it('start global_translations with the widget’s own wording for every plain text the widget knows', () => {
    const differing = LANGS.flatMap((lang) => {
      const builtIn = new Map([...catalog(`src/i18n/locales/${lang}.po`), ...catalog(`src/i18n/locales/later/${lang}.po`)]);
      return Object.entries(SEED_TEXTS[lang])
        .filter(([key, text]) => {
          const widget = builtIn.get(key);
          return widget !== undefined && !widget.includes('{') && widget !== text;
        })
        .map(([key, text]) => `${lang} ${key}: server "${text}", widget "${builtIn.get(key)}"`);
    });
    expect(differing).toEqual([]);
  });
});
