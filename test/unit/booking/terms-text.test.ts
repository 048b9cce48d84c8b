// The cancellation terms in the e-mails' sentences (server/mail/terms-text.ts), in each language's dates.
import { describe, expect, it } from 'vitest';
import { termsText } from '../../../server/mail/terms-text';

const FLEXIBLE = {
  tiers: [
    { days_before: 14, percent: 50 },
    { days_before: 3, percent: 100 },
  ],
};
const NON_REFUNDABLE = { tiers: [{ days_before: 'booking' as const, percent: 100 }] };

describe('cancellation terms in sentences', () => {
  it('says the flexible rate in dates, as the issue writes them', () => {
    expect(termsText(FLEXIBLE, '2027-07-09', '2027-03-01', 'cs')).toBe(
      'Zrušení zdarma do 24. 6. 2027. Od 25. 6. 2027 je storno poplatek 50 % z ceny. Od 6. 7. 2027 je storno poplatek 100 % z ceny.',
    );
    expect(termsText(FLEXIBLE, '2027-07-09', '2027-03-01', 'en')).toBe(
      'Free cancellation until 24 June 2027. From 25 June 2027, the cancellation fee is 50% of the price. From 6 July 2027, the cancellation fee is 100% of the price.',
    );
  });

  it('ends a sentence once where the date ends in its own period', () => {
    expect(termsText(FLEXIBLE, '2027-07-09', '2027-03-01', 'hu')).toMatch(/^Ingyenes lemondás eddig: 2027\. június 24\. Lemondási díj/);
    expect(termsText(FLEXIBLE, '2027-07-09', '2027-03-01', 'uk')).toMatch(/^Безкоштовне скасування до 24 червня 2027 р\. З 25 червня/);
  });

  it('says a non-refundable rate in one sentence', () => {
    expect(termsText(NON_REFUNDABLE, '2027-07-09', '2027-03-01', 'de')).toBe('Nicht erstattbar: Bei einer Stornierung wird der Preis nicht erstattet.');
  });
});
