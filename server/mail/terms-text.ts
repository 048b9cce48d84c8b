import { cancellationTerms, isNonRefundable } from '../../src/booking/cancellation.ts';
import { prettyDay } from '../domain/days.ts';
import type { Lang } from '../domain/lang.ts';
import { fillIn } from '../domain/messages.ts';
import { rateName, type BookedRate } from '../domain/rates.ts';
import { RATE_TEXTS } from '../texts/rates/index.ts';

/** A booked rate's cancellation terms in the guest's sentences, with the dates in their language (issue 50). */
export function termsText(rate: Pick<BookedRate, 'tiers'>, arrival: string, bookedOn: string, lang: Lang): string {
  const words = RATE_TEXTS[lang].terms;
  if (isNonRefundable(rate.tiers)) return words.nonRefundable;
  const terms = cancellationTerms({ tiers: rate.tiers, arrival, bookedOn });
  return [
    ...(terms.free_until ? [fillIn(words.freeUntil, { date: prettyDay(terms.free_until, lang) })] : []),
    ...terms.fees.map((fee) => fillIn(words.feeFrom, { date: prettyDay(fee.from, lang), percent: fee.percent })),
  ]
    .join(' ')
    // A date that ends in its own period ("2027. június 24.", "24 червня 2027 р.") ends the sentence too.
    .replace(/\.\.(?=\s|$)/g, '.');
}

/** Each booked rate as the e-mail and the calendar file name it: the object, the rate with its board, the terms. */
export function rateEntries(rates: readonly BookedRate[], objectName: (id: number) => string, arrival: string, bookedOn: string, lang: Lang) {
  return rates.map((rate) => ({
    objectName: objectName(rate.objectId),
    rateName: `${rateName(rate.names, lang, rate.rateId)} (${RATE_TEXTS[lang].board[rate.board]})`,
    terms: termsText(rate, arrival, bookedOn, lang),
  }));
}
