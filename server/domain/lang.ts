import { LANGS, parseLang, type Lang } from '../../src/config/config.ts';

/** The server speaks the widget's languages, with the widget's own list and parsing (src/config). */
export { LANGS, type Lang };

/**
 * The language of a request (`lang`) or of a stored booking: one of the seven,
 * a region tag as its language (de-AT -> de), anything else English, nothing Czech.
 */
export function serverLang(raw: string | null | undefined): Lang {
  return parseLang(raw ?? undefined) ?? 'cs';
}
