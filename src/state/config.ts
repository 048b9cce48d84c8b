// The widget's configuration and the API client made from it. The element
// writes configAtom whenever an attribute changes; everything else derives.
import { atom } from 'jotai';
import { createApiClient, type ApiClient } from '../api';
import type { I18n } from '@lingui/core';
import type { Config, Lang } from '../config/config';
import { errorWords } from './api-texts';

export const configAtom = atom<Config | null>(null);

/** The widget's i18n, set once by the element: the API client words its errors with it. */
export const widgetI18nAtom = atom<I18n | null>(null);

/** The language the guest chose in the widget's menu; the element folds it into configAtom. */
export const chosenLangAtom = atom<Lang | null>(null);

/** Screen size sent with every call (sw, sh), read once per client. */
function screenSize(): { width: number; height: number } | undefined {
  if (typeof window === 'undefined' || !window.screen) return undefined;
  return { width: window.screen.width, height: window.screen.height };
}

/**
 * Only what the API client is made from, as one text: jotai passes a change on
 * only when the text differs, so a theme change keeps the client (and its loads).
 * (jotai's selectAtom would do the same from a library step 1 otherwise skips.)
 */
const clientSettingsAtom = atom((get) => {
  const config = get(configAtom);
  return (
    config &&
    JSON.stringify({
      apiBase: config.apiBase,
      apiKey: config.apiKey,
      lang: config.lang,
      debug: config.debug,
      editToken: config.editToken,
      editUuid: config.editUuid,
      dummy: config.dummy,
    })
  );
});

export const apiClientAtom = atom<ApiClient | null>((get) => {
  const settings = get(clientSettingsAtom);
  return settings ? clientFor(JSON.parse(settings) as ClientConfig, get(widgetI18nAtom)) : null;
});

type ClientConfig = Pick<Config, 'apiBase' | 'apiKey' | 'lang' | 'debug' | 'editToken' | 'editUuid' | 'dummy'>;

/** The API client of a config: the atom's, and the one that names the start-up's addresses before the element is upgraded. */
export function clientFor(config: ClientConfig, i18n?: I18n | null): ApiClient {
  return createApiClient({
    apiBase: config.apiBase,
    apiKey: config.apiKey,
    lang: config.lang,
    describe: i18n ? errorWords(i18n, config.lang) : undefined,
    debug: config.debug,
    editToken: config.editToken || undefined,
    editUuid: config.editUuid || undefined,
    dummy: config.dummy,
    screen: screenSize(),
  });
}
