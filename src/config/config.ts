// Turns everything the host page says (element attributes, the page's query
// string, remembered cookies) into one Config value. Pure: the caller passes
// the inputs, so the precedence rules are unit-testable.

/** The languages the widget speaks (README, "Languages"); cs is the default, en the fallback. */
export const LANGS = ['cs', 'en', 'de', 'sk', 'pl', 'uk', 'hu'] as const;
export type Lang = (typeof LANGS)[number];
export type ThemeName = 'modern' | 'cone' | 'dot';
export type Routing = 'hash' | 'memory';

export interface Config {
  apiKey: string;
  lang: Lang;
  /** The languages the header's menu offers (attribute `languages`); empty: no menu. */
  languages: Lang[];
  /** Theme asked for by the page (attribute, query, remembered); undefined lets the server's styles decide. */
  theme: ThemeName | undefined;
  apiBase: string;
  debug: boolean;
  editToken: string;
  editUuid: string;
  dummy: boolean;
  demo: boolean;
  routing: Routing;
  aresBase: string;
  /** A stay to preselect (attribute or query `arrival`/`departure`), YYYY-MM-DD; '' when none. */
  arrival: string;
  departure: string;
  /** The host opted in to GA4 e-commerce events in window.dataLayer (attribute `analytics="ga4"`). */
  ga4: boolean;
  /** Whether day cells may show their night's price: the host turns it off with `day-prices="off"` (issue 32). */
  dayPrices: boolean;
}

/** Attribute values as the element sees them: undefined when absent, '' when present but empty. */
export interface ElementAttributes {
  apiKey?: string;
  lang?: string;
  languages?: string;
  theme?: string;
  apiBase?: string;
  debug?: string;
  editToken?: string;
  editUuid?: string;
  dummy?: string;
  demo?: string;
  routing?: string;
  aresBase?: string;
  arrival?: string;
  departure?: string;
  analytics?: string;
  dayPrices?: string;
}

export interface Remembered {
  apiKey?: string;
  lang?: string;
  debug?: string;
  theme?: string;
}

export const DEFAULT_LANG: Lang = 'cs';
export const DEFAULT_ARES_BASE = 'https://ares.gov.cz';
const THEMES: readonly ThemeName[] = ['modern', 'cone', 'dot'];

/** Language codes that name an offered language under another code. */
const ALIASES: Record<string, Lang> = { cz: 'cs', ua: 'uk' };

/** One language tag ("de-AT", "pl_PL", "CS") -> the offered language it names, if any. */
export function offeredLang(tag: string): Lang | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const lang = ALIASES[primary] ?? primary;
  return (LANGS as readonly string[]).includes(lang) ? (lang as Lang) : undefined;
}

/**
 * The widget's language from what the page asked for: one of the seven (a
 * region tag maps to its language), "auto" for the first offered language among
 * the guest's browser languages, and English for anything not offered (SPEC 9).
 */
export function parseLang(value: string | undefined, browserLanguages: readonly string[] = [], offered: readonly Lang[] = LANGS): Lang | undefined {
  if (!value?.trim()) return undefined;
  if (value.trim().toLowerCase() === 'auto') {
    for (const tag of browserLanguages) {
      const lang = offeredLang(tag);
      if (lang && offered.includes(lang)) return lang;
    }
    return 'en';
  }
  return offeredLang(value) ?? 'en';
}

/** `languages="cs,de,en"` -> the offered languages it names, in its order, each once. */
export function parseLanguages(value: string | undefined): Lang[] {
  const langs = (value ?? '').split(/[\s,;]+/).map(offeredLang).filter((lang): lang is Lang => lang !== undefined);
  return [...new Set(langs)];
}

export function parseTheme(value: string | undefined): ThemeName | undefined {
  if (!value) return undefined;
  const theme = value.trim().toLowerCase();
  // An unknown theme falls back to modern rather than to "whatever the server says".
  return (THEMES as readonly string[]).includes(theme) ? (theme as ThemeName) : 'modern';
}

/** A boolean attribute or flag: present-and-empty and "1"/"true"/"yes" mean on. */
export function parseFlag(value: string | undefined | null): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  const v = value.trim().toLowerCase();
  if (v === '' || v === '1' || v === 'true' || v === 'yes' || v === 'on') return true;
  return false;
}

/** Query parameter names are case-insensitive (SPEC section 2). */
export function readQuery(search: string): Map<string, string> {
  const params = new URLSearchParams(search);
  const byName = new Map<string, string>();
  for (const [name, value] of params) {
    const key = name.toLowerCase();
    if (!byName.has(key)) byName.set(key, value);
  }
  return byName;
}

/** The first value that is a YYYY-MM-DD day; whether it can be booked is checked against availability later. */
function firstDay(...values: (string | undefined)[]): string {
  return values.map((value) => value?.trim() ?? '').find((value) => /^\d{4}-\d{2}-\d{2}$/.test(value)) ?? '';
}

export interface ConfigInputs {
  attributes: ElementAttributes;
  /** The page's full URL: its query fills in what attributes leave out. */
  pageUrl: string;
  remembered: Remembered;
  /** URL of the widget's own script, for the default API base. */
  scriptUrl: string;
  /** The guest's browser languages (navigator.languages), for lang="auto". */
  browserLanguages?: readonly string[];
  /** The language the guest chose in the widget's menu; wins over everything else. */
  chosenLang?: Lang;
}

export function resolveConfig({ attributes: a, pageUrl, remembered, scriptUrl, browserLanguages = [], chosenLang }: ConfigInputs): Config {
  const url = new URL(pageUrl);
  const query = readQuery(url.search);
  const firstText = (...values: (string | undefined)[]) => values.find((v) => v !== undefined && v.trim() !== '')?.trim();
  const firstFlag = (...values: (string | undefined)[]) => {
    for (const v of values) {
      const flag = parseFlag(v);
      if (flag !== undefined) return flag;
    }
    return false;
  };
  const routing = a.routing?.trim().toLowerCase() === 'memory' ? 'memory' : 'hash';
  const languages = parseLanguages(a.languages);
  const asked = parseLang(firstText(a.lang, query.get('lang'), remembered.lang), browserLanguages, languages.length ? languages : LANGS);
  return {
    apiKey: firstText(a.apiKey, query.get('api_key'), remembered.apiKey) ?? '',
    lang: chosenLang ?? asked ?? DEFAULT_LANG,
    languages,
    theme: parseTheme(firstText(a.theme, query.get('theme'), remembered.theme)),
    apiBase: new URL(firstText(a.apiBase) ?? 'api', scriptUrl).href.replace(/\/+$/, ''),
    debug: firstFlag(a.debug, query.get('debug'), remembered.debug),
    editToken: firstText(a.editToken, query.get('edit_token')) ?? '',
    editUuid: firstText(a.editUuid, query.get('edit_uuid')) ?? '',
    // SPEC: a URL that contains the text is_dummy means dummy mode.
    dummy: parseFlag(a.dummy) ?? parseFlag(query.get('is_dummy')) ?? pageUrl.includes('is_dummy'),
    demo: firstFlag(a.demo),
    routing,
    aresBase: (firstText(a.aresBase) ?? DEFAULT_ARES_BASE).replace(/\/+$/, ''),
    arrival: firstDay(a.arrival, query.get('arrival')),
    departure: firstDay(a.departure, query.get('departure')),
    ga4: a.analytics?.trim().toLowerCase() === 'ga4',
    dayPrices: parseFlag(a.dayPrices) ?? true,
  };
}
