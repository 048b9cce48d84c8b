// One Lingui i18n per widget: two widgets on one page can speak different
// languages. Built-in catalogs are compiled at build time from locales/*.po.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as cs } from './locales/cs.po';
import { messages as en } from './locales/en.po';
import type { Lang } from '../config/config';

const BUILT_IN: Record<Lang, Messages> = { cs, en };

export function createWidgetI18n(lang: Lang): I18n {
  // Copies: Lingui keeps the object it is given and merges later loads into
  // it, so sharing the imported catalogs would carry one widget's server
  // texts into every other widget on the page.
  return setupI18n({ locale: lang, messages: { cs: { ...cs }, en: { ...en } } });
}

/**
 * Texts from the server's global_translations replace built-in texts with the
 * same snake_case key. Only keys the widget knows are taken, as plain text
 * (wrapped as a compiled message, so braces in a hotelier's text are never
 * read as placeholders). Texts with placeholders or plurals stay built-in.
 * `builtIn` is step 1's catalog unless a later screen brings its own.
 */
export function applyServerTexts(
  i18n: I18n,
  lang: Lang,
  texts: Record<string, string>,
  builtIn: Messages = BUILT_IN[lang],
): void {
  const overrides: Messages = {};
  for (const [key, text] of Object.entries(texts)) {
    const current = builtIn[key];
    if (current === undefined || typeof text !== 'string' || !text.trim()) continue;
    if (!isPlainMessage(current)) continue;
    overrides[key] = [text];
  }
  i18n.load(lang, { ...builtIn, ...overrides });
}

/** A compiled message without placeholders or plural forms. */
function isPlainMessage(message: Messages[string]): boolean {
  if (typeof message === 'string') return true;
  return Array.isArray(message) && message.every((token) => typeof token === 'string');
}

export function activateLanguage(i18n: I18n, lang: Lang): void {
  if (i18n.locale !== lang) i18n.activate(lang);
}
