// A language's built-in texts by message id (step 1's catalog and the later
// screens'), read from the .po files, so a test finds controls by the names a
// guest of that language reads, whatever the wording of the day.
import { readFileSync } from 'node:fs';
import PO from 'pofile';

function read(path: string): Map<string, string> {
  const po = PO.parse(readFileSync(new URL(`../../src/i18n/locales/${path}.po`, import.meta.url), 'utf8'));
  return new Map(po.items.filter((item) => item.msgid).map((item) => [item.msgid, item.msgstr.join('')]));
}

export function catalogOf(lang: string): Map<string, string> {
  return new Map([...read(lang), ...read(`later/${lang}`)]);
}

/** `t('book_the_term')` in `lang`; throws for an id the catalogs do not have. */
export function textsOf(lang: string): (id: string) => string {
  const catalog = catalogOf(lang);
  return (id) => {
    const text = catalog.get(id);
    if (text === undefined) throw new Error(`no text ${id} in ${lang}`);
    return text;
  };
}

/** A name matcher from the start of a text (for a label whose text goes on, or carries a link). */
export const startOf = (text: string, words = 3): RegExp =>
  new RegExp(`^\\s*${text.replace(/<[^>]*>/g, '').split(/\s+/).slice(0, words).join(' ').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
