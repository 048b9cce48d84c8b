import { SERVER_TEXTS } from '../texts/index.ts';
import { LANGS, type Lang } from './lang.ts';

/** Made once per language, like the e-mail's number formats. */
const RULES = Object.fromEntries(LANGS.map((lang) => [lang, new Intl.PluralRules(lang)])) as Record<Lang, Intl.PluralRules>;

/**
 * "1 noc", "3 noci", "5 nocí"; "2 noce", "5 nocy"; "3 éjszaka": the word after the
 * count by the language's own plural rules (texts/{lang}.ts `nights`).
 */
export function nightsText(count: number, lang: Lang): string {
  const forms = SERVER_TEXTS[lang].nights;
  return `${count} ${forms[RULES[lang].select(count)] ?? forms.other}`;
}
