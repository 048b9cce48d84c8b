// What one language brings: its step-1 catalog and the calendar's names.
// Czech (the default) travels with step 1; every other language, English
// included, is a small chunk that the element asks for together with the
// start-up calls, so a German widget waits for no second round trip, and
// step 1 carries one language's texts whichever it speaks (its budget holds
// per language: npm run size).
// The later screens' catalogs are one chunk per language, loaded with the
// first later screen a widget shows (src/steps/later-texts.ts).
import type { Messages } from '@lingui/core';
import type { LanguagePack } from './pack';
import type { Lang } from '../config/config';
import { cs } from './languages/cs';

export type { CalendarNames, LanguagePack } from './pack';

/** The packs every widget has from the start. */
export const BUNDLED_PACKS: Readonly<Partial<Record<Lang, LanguagePack>>> = { cs };

/** A language's pack: at once for Czech, else its own chunk. */
export function loadPack(lang: Lang): LanguagePack | Promise<LanguagePack> {
  const bundled = BUNDLED_PACKS[lang];
  if (bundled) return bundled;
  // One import per language (not a template), so each is its own named chunk.
  switch (lang) {
    case 'en':
      return import('./languages/en').then((module) => module.en);
    case 'de':
      return import('./languages/de').then((module) => module.de);
    case 'sk':
      return import('./languages/sk').then((module) => module.sk);
    case 'pl':
      return import('./languages/pl').then((module) => module.pl);
    case 'uk':
      return import('./languages/uk').then((module) => module.uk);
    default:
      return import('./languages/hu').then((module) => module.hu);
  }
}

/** The later screens' catalog of one language (its own chunk). */
export function loadLaterMessages(lang: Lang): Promise<Messages> {
  const read = (module: { later: Messages }) => module.later;
  switch (lang) {
    case 'cs':
      return import('./languages/later/cs').then(read);
    case 'en':
      return import('./languages/later/en').then(read);
    case 'de':
      return import('./languages/later/de').then(read);
    case 'sk':
      return import('./languages/later/sk').then(read);
    case 'pl':
      return import('./languages/later/pl').then(read);
    case 'uk':
      return import('./languages/later/uk').then(read);
    default:
      return import('./languages/later/hu').then(read);
  }
}

/** BCP 47 tags for Intl, one region each, as the guests of a Czech property write them. */
export const LOCALE_TAGS: Readonly<Record<Lang, string>> = {
  cs: 'cs-CZ',
  en: 'en-GB',
  de: 'de-DE',
  sk: 'sk-SK',
  pl: 'pl-PL',
  uk: 'uk-UA',
  hu: 'hu-HU',
};

/** Each language's name in itself, for the language menu. */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = {
  cs: 'Čeština',
  en: 'English',
  de: 'Deutsch',
  sk: 'Slovenčina',
  pl: 'Polski',
  uk: 'Українська',
  hu: 'Magyar',
};
