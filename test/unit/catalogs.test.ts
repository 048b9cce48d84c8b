// Every language has every text (issue 31): each catalog of each language has
// every message id of the English one, non-empty, with the same placeholders,
// and each plural message has every form the language uses. A new language,
// or a new text, fails here until it is translated.
import { readFileSync } from 'node:fs';
import { parse, type Token } from '@messageformat/parser';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/config/config';
import linguiConfig from '../../lingui.config';

const CATALOGS = ['src/i18n/locales', 'src/i18n/locales/later'];

function messagesOf(folder: string, lang: string): Map<string, string> {
  const po = PO.parse(readFileSync(`${folder}/${lang}.po`, 'utf8'));
  return new Map(po.items.map((item) => [item.msgid, item.msgstr.join('')]));
}

/** Placeholder names ("{name}", "{count, plural ...}") and the plural forms each plural gives. */
function shape(message: string): { names: string[]; plurals: string[][]; tags: string[] } {
  const names = new Set<string>();
  const plurals: string[][] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        if (token.type === 'plural') plurals.push(token.cases.map((entry) => entry.key).filter((key) => !key.startsWith('=')));
        for (const entry of token.cases) walk(entry.tokens);
      }
    }
  };
  walk(parse(message));
  const tags = [...message.matchAll(/<\/?\d+\/?>/g)].map((match) => match[0]).sort();
  return { names: [...names].sort(), plurals, tags };
}

describe('catalogs of every language', () => {
  it('are the languages the widget offers', () => {
    expect([...linguiConfig.locales].sort()).toEqual([...LANGS].sort());
  });

  for (const folder of CATALOGS) {
    const english = messagesOf(folder, 'en');
    for (const lang of LANGS.filter((code) => code !== 'en')) {
      it(`${folder}/${lang}.po has every English text, non-empty, with the same placeholders`, () => {
        const catalog = messagesOf(folder, lang);
        const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
        for (const [id, source] of english) {
          if (id === '') continue;
          const text = catalog.get(id);
          expect(text?.trim(), `${lang}: ${id}`).toBeTruthy();
          const want = shape(source);
          const got = shape(text!);
          expect(got.names, `${lang}: ${id} placeholders`).toEqual(want.names);
          expect(got.tags, `${lang}: ${id} tags`).toEqual(want.tags);
          for (const forms of got.plurals) {
            for (const category of categories) expect(forms, `${lang}: ${id} plural form "${category}"`).toContain(category);
          }
        }
        expect([...catalog.keys()].filter((id) => id && !english.has(id)), `${lang}: ids English does not have`).toEqual([]);
      });
    }
  }

  // A later screen's catalog goes into the widget's i18n over step 1's (src/i18n/setup.ts), and
  // Lingui extracts a text that both use into both: it must read the same in both.
  for (const lang of LANGS) {
    it(`${lang}: a text in both catalogs reads the same in both`, () => {
      const [stepOne, later] = CATALOGS.map((folder) => messagesOf(folder, lang)) as [Map<string, string>, Map<string, string>];
      const shared = [...later.keys()].filter((id) => id && stepOne.has(id));
      expect(shared.filter((id) => later.get(id) !== stepOne.get(id))).toEqual([]);
    });
  }
});
