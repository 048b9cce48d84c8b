// Which language each <booking-widget> already on the page will speak, as far
// as the page says it before the widget runs (element/early-texts.ts).
import { LANGS, parseLang, parseLanguages, readQuery } from '../config/config';
import { chosenLangKey } from './chosen-lang-key';

/** The language each widget on the page asks for, as far as the page says it before the widget runs. */
export function askedLanguages(doc: Document, win: Window): string[] {
  const query = readQuery(win.location.search);
  const browser = win.navigator.languages ?? [win.navigator.language];
  return Array.from(doc.querySelectorAll('booking-widget'), (element) => {
    let chosen: string | null = null;
    try {
      chosen = win.sessionStorage.getItem(chosenLangKey(element.id));
    } catch {
      // Blocked storage: the attribute and the address decide.
    }
    const languages = parseLanguages(element.getAttribute('languages') ?? undefined);
    const asked = chosen || element.getAttribute('lang')?.trim() || query.get('lang');
    return parseLang(asked ?? undefined, browser, languages.length ? languages : LANGS) ?? '';
  });
}
