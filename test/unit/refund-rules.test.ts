import { describe, expect, it } from 'vitest';
import { refundChoice } from '../../server/api/edit-cancel.ts';
import type { BookingRow } from '../../server/db/bookings.ts';
import type { Catalog } from '../../server/domain/catalog.ts';
import { LANGS } from '../../server/domain/lang.ts';
import { cancellationMessage } from '../../server/mail/cancellation.ts';
import { refundBackoffMs, REFUND_RETRY } from '../../server/payments/refund-queue.ts';
import { PAYMENT_TEXTS } from '../../server/texts/payments.ts';
import { RATE_TEXTS } from '../../server/texts/rates/index.ts';

/** The rules of a refund and of the hotel's cancellation (issue 51, docs/payments.md "Refunds"). */

describe('a refused refund waits before its next attempt', () => {
  it('a minute after the first failure, doubling, never more than six hours', () => {
    expect([1, 2, 3, 4].map((failed) => refundBackoffMs(failed))).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(refundBackoffMs(9)).toBe(256 * 60_000);
    expect(refundBackoffMs(10)).toBe(6 * 3_600_000);
    expect(refundBackoffMs(REFUND_RETRY.attempts)).toBe(REFUND_RETRY.maxMs);
  });
});

describe("the hotel's refund choice", () => {
  it('is by the terms unless "full" is asked for exactly: the default never gives more away', () => {
    expect(refundChoice('full')).toBe('full');
    for (const other of ['terms', 'FULL', '', undefined, 1, null]) expect(refundChoice(other)).toBe('terms');
  });
});

describe("the e-mail of the hotel's cancellation", () => {
  const booking = (lang: string) =>
    ({
      lang,
      customer: JSON.stringify({ first_name: 'Jana', last_name: 'Nováková', email: 'jana@example.cz' }),
      variable_symbol: '27000031',
      arrival: '2027-07-09',
      departure: '2027-07-12',
      cancelled_on: '2027-06-01',
      cancel_fee: 0,
      refund: 1800,
    }) as unknown as BookingRow;
  const catalog = { settings: { currencyText: { cs: 'Kč', en: 'CZK' } } } as unknown as Catalog;

  it.each(LANGS)('says in %s that the house cancelled and kept no fee, instead of the guest\'s wording', (lang) => {
    const text = cancellationMessage(booking(lang), catalog, 'Penzion U Staré lípy', { amount: 1800, by: '2027-06-15' }, { byProperty: true, inFull: true }).text;
    expect(text).toContain(PAYMENT_TEXTS[lang].cancelledByProperty.replace('{property}', 'Penzion U Staré lípy'));
    expect(text).toContain(PAYMENT_TEXTS[lang].refundInFull);
    expect(text).not.toContain(RATE_TEXTS[lang].mail.cancelled.replace('{property}', 'Penzion U Staré lípy'));
  });

  it("keeps the guest's own wording when the guest cancelled", () => {
    const text = cancellationMessage(booking('en'), catalog, 'Penzion U Staré lípy').text;
    expect(text).toContain('your booking at Penzion U Staré lípy has been cancelled.');
    expect(text).not.toContain(PAYMENT_TEXTS.en.refundInFull);
  });
});
