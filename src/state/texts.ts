// The texts one widget has loaded, per language: step 1's packs (each once
// its chunk has come) and the later screens' catalogs. app/languages.ts puts them into the widget's i18n
// with the server's texts over them, and shows a language once it is whole.
import { atom } from 'jotai';
import type { Messages } from '@lingui/core';
import type { Lang } from '../config/config';
import { loadLaterMessages, type LanguagePack } from '../i18n/packs';

export const packsAtom = atom<Partial<Record<Lang, LanguagePack>>>({});

/** The later screens' catalogs loaded so far; empty until a later screen is first shown. */
export const laterMessagesAtom = atom<Partial<Record<Lang, Messages>>>({});

/** The language whose texts the widget's i18n holds and shows: null until the first asked language's pack is in. */
export const shownLangAtom = atom<Lang | null>(null);

/** Loads one language's later catalog once; a failed load is tried again by the next caller. */
export const loadLaterTextsAtom = atom(null, async (get, set, lang: Lang): Promise<void> => {
  if (get(laterMessagesAtom)[lang]) return;
  const messages = await loadLaterMessages(lang);
  set(laterMessagesAtom, (loaded) => ({ ...loaded, [lang]: messages }));
});
