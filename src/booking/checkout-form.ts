// The guest's details on step 3 (SPEC 3 "Checkout form data") and the pure
// steps around them: a fresh form, clearing the invoice address when the guest
// does not want one (SPEC 4), and the snake_case shape the book call sends.
import type { BookRequest, Customer, InvoiceAddress as WireInvoiceAddress } from '../api/requests';

export interface BillingAddress {
  firstName: string;
  lastName: string;
  streetAddress: string;
  city: string;
  postalCode: string;
  /** ISO 3166 code from the country list (see countries.ts), or '' when none is chosen. */
  country: string;
  email: string;
  phone: string;
  /** Digits only, without '+': '420' for the Czech Republic. */
  dialCode: string;
  /** Whether the phone is a real number for its dial code (checked with libphonenumber-js). */
  phoneIsValid: boolean;
}

export interface InvoiceAddress {
  useFKSP: boolean;
  companyName: string;
  streetAddress: string;
  city: string;
  postalCode: string;
  country: string;
  corporateIdentificationNumber: string;
  taxIdentificationNumber: string;
}

export interface CheckoutForm {
  billingAddress: BillingAddress;
  useInvoiceAddress: boolean;
  invoiceAddress: InvoiceAddress;
  note: string;
  /** Id of the chosen source of referral, '' when none. */
  sourceOfReferral: string;
  acceptGdprCompliance: boolean;
}

export const CZECH_DIAL_CODE = '420';
export const CZECH_REPUBLIC = 'CZ';

export const emptyInvoiceAddress = (): InvoiceAddress => ({
  useFKSP: false,
  companyName: '',
  streetAddress: '',
  city: '',
  postalCode: '',
  country: '',
  corporateIdentificationNumber: '',
  taxIdentificationNumber: '',
});

export const emptyCheckoutForm = (): CheckoutForm => ({
  billingAddress: {
    firstName: '',
    lastName: '',
    streetAddress: '',
    city: '',
    postalCode: '',
    country: CZECH_REPUBLIC,
    email: '',
    phone: '',
    dialCode: CZECH_DIAL_CODE,
    phoneIsValid: false,
  },
  useInvoiceAddress: false,
  invoiceAddress: emptyInvoiceAddress(),
  note: '',
  sourceOfReferral: '',
  acceptGdprCompliance: false,
});

/** SPEC 4: without useInvoiceAddress every invoice text is '' and every boolean false. */
export function clearUnusedInvoice(form: CheckoutForm): CheckoutForm {
  if (form.useInvoiceAddress) return form;
  const invoice = form.invoiceAddress;
  const cleared = emptyInvoiceAddress();
  const alreadyClear = (Object.keys(cleared) as (keyof InvoiceAddress)[]).every((key) => invoice[key] === cleared[key]);
  return alreadyClear ? form : { ...form, invoiceAddress: cleared };
}

/** The guest's details as the book call receives them (SPEC 3: snake_case keys). */
export type BookingDetails = Pick<BookRequest, 'customer' | 'invoice' | 'note' | 'rel' | 'acceptGdprCompliance'>;

export function bookingDetails(form: CheckoutForm): BookingDetails {
  const billing = form.billingAddress;
  const customer: Customer = {
    first_name: billing.firstName.trim(),
    last_name: billing.lastName.trim(),
    street_address: billing.streetAddress.trim(),
    city: billing.city.trim(),
    postal_code: billing.postalCode.trim(),
    country: billing.country,
    email: billing.email.trim(),
    phone: billing.phone.trim(),
    dial_code: billing.dialCode,
  };
  const invoiceAddress = form.invoiceAddress;
  const invoice: WireInvoiceAddress | undefined = form.useInvoiceAddress
    ? {
        company_name: invoiceAddress.companyName.trim(),
        street_address: invoiceAddress.streetAddress.trim(),
        city: invoiceAddress.city.trim(),
        postal_code: invoiceAddress.postalCode.trim(),
        country: invoiceAddress.country,
        corporate_identification_number: invoiceAddress.corporateIdentificationNumber.trim(),
        tax_identification_number: invoiceAddress.taxIdentificationNumber.trim(),
        use_fksp: invoiceAddress.useFKSP,
      }
    : undefined;
  return {
    customer,
    invoice,
    note: form.note.trim(),
    rel: form.sourceOfReferral,
    acceptGdprCompliance: form.acceptGdprCompliance,
  };
}
