// A guest's name as each language writes it, for the widget's recap and the
// server's confirmation e-mail: Hungarian puts the family name first ("Kovács
// János"), so "Kedves Kovács János!", never "Kedves János Kovács!".
import type { Lang } from '../config/config';

type NameOrder = 'given-family' | 'family-given';

/** Every language says which name comes first: a new language in LANGS must decide (tsc asks). */
const NAME_ORDER: Readonly<Record<Lang, NameOrder>> = {
  cs: 'given-family',
  en: 'given-family',
  de: 'given-family',
  sk: 'given-family',
  pl: 'given-family',
  uk: 'given-family',
  hu: 'family-given',
};

/** "Jana Nováková", "Kovács János"; either name may be missing. */
export function personName(given: string | undefined, family: string | undefined, lang: Lang): string {
  const parts = NAME_ORDER[lang] === 'family-given' ? [family, given] : [given, family];
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
