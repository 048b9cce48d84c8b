// One Lingui i18n per widget: two widgets on one page can speak different
// languages. Catalogs are compiled at build time from locales/*.po by Lingui's
// Vite plugin (vite.config.ts); which of them a widget has loaded, and when it
// shows a language, is app/languages.ts.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { CalendarNames, LanguagePack } from './pack';

/** A widget's i18n, empty: app/languages.ts loads and activates its language. */
export function createWidgetI18n(): I18n {
  return setupI18n();
}

export interface LanguageTexts {
  /** Step 1's catalog of the language (its pack). */
  stepOne: Messages;
  /** The later screens' catalog, once a later screen has been shown. */
  later?: Messages;
  /** The server's global_translations for this language. */
  server?: Record<string, string>;
}

/**
 * Puts a language's built-in catalogs into the widget's i18n, with the
 * server's texts over them. Copies: Lingui keeps the object it is given and
 * merges later loads into it, so sharing the imported catalogs would carry one
 * widget's server texts into every other widget on the page.
 */
export function loadTexts(i18n: I18n, lang: string, { stepOne, later, server }: LanguageTexts): void {
  const builtIn = { ...stepOne, ...later };
  i18n.load(lang, { ...builtIn, ...serverOverrides(builtIn, server ?? {}) });
}

/**
 * Texts from the server's global_translations replace built-in texts with the
 * same snake_case key. Only keys the widget knows are taken, as plain text
 * (wrapped as a compiled message, so braces in a hotelier's text are never
 * read as placeholders). Texts with placeholders or plurals stay built-in.
 */
export function serverOverrides(builtIn: Messages, texts: Record<string, string>): Messages {
  const overrides: Messages = {};
  for (const [key, text] of Object.entries(texts)) {
    const current = builtIn[key];
    if (current === undefined || typeof text !== 'string' || !text.trim()) continue;
    if (!isPlainMessage(current)) continue;
    overrides[key] = [text];
  }
  return overrides;
}

/** A compiled message without placeholders or plural forms. */
function isPlainMessage(message: Messages[string]): boolean {
  if (typeof message === 'string') return true;
  return Array.isArray(message) && message.every((token) => typeof token === 'string');
}

/**
 * A language's step-1 pack, as its chunk hands it over (src/i18n/packs.ts):
 * its catalog, the calendar's names and the import of its later catalog, so
 * step 1's script names no language's chunks but the packs' (issue 32). Here,
 * in step 1's script, because every language file must call something of step
 * 1's: a chunk that imports nothing from step 1 makes Rolldown move its own
 * helpers out of step 1 into a file that step 1 must then fetch first.
 */
export function languagePack(messages: Messages, names: CalendarNames, later: () => Promise<{ later: Messages }>): LanguagePack {
  return { messages, names, later: () => later().then((catalog) => catalog.later) };
}

/** A language's later-screens catalog (its own chunk; see languagePack for the call). */
export function laterCatalog(messages: Messages): Messages {
  return messages;
}
