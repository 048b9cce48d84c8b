// Start-up (SPEC section 2): translations, settings and availability go out
// together. What needs translations waits for translationsReadyAtom; styles
// count as loaded once settings arrive. Failures are handled per SPEC 8.
import { startTransition } from 'react';
import type { createStore } from 'jotai';
import { guestMessage, preloadAnswers, type ApiClient, type ApiError } from '../api';
import type { Lang } from '../config/config';
import {
  availabilityAtom,
  firstRenderDoneAtom,
  serverTextsAtom,
  settingsAtom,
  stylesLoadedAtom,
  translationsReadyAtom,
} from '../state/startup';
import { errorRoute } from '../screens/error/route';
import { apiClientAtom, configAtom, widgetI18nAtom } from '../state/config';
import { errorWords } from '../state/api-texts';
import { shownLangAtom } from '../state/texts';
import type { WidgetInstance } from '../widget/instance';

type Store = ReturnType<typeof createStore>;

export interface StartupContext {
  store: Store;
  client: ApiClient;
  lang: Lang;
  /** An operator's edit link is present: the booking loads too (its code only then). */
  editing?: boolean;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Called once the three answers (or their failures) have been handled. */
  onSettled?: () => void;
}

const LOG_PREFIX = '[booking-widget]';

/** Starts the three loads; the returned function makes late answers harmless. */
export function startWidget({ store, client, lang, editing, navigate, onSettled }: StartupContext): () => void {
  let current = true;
  if (editing) {
    void import('../state/edit').then((edit) => {
      if (current) void store.set(edit.loadEditedBookingAtom);
    });
  }
  store.set(translationsReadyAtom, false);
  store.set(stylesLoadedAtom, false);

  // What the answers change is drawn in a transition: React renders it in slices of a few
  // milliseconds with the host page's own work between them, instead of one long task on a
  // phone (issue 33: step 1's first render and its days' states were 100-150 ms each at 4x).
  const translations = client.translations().then((result) => {
    if (!current) return;
    if (result.ok) {
      if (result.value.error) console.warn(LOG_PREFIX, 'translations:', result.value.error);
    } else {
      console.warn(LOG_PREFIX, 'translations could not be loaded:', result.error.message);
    }
    startTransition(() => {
      // app/languages.ts puts them over the built-in texts of that language.
      if (result.ok) store.set(serverTextsAtom, { lang, texts: result.value.texts });
      // Built-in texts stand in for the server's, so the widget is ready either way.
      store.set(translationsReadyAtom, true);
    });
  });

  const settings = client.settings().then((result) => {
    if (!current) return;
    if (!result.ok) console.error(LOG_PREFIX, 'settings could not be loaded:', result.error.message);
    startTransition(() => {
      if (result.ok) store.set(settingsAtom, result.value);
      store.set(stylesLoadedAtom, true);
    });
  });

  const availability = client.availability().then((result) => {
    if (!current) return;
    if (result.ok) {
      startTransition(() => store.set(availabilityAtom, result.value));
      return;
    }
    if (result.error.kind === 'aborted') return;
    console.error(LOG_PREFIX, 'availability could not be loaded:', result.error.message);
    tellFailure(result.error);
  });

  /**
   * /error says it in the guest's language: a failure that came before any language's texts (each is a
   * chunk of its own) waits for them, and the client's English stand-in is worded again in them.
   */
  const tellFailure = (error: ApiError) => {
    if (!current) return;
    const i18n = store.get(widgetI18nAtom);
    if (i18n && store.get(shownLangAtom) === null) {
      const stop = store.sub(shownLangAtom, () => {
        stop();
        tellFailure(error);
      });
      return;
    }
    const words = i18n && error.message === guestMessage(error.kind) ? guestMessage(error.kind, { describe: errorWords(i18n, i18n.locale) }) : error.message;
    navigate(errorRoute(words), { replace: true });
  };
  void Promise.allSettled([translations, settings, availability]).then(() => onSettled?.());

  return () => {
    current = false;
  };
}

/**
 * Runs start-up for a widget, and again whenever its API client changes (api
 * key, language, edit link...). Called by the element when it is connected.
 *
 * Until React has rendered the widget once, the browser fetches the three
 * answers by itself (preload links in the shadow root), and the calls follow
 * the first render, answered from those preloads. So the requests still go out
 * at once and their 150 ms on a phone overlap the render, while the calls'
 * own work (fetch(), reading and storing the answers) no longer holds back
 * the first day cells (docs/benchmarks.md, "2026-11-25 (night)"). The returned
 * function ends it all when the element leaves the document.
 */
export function keepWidgetStarted(widget: WidgetInstance): () => void {
  let stop = () => {};
  /** Preload links made before the first render, taken out once their calls have answered. */
  let preloaded: (() => void) | undefined;
  const forgetPreloaded = () => {
    preloaded?.();
    preloaded = undefined;
  };
  const start = () => {
    stop();
    stop = () => {};
    const client = widget.store.get(apiClientAtom);
    const config = widget.store.get(configAtom);
    if (!client || !config) return;
    if (!widget.store.get(firstRenderDoneAtom)) {
      forgetPreloaded();
      if (widget.shadowRoot) preloaded = preloadAnswers(widget.shadowRoot, client.startupAddresses());
      return;
    }
    const links = preloaded;
    preloaded = undefined;
    const stopLoads = startWidget({
      store: widget.store,
      client,
      lang: config.lang,
      editing: Boolean(config.editToken && config.editUuid),
      // The location is replaced when the routing attribute changes: always use the current one.
      navigate: (to, options) => widget.location.navigate(to, options),
      onSettled: links,
    });
    // Late answers are ignored, and what is still on its way is aborted.
    stop = () => {
      stopLoads();
      client.release();
      links?.();
    };
  };
  const unsubscribe = [widget.store.sub(apiClientAtom, start), widget.store.sub(firstRenderDoneAtom, start)];
  start();
  return () => {
    for (const stopFollowing of unsubscribe) stopFollowing();
    stop();
    stop = () => {};
    forgetPreloaded();
  };
}
