// The phone check and the dial codes, both from libphonenumber-js as published
// (its `min` metadata): a number valid for its dial code, the dial codes a guest
// can choose, with their countries' names in the widget's language.
import { describe, expect, it } from 'vitest';
import { isValidPhoneFor } from '../../../src/booking/phone-validity.ts';
import { dialCodeOptions } from '../../../src/screens/step-3/dial-codes.ts';

describe('the phone check', () => {
  it('tells a valid number from an invalid one, for the dial code or as typed with its own', () => {
    expect(isValidPhoneFor('602 123 456', '+420')).toBe(true);
    expect(isValidPhoneFor('60212345', '+420')).toBe(false);
    expect(isValidPhoneFor('+49 1512 3456789', '+420')).toBe(true);
    expect(isValidPhoneFor('0049 1512 3456789', '420')).toBe(true);
    expect(isValidPhoneFor('15', '+49')).toBe(false);
    expect(isValidPhoneFor('30 901820', '49')).toBe(true);
    expect(isValidPhoneFor('', '49')).toBe(false);
  });
});

describe('the dial codes', () => {
  it('list the Czech Republic first, then every country by its name in the language', () => {
    const czech = dialCodeOptions('cs');
    expect(czech[0]).toEqual({ country: 'CZ', dialCode: '420', name: 'Česko' });
    expect(czech.find((option) => option.country === 'DE')).toEqual({ country: 'DE', dialCode: '49', name: 'Německo' });
    // Several countries share +1 and +7, each under its own name.
    expect(czech.filter((option) => option.dialCode === '1').map((option) => option.country)).toEqual(expect.arrayContaining(['US', 'CA']));
    expect(czech.length).toBeGreaterThan(200);
    const names = czech.slice(1).map((option) => option.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('cs').compare));
    expect(dialCodeOptions('de').find((option) => option.country === 'CZ')!.name).toBe('Tschechien');
  });
});
