// The catalogs as the widget's modules give them (scripts/catalogs-plugin.ts: each language's texts
// without the ids, the ids once per catalog) are, for every language and catalog, exactly what
// Lingui's own compiler makes of the `.po` file. The `.po` imports below go through the build's
// plugins (this project extends vite.config.ts), so they are the modules the widget ships.
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/config/config';
import { compiledFile, inIdOrder, packed } from '../../scripts/catalogs-plugin';

const CATALOGS = ['src/i18n/locales', 'src/i18n/locales/later'];
const MODULES = import.meta.glob<{ messages: Record<string, unknown> }>('../../src/i18n/locales/**/*.po');

describe('catalogs without their ids', () => {
  for (const folder of CATALOGS) {
    for (const lang of LANGS) {
      it(`${folder}/${lang}.po gives the widget what Lingui compiles`, async () => {
        const shipped = (await MODULES[`../../${folder}/${lang}.po`]!()).messages;
        const lingui = await compiledFile(`${folder}/${lang}.po`);
        expect(Object.keys(lingui).length).toBeGreaterThan(40);
        expect(shipped).toEqual(lingui);
      });
    }
  }

  it('a language whose ids are not its catalog stops the build, naming them', () => {
    const ids = ['check_in', 'check_out'];
    expect(inIdOrder(ids, { check_out: ['Odjezd'], check_in: ['Příjezd'] }, 'cs.po')).toEqual(['Příjezd', 'Odjezd']);
    expect(() => inIdOrder(ids, { check_in: ['Příjezd'] }, 'cs.po')).toThrow(/cs\.po: .*missing: check_out/);
    expect(() => inIdOrder(ids, { check_in: ['a'], check_out: ['b'], legend: ['c'] }, 'cs.po')).toThrow(/extra: legend/);
  });

  it('keeps a text with placeholders compiled and gives a plain one as its string', () => {
    expect(packed(['Příjezd'])).toBe('Příjezd');
    expect(packed(['od ', ['price'], ' za noc'])).toEqual(['od ', ['price'], ' za noc']);
    expect(packed([['count', 'plural', { one: ['#', ' noc'] }]])).toEqual([['count', 'plural', { one: ['#', ' noc'] }]]);
  });
});
