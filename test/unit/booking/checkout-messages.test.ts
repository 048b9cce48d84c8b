// The words a guest reads for each rule of the form (SPEC 5), in Czech and
// English, as the widget shows them: the rules give a key, the later screens'
// catalog (the one step 3 loads) gives the text.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { emptyCheckoutForm, type CheckoutForm } from '../../../src/booking/checkout-form';
import { filledCheckoutForm as filled } from '../support/checkout';
import { checkoutErrors } from '../../../src/booking/checkout-rules';
import { COUNTRY_SEPARATOR } from '../../../src/booking/countries';
import { messages as cs } from '../../../src/i18n/locales/later/cs.po';
import { messages as en } from '../../../src/i18n/locales/later/en.po';
import { CHECKOUT_MESSAGES } from '../../../src/screens/step-3/messages';

function shown(lang: 'cs' | 'en', form: CheckoutForm, referralRequired = false): Record<string, string> {
  const i18n = setupI18n({ locale: lang, messages: { cs, en } });
  const errors = checkoutErrors(form, { referralRequired });
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, i18n._(CHECKOUT_MESSAGES[key!])]));
}

const SPEC = {
  cs: {
    required: 'Povinné pole',
    email: 'Neplatný email',
    country: 'Neplatná země',
    checked: 'Pole musí být zaškrknuté',
    czechPhone: 'České číslo musí mít 9 číslic',
    phone: 'Zadejte platné telefonní číslo',
  },
  en: {
    required: 'Required field',
    email: 'Invalid email address',
    country: 'Invalid country',
    checked: 'Field must be checked',
    czechPhone: 'A Czech number must have 9 digits',
    phone: 'Enter a valid phone number',
  },
} as const;

describe.each(['cs', 'en'] as const)('the form rules speak the spec (%s)', (lang) => {
  const words = SPEC[lang];

  it('marks every required billing field of an empty form', () => {
    const errors = shown(lang, emptyCheckoutForm());
    for (const field of ['firstName', 'lastName', 'streetAddress', 'city', 'postalCode', 'email', 'phone']) {
      expect(errors[`billingAddress.${field}`], field).toBe(words.required);
    }
  });

  it('refuses an invalid e-mail, a separator as country and a missing consent', () => {
    expect(shown(lang, filled((form) => (form.billingAddress.email = 'petr@')))['billingAddress.email']).toBe(words.email);
    expect(shown(lang, filled((form) => (form.billingAddress.country = COUNTRY_SEPARATOR)))['billingAddress.country']).toBe(
      words.country,
    );
    expect(shown(lang, filled((form) => (form.acceptGdprCompliance = false))).acceptGdprCompliance).toBe(words.checked);
  });

  it('counts the digits of a Czech number and asks for a valid one elsewhere', () => {
    expect(shown(lang, filled((form) => (form.billingAddress.phone = '60123456')))['billingAddress.phone']).toBe(words.czechPhone);
    const foreign = filled((form) => {
      form.billingAddress.dialCode = '49';
      form.billingAddress.phone = '123';
      form.billingAddress.phoneIsValid = false;
    });
    expect(shown(lang, foreign)['billingAddress.phone']).toBe(words.phone);
  });

  it('asks for the source of referral only when the shop wants it', () => {
    expect(shown(lang, filled(() => {})).sourceOfReferral).toBeUndefined();
    expect(shown(lang, filled(() => {}), true).sourceOfReferral).toBe(words.required);
  });
});
