// Start-up (SPEC section 2): translations, settings and availability go out
// together. What needs translations waits for translationsReadyAtom; styles
// count as loaded once settings arrive. Failures are handled per SPEC 8.
import type { I18n } from '@lingui/core';
import type { createStore } from 'jotai';
import type { ApiClient } from '../api';
import type { Lang } from '../config/config';
import { applyServerTexts } from '../i18n/setup';
import {
  availabilityAtom,
  serverTextsAtom,
  settingsAtom,
  stylesLoadedAtom,
  translationsReadyAtom,
} from '../state/startup';
import { errorRoute } from '../steps/error/route';
import { apiClientAtom, configAtom } from '../state/config';
import type { WidgetInstance } from '../widget/instance';

type Store = ReturnType<typeof createStore>;

export interface StartupContext {
  store: Store;
  client: ApiClient;
  i18n: I18n;
  lang: Lang;
  /** An operator's edit link is present: the booking loads too (its code only then). */
  editing?: boolean;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

const LOG_PREFIX = '[booking-widget]';

/** Starts the three loads; the returned function makes late answers harmless. */
export function startWidget({ store, client, i18n, lang, editing, navigate }: StartupContext): () => void {
  let current = true;
  if (editing) {
    void import('../state/edit').then((edit) => {
      if (current) void store.set(edit.loadEditedBookingAtom);
    });
  }
  store.set(translationsReadyAtom, false);
  store.set(stylesLoadedAtom, false);

  void client.translations().then((result) => {
    if (!current) return;
    if (result.ok) {
      if (result.value.error) console.warn(LOG_PREFIX, 'translations:', result.value.error);
      store.set(serverTextsAtom, { lang, texts: result.value.texts });
      applyServerTexts(i18n, lang, result.value.texts);
    } else {
      console.warn(LOG_PREFIX, 'translations could not be loaded:', result.error.message);
    }
    // Built-in texts stand in for the server's, so the widget is ready either way.
    store.set(translationsReadyAtom, true);
  });

  void client.settings().then((result) => {
    if (!current) return;
    if (result.ok) store.set(settingsAtom, result.value);
    else console.error(LOG_PREFIX, 'settings could not be loaded:', result.error.message);
    store.set(stylesLoadedAtom, true);
  });

  void client.availability().then((result) => {
    if (!current) return;
    if (result.ok) {
      store.set(availabilityAtom, result.value);
      return;
    }
    if (result.error.kind === 'aborted') return;
    console.error(LOG_PREFIX, 'availability could not be loaded:', result.error.message);
    navigate(errorRoute(result.error.message), { replace: true });
  });

  return () => {
    current = false;
  };
}

/**
 * Runs start-up for a widget now and again whenever its API client changes
 * (api key, language, edit link...). Called by the element when it is
 * connected, so the requests go out while React is still mounting; the
 * returned function ends it when the element leaves the document.
 */
export function keepWidgetStarted(widget: WidgetInstance): () => void {
  let stop = () => {};
  const start = () => {
    stop();
    const client = widget.store.get(apiClientAtom);
    const config = widget.store.get(configAtom);
    if (!client || !config) return;
    const stopLoads = startWidget({
      store: widget.store,
      client,
      i18n: widget.i18n,
      lang: config.lang,
      editing: Boolean(config.editToken && config.editUuid),
      // The location is replaced when the routing attribute changes: always use the current one.
      navigate: (to, options) => widget.location.navigate(to, options),
    });
    // Late answers are ignored, and what is still on its way is aborted.
    stop = () => {
      stopLoads();
      client.release();
    };
  };
  const unsubscribe = widget.store.sub(apiClientAtom, start);
  start();
  return () => {
    unsubscribe();
    stop();
    stop = () => {};
  };
}
