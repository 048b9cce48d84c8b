import { describe, expect, it } from 'vitest';
import { houseCalendar } from '../../server/domain/availability.ts';
import { addMonths, isIsoDay, nightsOf, prettyDay } from '../../server/domain/days.ts';
import { LANGS } from '../../server/domain/lang.ts';
import { czechIban, qrPaymentText } from '../../server/domain/payment.ts';
import { arrivalMinimum, seasonOf } from '../../server/domain/pricing.ts';
import { nightsText } from '../../server/domain/plural.ts';
import type { Season } from '../../server/domain/catalog.ts';

/** The reference server's pure rules, without HTTP or a database. */

const nights = (...days: string[]) => new Set(days);

describe('house calendar', () => {
  it('a night is unavailable only when every object is taken; block edges are one-way days', () => {
    const occupied = new Map([
      [1, nights('2026-03-05', '2026-03-06', '2026-03-10')],
      [2, nights('2026-03-05', '2026-03-06')],
    ]);
    const calendar = houseCalendar([1, 2], occupied, '2026-03-01', '2026-03-31');
    expect(calendar.unavailable).toEqual(['2026-03-05', '2026-03-06']);
    expect(calendar.available_out).toEqual(['2026-03-05']);
    expect(calendar.available_in).toEqual(['2026-03-07']);
  });

  it('back-to-back bookings leave no free day between them', () => {
    const occupied = new Map([[1, nights('2026-03-02', '2026-03-03', '2026-03-04')]]);
    const calendar = houseCalendar([1], occupied, '2026-03-01', '2026-03-10');
    expect(calendar.unavailable).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
    expect(calendar.available_out).toEqual(['2026-03-02']);
    expect(calendar.available_in).toEqual(['2026-03-05']);
  });
});

describe('days', () => {
  it('validates real calendar days only', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
    expect(isIsoDay('2026-1-01')).toBe(false);
  });

  it('counts nights across a daylight-saving change and clamps month ends', () => {
    expect(nightsOf('2026-03-28', '2026-03-31')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(addMonths('2026-08-31', 18)).toBe('2028-02-29');
  });

  it('counts nights by each language’s plural rules', () => {
    const counts = [1, 2, 4, 5, 21, 22, 25];
    expect(counts.map((n) => nightsText(n, 'cs'))).toEqual(['1 noc', '2 noci', '4 noci', '5 nocí', '21 nocí', '22 nocí', '25 nocí']);
    expect(counts.map((n) => nightsText(n, 'sk'))).toEqual(['1 noc', '2 noci', '4 noci', '5 nocí', '21 nocí', '22 nocí', '25 nocí']);
    expect(counts.map((n) => nightsText(n, 'pl'))).toEqual(['1 noc', '2 noce', '4 noce', '5 nocy', '21 nocy', '22 noce', '25 nocy']);
    expect(counts.map((n) => nightsText(n, 'uk'))).toEqual(['1 ніч', '2 ночі', '4 ночі', '5 ночей', '21 ніч', '22 ночі', '25 ночей']);
    expect([1, 2].map((n) => nightsText(n, 'en'))).toEqual(['1 night', '2 nights']);
    expect([1, 2].map((n) => nightsText(n, 'de'))).toEqual(['1 Nacht', '2 Nächte']);
    expect([1, 5].map((n) => nightsText(n, 'hu'))).toEqual(['1 éjszaka', '5 éjszaka']);
  });

  it('writes a day in prose as each language does', () => {
    const day = '2026-05-01';
    expect(LANGS.map((lang) => prettyDay(day, lang))).toEqual(['1. 5. 2026', '1 May 2026', '1. Mai 2026', '1. mája 2026', '1 maja 2026', '1 травня 2026 р.', '2026. május 1.']);
  });
});

describe('seasons', () => {
  const seasons: Season[] = [
    { id: 'low', name: { cs: 'nízká', en: 'low' }, minNights: 1, periods: [], priority: 0 },
    { id: 'high', name: { cs: 'hlavní', en: 'high' }, minNights: 5, periods: [['07-01', '08-31'], ['12-23', '01-01']], priority: 2 },
  ];

  it('finds the season of a night, also across New Year', () => {
    expect(seasonOf('2026-07-15', seasons)?.id).toBe('high');
    expect(seasonOf('2026-12-31', seasons)?.id).toBe('high');
    expect(seasonOf('2027-01-01', seasons)?.id).toBe('high');
    expect(seasonOf('2027-01-02', seasons)?.id).toBe('low');
  });

  it("asks a stay for its arrival day's minimum: that of the arrival night's season (issue 32)", () => {
    expect(arrivalMinimum('2026-07-01', seasons).nights).toBe(5);
    expect(arrivalMinimum('2027-01-01', seasons).nights).toBe(5);
    // Arriving the day before high season, a stay may run into it.
    expect(arrivalMinimum('2026-06-30', seasons).nights).toBe(1);
    expect(arrivalMinimum('2027-01-02', seasons).nights).toBe(1);
  });
});

describe('payment', () => {
  it('builds a valid Czech IBAN from a domestic account', () => {
    expect(czechIban('19-2000145399/0800')).toBe('CZ6508000000192000145399');
    const iban = czechIban('2801234567/2010');
    expect(iban).toMatch(/^CZ\d{2}20100000002801234567$/);
    // The standard IBAN check: move the country code to the end, letters to numbers, mod 97 is 1.
    const digits = `${iban.slice(4)}1235${iban.slice(2, 4)}`;
    expect([...digits].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0)).toBe(1);
  });

  it('writes the QR payment text without separators or accents in the message', () => {
    const text = qrPaymentText({ iban: 'CZ6508000000192000145399', amount: 1926, variableSymbol: '26000009', message: 'Rezervace *č. 9*' });
    expect(text).toBe('SPD*1.0*ACC:CZ6508000000192000145399*AM:1926.00*CC:CZK*X-VS:26000009*MSG:Rezervace  c. 9 ');
  });
});
