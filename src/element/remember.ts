// What the widget remembers between visits (SPEC section 9): the api key and
// language from the page's query for one day, the debug switch, and the theme.
// Only values that came from the query string are written, so two widgets
// with different lang attributes on one page never overwrite each other.
import { readCookies, readStorage, writeCookie, writeStorage } from './safe-storage';
import { offeredLang, readQuery, type Lang, type Remembered } from '../config/config';
import { sessionStorageOf } from '../state/stay-memory';

const ONE_DAY = 24 * 60 * 60;
const DEBUG_MAX_AGE = 30 * ONE_DAY;
export const COOKIE = {
  apiKey: 'booking_widget_api_key',
  lang: 'booking_widget_lang',
  debug: 'booking_widget_debug',
} as const;

export function themeStorageKey(widgetKey: string): string {
  return `booking-widget:${widgetKey || 'default'}:theme`;
}

/** The remembered values; the theme, kept in localStorage, only when `theme`. */
export function readRemembered(doc: Document, win: Window, widgetKey: string, theme?: boolean): Remembered {
  const readCookie = readCookies(doc);
  return {
    apiKey: readCookie(COOKIE.apiKey),
    lang: readCookie(COOKIE.lang),
    debug: readCookie(COOKIE.debug),
    theme: theme ? readStorage(win, themeStorageKey(widgetKey)) : undefined,
  };
}

export function rememberFromQuery(doc: Document, pageUrl: string): void {
  const query = readQuery(new URL(pageUrl).search);
  const apiKey = query.get('api_key');
  const lang = query.get('lang');
  const debug = query.get('debug');
  if (apiKey) writeCookie(doc, COOKIE.apiKey, apiKey, ONE_DAY);
  if (lang) writeCookie(doc, COOKIE.lang, lang, ONE_DAY);
  if (debug !== undefined) writeCookie(doc, COOKIE.debug, debug || '1', DEBUG_MAX_AGE);
}

export function rememberTheme(win: Window, widgetKey: string, theme: string): void {
  writeStorage(win, themeStorageKey(widgetKey), theme);
}

/** The language the guest chose in the widget's menu, kept for this tab (a reload keeps it). */
export function chosenLangKey(widgetKey: string): string {
  return `booking-widget:${widgetKey || 'default'}:lang`;
}

export function readChosenLang(win: Window, widgetKey: string): Lang | undefined {
  try {
    return offeredLang(sessionStorageOf(win)?.getItem(chosenLangKey(widgetKey)) ?? '');
  } catch {
    return undefined;
  }
}

export function rememberChosenLang(win: Window, widgetKey: string, lang: Lang): void {
  try {
    sessionStorageOf(win)?.setItem(chosenLangKey(widgetKey), lang);
  } catch {
    // Storage full or blocked: the choice lasts until the page reloads.
  }
}

export function forgetChosenLang(win: Window, widgetKey: string): void {
  try {
    sessionStorageOf(win)?.removeItem(chosenLangKey(widgetKey));
  } catch {
    // Blocked storage kept nothing to forget.
  }
}
