// Which language a widget shows, and when (issue 31). The config names the
// language the guest asked for; this follower loads its step-1 pack (every
// language is one chunk, asked for at once), and, once
// a later screen has been shown, its later catalog too, then puts them into
// the widget's i18n with the server's texts over them and shows the language.
// Until then the widget keeps showing the language it had, so a switch on
// step 3 never blanks the form. On the first load the widget renders nothing
// until its language's pack is in (asked for as the
// element connects, beside the start-up calls). Tried and not kept
// (docs/benchmarks.md): rendering Czech hidden meanwhile (the costly first
// render then held back the pack's own evaluation: German showed later, not
// sooner), and asking for the pack from step 1's first module (no gain out
// of the noise, 0.4 KB more in step 1).
import { startTransition } from 'react';
import { DEFAULT_LANG, type Lang } from '../config/config';
import { loadTexts } from '../i18n/setup';
import { loadPack } from '../i18n/packs';
import { configAtom } from '../state/config';
import { serverTextsAtom } from '../state/startup';
import { laterMessagesAtom, loadLaterTextsAtom, packsAtom, shownLangAtom } from '../state/texts';
import type { WidgetInstance } from '../widget/instance';

const LOG_PREFIX = '[booking-widget]';

/** Follows the config's language from now on; the returned function stops following. */
export function followLanguage({ store, i18n }: Pick<WidgetInstance, 'store' | 'i18n'>): () => void {
  const asking = new Set<Lang>();
  /** A language's pack failed before any was shown: Czech stands in once its own pack is in. */
  let standIn = false;

  const askForPack = (lang: Lang) => {
    if (asking.has(lang)) return;
    asking.add(lang);
    void loadPack(lang).then(
      (pack) => store.set(packsAtom, (packs) => ({ ...packs, [lang]: pack })),
      (error: unknown) => {
        asking.delete(lang);
        console.error(LOG_PREFIX, `texts for "${lang}" could not be loaded:`, error);
        // So the guest is never left with an empty widget while another file can still come.
        if (lang !== DEFAULT_LANG && !store.get(shownLangAtom)) {
          standIn = true;
          askForPack(DEFAULT_LANG);
        }
      },
    );
  };

  const show = (lang: Lang) => {
    const pack = store.get(packsAtom)[lang];
    if (!pack) return;
    const server = store.get(serverTextsAtom);
    // A transition, as the start-up's answers (app/startup.ts): the screen in the new texts is
    // rendered in slices, and Lingui's provider hears activate() inside it too.
    startTransition(() => {
      loadTexts(i18n, lang, {
        stepOne: pack.messages,
        later: store.get(laterMessagesAtom)[lang],
        server: server?.lang === lang ? server.texts : undefined,
      });
      if (i18n.locale !== lang) i18n.activate(lang);
      store.set(shownLangAtom, lang);
    });
  };

  const update = () => {
    const lang = store.get(configAtom)?.lang;
    if (!lang) return;
    const pack = store.get(packsAtom)[lang];
    if (!pack) askForPack(lang);
    // Once a later screen has its catalog, a new language shows only with its own.
    const later = store.get(laterMessagesAtom);
    const needsLater = Object.keys(later).length > 0 && !later[lang];
    if (needsLater) {
      void store.set(loadLaterTextsAtom, lang).catch((error: unknown) => {
        console.error(LOG_PREFIX, `later texts for "${lang}" could not be loaded:`, error);
      });
    }
    if (pack && !needsLater) show(lang);
    else if (standIn && !store.get(shownLangAtom)) show(DEFAULT_LANG);
  };

  const stops = [configAtom, packsAtom, laterMessagesAtom, serverTextsAtom].map((atom) => store.sub(atom, update));
  update();
  return () => {
    for (const stop of stops) stop();
  };
}
