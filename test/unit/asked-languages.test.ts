// Step 1's first module reads which language each widget on the page will
// speak, before the widget runs, so a pack not bundled starts loading at once.
import { describe, expect, it } from 'vitest';
import { askedLanguages } from '../../src/element/asked-languages';

function pageWith(html: string, search = '', languages: string[] = ['cs-CZ'], stored: Record<string, string> = {}) {
  const elements = Array.from(html.matchAll(/<booking-widget([^>]*)>/g), ([, attrs]) => {
    const attributes = Object.fromEntries(Array.from(attrs!.matchAll(/([\w-]+)="([^"]*)"/g), ([, name, value]) => [name!, value!]));
    return { id: attributes.id ?? '', getAttribute: (name: string) => attributes[name] ?? null };
  });
  const doc = { querySelectorAll: () => elements } as unknown as Document;
  const win = {
    location: { search },
    navigator: { languages, language: languages[0] },
    sessionStorage: { getItem: (key: string) => stored[key] ?? null },
  } as unknown as Window;
  return askedLanguages(doc, win);
}

describe('the languages the page asks for before the widget runs', () => {
  it('reads each element: its lang, the address, auto, the language a guest chose in the menu', () => {
    expect(pageWith('<booking-widget lang="de-AT"><booking-widget lang="pl">')).toEqual(['de', 'pl']);
    expect(pageWith('<booking-widget>', '?lang=hu')).toEqual(['hu']);
    expect(pageWith('<booking-widget lang="auto">', '', ['uk-UA', 'en'])).toEqual(['uk']);
    expect(pageWith('<booking-widget id="a" lang="cs">', '', [], { 'booking-widget:a:lang': 'sk' })).toEqual(['sk']);
    expect(pageWith('<booking-widget>')).toEqual(['']);
  });
});
