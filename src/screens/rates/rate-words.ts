// Words for a rate (issue 50): what it includes and its cancellation terms, in
// the widget's language. The terms come as dates (the server's answers, or
// src/booking/cancellation.ts for an offer), and read as the language writes a
// day (its calendar names, src/i18n/languages/), never in the API's form.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CalendarTexts } from '../../i18n/format';
import { formatPrice } from '../../i18n/format';
import { weekdayIndex } from '../../booking/day';

/** What a rate includes (docs/api.md, "Rates"). */
export type Board = 'room_only' | 'breakfast' | 'half_board';

/** A rate's terms as dates: free until `free_until` ('' when never), then a fee in percent from each day. */
export interface TermsDates {
  free_until: string;
  fees: readonly { from: string; percent: number }[];
}

const BOARDS = {
  room_only: msg({ id: 'board_room_only', message: 'Room only' }),
  breakfast: msg({ id: 'board_breakfast', message: 'Breakfast included' }),
  half_board: msg({ id: 'board_half_board', message: 'Half board' }),
} satisfies Record<Board, unknown>;

/** "Breakfast included"; a board the widget does not know is shown as the server sent it. */
export function boardName(i18n: I18n, board: string): string {
  const known = BOARDS[board as Board];
  return known ? i18n._(known) : board;
}

/**
 * "24 June 2027", "24. června 2027", "2027. június 24.": a day with its year as the
 * language writes it in a sentence (its full date without the weekday).
 */
export function dayWithYear(days: CalendarTexts, day: string): string {
  const weekday = days.weekdays[weekdayIndex(day)]?.long ?? '';
  return days.fullDate(day).replace(weekday, '').replace(/^[\s,]+|[\s,]+$/g, '');
}

/** A sentence that ends in a date ending in its own period ("… 2027. június 24.", "… 2027 р.") ends once. */
export const endOnce = (sentence: string): string => sentence.replace(/\.\.$/, '.');

/** Nothing back whenever the guest cancels: one fee of 100 % from the day of booking. */
export const isNonRefundable = (terms: TermsDates): boolean =>
  terms.free_until === '' && terms.fees.length > 0 && (terms.fees[0]?.percent ?? 0) >= 100;

/** "Free cancellation until 24 June" / "Non-refundable": the terms in a few words. */
export function shortTerms(i18n: I18n, days: CalendarTexts, terms: TermsDates): string {
  if (terms.free_until) {
    const until = days.dayMonth(terms.free_until);
    return i18n._(msg({ id: 'rate_free_until', message: `Free cancellation until ${until}` }));
  }
  if (isNonRefundable(terms)) return i18n._(msg({ id: 'rate_non_refundable', message: 'Non-refundable' }));
  const percent = terms.fees[0]?.percent ?? 0;
  return i18n._(msg({ id: 'rate_fee_from_now', message: `Cancellation fee ${percent}%` }));
}

/**
 * The full terms, one sentence a line: "Free cancellation until 24 June 2027.",
 * "From 25 June 2027 the cancellation fee is 50% of the price." With a price, the
 * fee is said in money too.
 */
export function termsLines(i18n: I18n, days: CalendarTexts, terms: TermsDates, price?: { amount: number; currency: string }): string[] {
  if (isNonRefundable(terms)) {
    return [i18n._(msg({ id: 'terms_non_refundable', message: 'Non-refundable: if you cancel, the whole price is charged.' }))];
  }
  const lines: string[] = [];
  if (terms.free_until) {
    const until = dayWithYear(days, terms.free_until);
    lines.push(i18n._(msg({ id: 'terms_free_until', message: `Free cancellation until ${until}.` })));
  }
  for (const fee of terms.fees) {
    const from = dayWithYear(days, fee.from);
    const percent = fee.percent;
    if (!price) {
      lines.push(i18n._(msg({ id: 'terms_fee_from', message: `From ${from} the cancellation fee is ${percent}% of the price.` })));
      continue;
    }
    const money = formatPrice(Math.round(price.amount * percent) / 100, price.currency);
    lines.push(i18n._(msg({ id: 'terms_fee_from_money', message: `From ${from} the cancellation fee is ${percent}% of the price (${money}).` })));
  }
  return lines.map(endOnce);
}
