// The rules of the checkout form (SPEC 5) as a valibot schema. Each rule
// reports the server's translation key of its message (required_field,
// invalid_email...); the screen shows that key's text in the guest's language.
import * as v from 'valibot';
import type { CheckoutForm } from './checkout-form';
import { isCompanyId } from './company-address';
import { isCountryChoice } from './countries';
import { isCzechDialCode, isCzechPhone } from './phone';

export type CheckoutMessageKey =
  | 'required_field'
  | 'invalid_email'
  | 'invalid_country'
  | 'must_be_checked'
  | 'czech_phone_digits'
  | 'invalid_phone'
  | 'invalid_company_id';

/** Dotted paths of the fields that can be wrong, in the order the form shows them. */
export const CHECKOUT_FIELDS = [
  'billingAddress.firstName',
  'billingAddress.lastName',
  'billingAddress.streetAddress',
  'billingAddress.city',
  'billingAddress.postalCode',
  'billingAddress.country',
  'billingAddress.email',
  'billingAddress.phone',
  'invoiceAddress.corporateIdentificationNumber',
  'sourceOfReferral',
  'acceptGdprCompliance',
] as const;

export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutErrors = Partial<Record<CheckoutField, CheckoutMessageKey>>;

export interface CheckoutRuleOptions {
  /** The shop's show_source_of_referral: then a source is required. */
  referralRequired: boolean;
}

const required = v.pipe(v.string(), v.trim(), v.nonEmpty<string, CheckoutMessageKey>('required_field'));

const billingSchema = v.pipe(
  v.object({
    firstName: required,
    lastName: required,
    streetAddress: required,
    city: required,
    postalCode: required,
    country: v.pipe(required, v.check(isCountryChoice, 'invalid_country')),
    email: v.pipe(required, v.email('invalid_email')),
    phone: required,
    dialCode: v.string(),
    phoneIsValid: v.boolean(),
  }),
  v.forward(
    v.partialCheck(
      [['phone'], ['dialCode']],
      (billing) => !isCzechDialCode(billing.dialCode) || isCzechPhone(billing.phone),
      'czech_phone_digits',
    ),
    ['phone'],
  ),
  v.forward(
    v.partialCheck(
      [['dialCode'], ['phoneIsValid']],
      (billing) => isCzechDialCode(billing.dialCode) || billing.phoneIsValid,
      'invalid_phone',
    ),
    ['phone'],
  ),
);

export function checkoutSchema({ referralRequired }: CheckoutRuleOptions) {
  const form = v.object({
    billingAddress: billingSchema,
    useInvoiceAddress: v.boolean(),
    // SPEC 5: invoice fields have no rules of their own.
    invoiceAddress: v.looseObject({}),
    note: v.string(),
    sourceOfReferral: referralRequired ? required : v.string(),
    // Booking without consent is not possible (issue 10).
    acceptGdprCompliance: v.literal(true, 'must_be_checked'),
  });
  return v.pipe(
    form,
    v.forward(
      v.partialCheck(
        [['useInvoiceAddress'], ['invoiceAddress', 'corporateIdentificationNumber']],
        ({ useInvoiceAddress, invoiceAddress }) => {
          const companyId = String((invoiceAddress as { corporateIdentificationNumber?: unknown }).corporateIdentificationNumber ?? '');
          // SPEC 5: exactly 8 digits (spaces a guest types between them ignored); empty is allowed,
          // as invoice fields have no other rules and a foreign company has none.
          return !useInvoiceAddress || companyId.trim() === '' || isCompanyId(companyId.replace(/\s/g, ''));
        },
        'invalid_company_id',
      ),
      ['invoiceAddress', 'corporateIdentificationNumber'],
    ),
  );
}

/** The first broken rule of each field; an empty object when the form can be sent. */
export function checkoutErrors(form: CheckoutForm, options: CheckoutRuleOptions): CheckoutErrors {
  const result = v.safeParse(checkoutSchema(options), form);
  if (result.success) return {};
  const errors: CheckoutErrors = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) as CheckoutField | null;
    if (path && (CHECKOUT_FIELDS as readonly string[]).includes(path) && !errors[path]) {
      errors[path] = issue.message as CheckoutMessageKey;
    }
  }
  return errors;
}

export const isCheckoutValid = (form: CheckoutForm, options: CheckoutRuleOptions): boolean =>
  Object.keys(checkoutErrors(form, options)).length === 0;
