// A real validity check of a phone number for a dial code (SPEC 5). Only step
// 3 imports this module, and only for a dial code other than +420: libphonenumber-js
// with its `min` metadata (the library's smallest published set) stays out of
// step 1 and of a Czech guest's booking. Its `/es6` entry, which the library
// offers for browsers with ES2015 (all the widget supports): the same code
// without the helpers that older browsers needed, 2.7 KB gzipped less.
import { isValidPhoneNumber } from 'libphonenumber-js/min/es6';

/**
 * True when `phone` is a valid number for `dialCode` (digits, '+' optional).
 * A number typed with its own international prefix (+ or 00) is read as typed.
 */
export function isValidPhoneFor(phone: string, dialCode: string): boolean {
  const typed = phone.replace(/[\s().-]+/g, '');
  if (typed === '') return false;
  const international = /^(?:\+|00)/.test(typed)
    ? `+${typed.replace(/^(?:\+|00)/, '')}`
    : `+${dialCode.replace(/^\+/, '')}${typed}`;
  return isValidPhoneNumber(international);
}
