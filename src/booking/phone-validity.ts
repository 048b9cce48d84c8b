// A real validity check of a phone number for a dial code (SPEC 5). Only step
// 3 imports this module: libphonenumber-js and its metadata stay out of step 1.
// The metadata is the library's `min` set without its formatting patterns, which
// a validity check never reads (scripts/phone-metadata-plugin.ts): half its size.
import { isValidPhoneNumber } from 'libphonenumber-js/core';
import metadata from 'virtual:phone-metadata';

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
  return isValidPhoneNumber(international, metadata);
}
