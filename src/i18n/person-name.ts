// A guest's name as each language writes it, for the widget's recap and the
// server's confirmation e-mail: Hungarian puts the family name first ("Kovács
// János"), so "Kedves Kovács János!", never "Kedves János Kovács!". The other
// six languages put the given name first; a new language says here if it does not.
import type { Lang } from '../config/config';

/** "Jana Nováková", "Kovács János"; either name may be missing. */
export function personName(given: string | undefined, family: string | undefined, lang: Lang): string {
  return (lang === 'hu' ? [family, given] : [given, family]).filter(Boolean).join(' ');
}
