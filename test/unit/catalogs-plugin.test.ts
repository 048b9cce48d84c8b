// The catalogs as the widget's modules give them (scripts/catalogs-plugin.ts: each language's texts
// without the ids, the ids once per catalog) are, for every language and catalog, exactly what
// Lingui's own compiler makes of the `.po` file. The `.po` imports below go through the build's
// plugins (this project extends vite.config.ts), so they are the modules the widget ships.
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/config/config';
import { compiledFile, inIdOrder, packed, withoutEarlierTexts } from '../../scripts/catalogs-plugin';

const CATALOGS = ['src/i18n/locales', 'src/i18n/locales/later'];
const pick = (messages: Record<string, unknown>, ids: string[]) => Object.fromEntries(ids.filter((id) => id in messages).map((id) => [id, messages[id]]));
const MODULES = import.meta.glob<{ messages: Record<string, unknown> }>('../../src/i18n/locales/**/*.po');

const shippedMessages = async (folder: string, lang: string) => (await MODULES[`../../${folder}/${lang}.po`]!()).messages;

describe('catalogs without their ids', () => {
  for (const [index, folder] of CATALOGS.entries()) {
    for (const lang of LANGS) {
      // A catalog leaves out the texts of the catalogs before it, which the widget has loaded first
      // (src/i18n/setup.ts puts them into one i18n): together they give every text Lingui compiles.
      it(`${folder}/${lang}.po, with the catalogs loaded before it, gives the widget what Lingui compiles`, async () => {
        const shipped = await shippedMessages(folder, lang);
        const before = Object.assign({}, ...(await Promise.all(CATALOGS.slice(0, index).map((earlier) => shippedMessages(earlier, lang)))));
        const lingui = await compiledFile(`${folder}/${lang}.po`);
        expect(Object.keys(lingui).length).toBeGreaterThan(40);
        expect(Object.keys(shipped).filter((id) => id in before)).toEqual([]);
        expect({ ...pick(before, Object.keys(lingui)), ...shipped }).toEqual(lingui);
      });
    }
  }

  it('the later catalog carries none of the texts step 1 already has (Lingui extracts a text used in both into both)', async () => {
    const later = await compiledFile('src/i18n/locales/later/en.po');
    const stepOne = await compiledFile('src/i18n/locales/en.po');
    const shared = Object.keys(later).filter((id) => id in stepOne);
    expect(shared).toContain('total_price');
    expect(Object.keys(await shippedMessages('src/i18n/locales/later', 'en'))).not.toContain('total_price');
  });

  it('a language whose ids are not its catalog stops the build, naming them', () => {
    const ids = ['check_in', 'check_out'];
    expect(inIdOrder(ids, { check_out: ['Odjezd'], check_in: ['Příjezd'] }, 'cs.po')).toEqual(['Příjezd', 'Odjezd']);
    expect(() => inIdOrder(ids, { check_in: ['Příjezd'] }, 'cs.po')).toThrow(/cs\.po: .*missing: check_out/);
    expect(() => inIdOrder(ids, { check_in: ['a'], check_out: ['b'], legend: ['c'] }, 'cs.po')).toThrow(/extra: legend/);
  });

  it('leaves out a text a catalog loaded before carries, and stops the build when it reads otherwise there', () => {
    const stepOne = { file: 'src/i18n/locales/cs.po', messages: { total_price: ['Celková cena'], check_in: ['Příjezd'] } };
    expect(withoutEarlierTexts({ total_price: ['Celková cena'], amount: ['Částka'] }, [stepOne], 'later/cs.po')).toEqual({ amount: ['Částka'] });
    expect(() => withoutEarlierTexts({ total_price: ['Cena celkem'] }, [stepOne], 'later/cs.po')).toThrow(
      /later\/cs\.po: "total_price" reads otherwise in src\/i18n\/locales\/cs\.po/,
    );
  });

  it('keeps a text with placeholders compiled and gives a plain one as its string', () => {
    expect(packed(['Příjezd'])).toBe('Příjezd');
    expect(packed(['od ', ['price'], ' za noc'])).toEqual(['od ', ['price'], ' za noc']);
    expect(packed([['count', 'plural', { one: ['#', ' noc'] }]])).toEqual([['count', 'plural', { one: ['#', ' noc'] }]]);
  });
});
