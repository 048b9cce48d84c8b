// Step 1's first module: before React's code has even run, it asks for the
// texts of the language each <booking-widget> already on the page will speak,
// when that language is not bundled (src/i18n/packs.ts). The script runs some
// hundred milliseconds on a slow phone before the element connects; asked
// for here, a German pack is in by the first render, so a German widget
// shows its first day cells as soon as a Czech one (issue 31). Nothing is
// kept: the browser's module map holds the chunk, and the element's own
// import of it (app/languages.ts) is answered from there.
import { LANGS } from '../config/config';
import { loadPack } from '../i18n/packs';
import { askedLanguages } from './asked-languages';
import { lackedNeeds } from './browser-support';

if (lackedNeeds(window).length === 0) {
  for (const lang of new Set(askedLanguages(document, window))) {
    if ((LANGS as readonly string[]).includes(lang)) void Promise.resolve(loadPack(lang as (typeof LANGS)[number])).catch(() => undefined);
  }
}
