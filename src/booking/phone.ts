// The Czech phone rule of SPEC 5: with dial code 420, after stripping a
// leading +420 and the spaces, exactly 9 digits. Other dial codes are checked
// by libphonenumber-js (phone-validity.ts, loaded with step 3 only).
import { CZECH_DIAL_CODE } from './checkout-form';

/** The number without a leading +420 (or 00420) and without spaces. */
export function czechNationalNumber(phone: string): string {
  return phone.replace(/\s+/g, '').replace(/^(?:\+|00)420/, '');
}

export function isCzechPhone(phone: string): boolean {
  return /^\d{9}$/.test(czechNationalNumber(phone));
}

export const isCzechDialCode = (dialCode: string): boolean => dialCode.replace(/^\+/, '') === CZECH_DIAL_CODE;
