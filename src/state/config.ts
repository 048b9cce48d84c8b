// The widget's configuration and the API client made from it. The element
// writes configAtom whenever an attribute changes; everything else derives.
import { atom } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { createApiClient, type ApiClient } from '../api';
import type { Config } from '../config/config';

export const configAtom = atom<Config | null>(null);

/** Screen size sent with every call (sw, sh), read once per client. */
function screenSize(): { width: number; height: number } | undefined {
  if (typeof window === 'undefined' || !window.screen) return undefined;
  return { width: window.screen.width, height: window.screen.height };
}

/** Only what the API client is made from: a theme change keeps the client (and its loads). */
const clientSettingsAtom = selectAtom(
  configAtom,
  (config) =>
    config && {
      apiBase: config.apiBase,
      apiKey: config.apiKey,
      lang: config.lang,
      debug: config.debug,
      editToken: config.editToken,
      editUuid: config.editUuid,
      dummy: config.dummy,
    },
  (a, b) => JSON.stringify(a) === JSON.stringify(b),
);

export const apiClientAtom = atom<ApiClient | null>((get) => {
  const config = get(clientSettingsAtom);
  if (!config) return null;
  return createApiClient({
    apiBase: config.apiBase,
    apiKey: config.apiKey,
    lang: config.lang,
    debug: config.debug,
    editToken: config.editToken || undefined,
    editUuid: config.editUuid || undefined,
    dummy: config.dummy,
    screen: screenSize(),
  });
});
