import { pick, type Catalog } from './catalog.ts';
import { nightsOf, type Lang } from './days.ts';
import { isObjectFree } from './availability.ts';
import { message } from './messages.ts';
import { minStayProblem } from './min-stay.ts';
import { arrivalMinimum, roundMoney, stayPrice } from './pricing.ts';

/**
 * The dates answer (docs/api.md, "GET dates"): the "price from" of a range, the
 * cheapest object free for every night of it, or why it has none. Pure, so a
 * test can ask what the server answers without HTTP (the calendar's minimum-stay
 * property, test/unit/booking/min-stay-agreement.test.ts).
 */

export interface BookableWindow {
  /** The first day a stay may arrive (the server's today). */
  today: string;
  /** The last day a stay may depart. */
  maxDate: string;
}

export interface DatesAnswer {
  price: string;
  texts: { price_text: string };
  /** min_nights (an extension, docs/api.md): the arrival's minimum stay, sent with a range. */
  settings: { currency_text: string; min_nights?: string };
  alerts: string[];
  error: '0' | '1';
}

export function datesAnswer(
  catalog: Catalog,
  occupied: ReadonlyMap<number, ReadonlySet<string>>,
  range: { from: string; to: string } | undefined,
  window: BookableWindow,
  lang: Lang,
): DatesAnswer {
  const currency = pick(catalog.settings.currencyText, lang);
  const answer = (price: number, priceText: string, alerts: string[], error: boolean, minNights?: number): DatesAnswer => ({
    price: price.toFixed(2),
    texts: { price_text: priceText },
    settings: minNights === undefined ? { currency_text: currency } : { currency_text: currency, min_nights: String(minNights) },
    alerts,
    error: error ? '1' : '0',
  });
  if (!range) return answer(0, '', [], false);
  if (range.from < window.today || range.to > window.maxDate) return answer(0, '', [message('outsideWindow', lang)], true);

  const nights = nightsOf(range.from, range.to);
  const prices = catalog.objects
    .filter((object) => isObjectFree(occupied.get(object.id), nights))
    .map((object) => stayPrice(object, nights, catalog.seasons));
  if (prices.length === 0) return answer(0, '', [message('noObjectFree', lang)], true);

  // A stay shorter than its arrival's minimum cannot be booked (book and edit_save refuse it): no
  // price, so step 1 keeps the way on closed, and the alert says why (issue 21). A calendar that
  // reads min_stay never asks for one (issue 32).
  const minNights = arrivalMinimum(range.from, catalog.seasons).nights;
  const tooShort = minStayProblem(nights, catalog.seasons, lang);
  if (tooShort !== undefined) return answer(0, '', [tooShort], false, minNights);
  return answer(roundMoney(Math.min(...prices)), message('priceFrom', lang), [], false, minNights);
}
