import { pick, type Season } from './catalog.ts';
import type { Lang } from './days.ts';
import { message } from './messages.ts';
import { nightsText } from './plural.ts';
import { arrivalMinimum } from './pricing.ts';

/**
 * Why a stay is too short for its arrival's minimum (pricing.ts), or undefined
 * when it is long enough. The dates answer shows it as an alert; book and
 * edit_save refuse the stay with the same words.
 */
export function minStayProblem(nights: readonly string[], seasons: readonly Season[], lang: Lang): string | undefined {
  const minimum = arrivalMinimum(nights[0] ?? '', seasons);
  if (nights.length >= minimum.nights || !minimum.season) return undefined;
  return message('minStay', lang, { season: pick(minimum.season.name, lang), nights: nightsText(minimum.nights, lang) });
}
