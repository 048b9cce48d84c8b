import { expect, it } from 'vitest';
import { currencyCode } from '../../../src/booking/currency';

it('turns the currency text guests read into the ISO code hosts and analytics need', () => {
  expect(currencyCode('Kč')).toBe('CZK');
  expect(currencyCode(' CZK ')).toBe('CZK');
  expect(currencyCode('€')).toBe('EUR');
  expect(currencyCode('eur')).toBe('EUR');
  expect(currencyCode('$')).toBe('USD');
});
