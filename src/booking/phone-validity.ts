// A real validity check of a phone number for a dial code (SPEC 5). Only step
// 3 imports this module, and only for a dial code other than +420: libphonenumber-js
// with its `min` metadata (the library's smallest published set) stays out of
// step 1 and of a Czech guest's booking.
import { isValidPhoneNumber } from 'libphonenumber-js/min';

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
