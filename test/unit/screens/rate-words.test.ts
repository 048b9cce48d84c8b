// A rate's terms in words (issue 50): the few words on step 2 and the full
// sentences of steps 4 and 5 and the booking page, in each language's date
// form, with the fee in money where a price is given.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { cancellationTerms } from '../../../src/booking/cancellation';
import { calendarTexts } from '../../../src/i18n/format';
import { messages as csLater } from '../../../src/i18n/locales/later/cs.po';
import { messages as enLater } from '../../../src/i18n/locales/later/en.po';
import { messages as huLater } from '../../../src/i18n/locales/later/hu.po';
import { pack as cs } from '../../../src/i18n/languages/cs';
import { pack as en } from '../../../src/i18n/languages/en';
import { pack as hu } from '../../../src/i18n/languages/hu';
import { dayWithYear, isNonRefundable, shortTerms, termsLines } from '../../../src/screens/rates/rate-words';

const PACKS = { cs: [cs, csLater], en: [en, enLater], hu: [hu, huLater] } as const;
function language(lang: keyof typeof PACKS) {
  const [pack, later] = PACKS[lang];
  const i18n = setupI18n({ locale: lang, messages: { [lang]: later } });
  return { i18n, days: calendarTexts(pack.names) };
}

// The example: arrival 9 July 2027, booked long before, the seeded flexible rate.
const FLEX = cancellationTerms({ tiers: [{ days_before: 14, percent: 50 }, { days_before: 3, percent: 100 }], arrival: '2027-07-09', bookedOn: '2027-01-10' });
const NONREF = cancellationTerms({ tiers: [{ days_before: 'booking', percent: 100 }], arrival: '2027-07-09', bookedOn: '2027-01-10' });

describe('a rate in words', () => {
  it('says the flexible rate in a few words and in full, in Czech, with the fees in money', () => {
    const { i18n, days } = language('cs');
    expect(shortTerms(i18n, days, FLEX)).toBe('Zrušení zdarma do 24. června');
    expect(termsLines(i18n, days, FLEX, { amount: 4200, currency: 'Kč' })).toEqual([
      'Zrušení zdarma do 24. června 2027.',
      'Od 25. června 2027 je storno poplatek 50 % z ceny (2\u00a0100,00\u00a0Kč).',
      'Od 6. července 2027 je storno poplatek 100 % z ceny (4\u00a0200,00\u00a0Kč).',
    ]);
  });

  it('says a non-refundable rate as such, whatever the price', () => {
    const { i18n, days } = language('en');
    expect(isNonRefundable(NONREF)).toBe(true);
    expect(isNonRefundable(FLEX)).toBe(false);
    expect(shortTerms(i18n, days, NONREF)).toBe('Non-refundable');
    expect(termsLines(i18n, days, NONREF, { amount: 3780, currency: 'Kč' })).toEqual(['Non-refundable: if you cancel, the whole price is charged.']);
  });

  it('says a fee from today when the free days are already over', () => {
    const { i18n, days } = language('en');
    const late = cancellationTerms({ tiers: [{ days_before: 14, percent: 50 }, { days_before: 3, percent: 100 }], arrival: '2027-07-09', bookedOn: '2027-07-01' });
    expect(shortTerms(i18n, days, late)).toBe('Cancellation fee 50%');
  });

  it('ends a sentence once when its date ends in a period (Hungarian)', () => {
    const { i18n, days } = language('hu');
    expect(termsLines(i18n, days, FLEX)[0]).toBe('Ingyenes lemondás eddig: 2027. június 24.');
  });

  it("writes a day with its year as the language does, without the weekday", () => {
    expect(dayWithYear(language('en').days, '2027-06-24')).toBe('24 June 2027');
    expect(dayWithYear(language('cs').days, '2027-06-24')).toBe('24. června 2027');
    expect(dayWithYear(language('hu').days, '2027-06-24')).toBe('2027. június 24.');
  });
});
