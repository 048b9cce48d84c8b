// What one language brings: its step-1 catalog and the calendar's names.
// Every language, Czech (the default) included, is a small chunk that the
// element asks for as it connects, beside the start-up calls, so step 1
// carries one language's texts whichever it speaks (its budget holds per
// language: npm run size; docs/step-1-budget.md, issue 32, has why Czech
// left step 1's script). The later screens' catalogs are one chunk per
// language, loaded with the first later screen a widget shows
// (src/steps/later-texts.ts).
import type { Messages } from '@lingui/core';
import type { LanguagePack } from './pack';
import type { Lang } from '../config/config';

export type { CalendarNames, LanguagePack } from './pack';

// Vite makes each file its own chunk (named in vite.config.ts); a new language is a new file.
const PACKS = import.meta.glob<LanguagePack>('./languages/*.ts', { import: 'pack' });
const LATER = import.meta.glob<Messages>('./languages/later/*.ts', { import: 'later' });

/** A language's pack (its own chunk). */
export function loadPack(lang: Lang): Promise<LanguagePack> {
  const load = PACKS[`./languages/${lang}.ts`];
  return load ? load() : Promise.reject(new Error(`no texts for ${lang}`));
}

/** The later screens' catalog of one language (its own chunk). */
export function loadLaterMessages(lang: Lang): Promise<Messages> {
  const load = LATER[`./languages/later/${lang}.ts`];
  return load ? load() : Promise.reject(new Error(`no later texts for ${lang}`));
}
