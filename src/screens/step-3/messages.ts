// The texts of the form's rules (SPEC 5), by the server's translation keys;
// Czech in the later catalog keeps the spec's spelling ('zaškrknuté').
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CheckoutMessageKey } from '../../booking/checkout-rules';

export const CHECKOUT_MESSAGES: Record<CheckoutMessageKey, MessageDescriptor> = {
  required_field: msg({ id: 'required_field', message: 'Required field' }),
  invalid_email: msg({ id: 'invalid_email', message: 'Invalid email address' }),
  invalid_country: msg({ id: 'invalid_country', message: 'Invalid country' }),
  must_be_checked: msg({ id: 'must_be_checked', message: 'Field must be checked' }),
  czech_phone_digits: msg({ id: 'czech_phone_digits', message: 'A Czech number must have 9 digits' }),
  invalid_phone: msg({ id: 'invalid_phone', message: 'Enter a valid phone number' }),
  invalid_company_id: msg({ id: 'invalid_company_id', message: 'A company ID must have 8 digits' }),
};
