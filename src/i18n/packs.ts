// What one language brings: its step-1 catalog and the calendar's names.
// Every language, Czech (the default) included, is a small chunk that the
// element asks for as it connects, beside the start-up calls, so step 1
// carries one language's texts whichever it speaks (its budget holds per
// language: npm run size; docs/step-1-budget.md, issue 32, has why Czech
// left step 1's script). The later screens' catalogs are one chunk per
// language, loaded with the first later screen a widget shows
// (src/screens/later-texts.ts); each language's pack names its own, so step 1
// does not carry seven chunk names it rarely needs.
import type { Messages } from '@lingui/core';
import type { LanguagePack } from './pack';
import type { Lang } from '../config/config';

export type { CalendarNames, LanguagePack } from './pack';

// Vite makes each file its own chunk (named in vite.config.ts); a new language is a new file.
const PACKS = import.meta.glob<LanguagePack>('./languages/*.ts', { import: 'pack' });

/** A language's pack (its own chunk). */
export function loadPack(lang: Lang): Promise<LanguagePack> {
  const load = PACKS[`./languages/${lang}.ts`];
  return load ? load() : Promise.reject(new Error(`no texts for ${lang}`));
}

/**
 * The later screens' catalog of one language (its own chunk), through its pack:
 * at once for the language shown (its pack is in); a switch of language after a
 * later screen waits for the new pack first.
 */
export const loadLaterMessages = (lang: Lang): Promise<Messages> => loadPack(lang).then((pack) => pack.later());
