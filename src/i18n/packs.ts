// What one language brings: its step-1 catalog and the calendar's names.
// Czech (the default) travels with step 1; every other language, English
// included, is a small chunk that the element asks for as it connects,
// beside the start-up calls, so step 1 carries one language's texts
// whichever it speaks (its budget holds per language: npm run size).
// The later screens' catalogs are one chunk per language, loaded with the
// first later screen a widget shows (src/steps/later-texts.ts).
import type { Messages } from '@lingui/core';
import type { LanguagePack } from './pack';
import type { Lang } from '../config/config';
import { pack as cs } from './languages/cs';

export type { CalendarNames, LanguagePack } from './pack';

/** The packs every widget has from the start. */
export const BUNDLED_PACKS: Readonly<Partial<Record<Lang, LanguagePack>>> = { cs };

// Vite makes each file its own chunk (named in vite.config.ts); a new language is a new file.
const PACKS = import.meta.glob<LanguagePack>(['./languages/*.ts', '!./languages/cs.ts'], { import: 'pack' });
const LATER = import.meta.glob<Messages>('./languages/later/*.ts', { import: 'later' });

/** A language's pack: at once for Czech, else its own chunk. */
export function loadPack(lang: Lang): LanguagePack | Promise<LanguagePack> {
  const load = PACKS[`./languages/${lang}.ts`];
  return BUNDLED_PACKS[lang] ?? (load ? load() : Promise.reject(new Error(`no texts for ${lang}`)));
}

/** The later screens' catalog of one language (its own chunk). */
export function loadLaterMessages(lang: Lang): Promise<Messages> {
  const load = LATER[`./languages/later/${lang}.ts`];
  return load ? load() : Promise.reject(new Error(`no later texts for ${lang}`));
}
