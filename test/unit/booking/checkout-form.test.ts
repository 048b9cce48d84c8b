import { describe, expect, it } from 'vitest';
import { bookingDetails, clearUnusedInvoice, emptyCheckoutForm } from '../../../src/booking/checkout-form';
import { COUNTRY_CODES, COUNTRY_NOT_LISTED, COUNTRY_SEPARATOR, countryName, countryOptions, isCountryChoice } from '../../../src/booking/countries';

function companyForm() {
  const form = emptyCheckoutForm();
  form.useInvoiceAddress = true;
  form.invoiceAddress = {
    useFKSP: true,
    companyName: 'Lípa s.r.o.',
    streetAddress: 'Vodičkova 681/14',
    city: 'Praha',
    postalCode: '11000',
    country: 'CZ',
    corporateIdentificationNumber: '27074358',
    taxIdentificationNumber: 'CZ27074358',
  };
  return form;
}

describe('invoice clearing (SPEC 4)', () => {
  it('clears every invoice text to empty and every boolean to false without useInvoiceAddress', () => {
    const form = { ...companyForm(), useInvoiceAddress: false };
    expect(clearUnusedInvoice(form).invoiceAddress).toEqual({
      useFKSP: false,
      companyName: '',
      streetAddress: '',
      city: '',
      postalCode: '',
      country: '',
      corporateIdentificationNumber: '',
      taxIdentificationNumber: '',
    });
  });

  it('keeps the invoice while the guest wants one, and returns the same form when nothing changes', () => {
    const form = companyForm();
    expect(clearUnusedInvoice(form)).toBe(form);
    const plain = emptyCheckoutForm();
    expect(clearUnusedInvoice(plain)).toBe(plain);
  });
});

describe('snake_case exposure for the book call (SPEC 3)', () => {
  it('sends the customer, the invoice, the note, the source and the consent', () => {
    const form = companyForm();
    Object.assign(form.billingAddress, {
      firstName: ' Petr ',
      lastName: 'Svoboda',
      streetAddress: 'Náměstí 5',
      city: 'Tábor',
      postalCode: '390 01',
      email: 'petr@example.cz',
      phone: '601 234 567',
    });
    form.note = 'Late arrival';
    form.sourceOfReferral = '2';
    form.acceptGdprCompliance = true;
    expect(bookingDetails(form)).toEqual({
      customer: {
        first_name: 'Petr',
        last_name: 'Svoboda',
        street_address: 'Náměstí 5',
        city: 'Tábor',
        postal_code: '390 01',
        country: 'CZ',
        email: 'petr@example.cz',
        phone: '601 234 567',
        dial_code: '420',
      },
      invoice: {
        company_name: 'Lípa s.r.o.',
        street_address: 'Vodičkova 681/14',
        city: 'Praha',
        postal_code: '11000',
        country: 'CZ',
        corporate_identification_number: '27074358',
        tax_identification_number: 'CZ27074358',
        use_fksp: true,
      },
      note: 'Late arrival',
      rel: '2',
      acceptGdprCompliance: true,
    });
  });

  it('sends no invoice when the guest does not want one', () => {
    expect(bookingDetails({ ...companyForm(), useInvoiceAddress: false }).invoice).toBeUndefined();
  });
});

describe('country list (SPEC 3)', () => {
  it('starts with CZ, SK, DE, PL, AT, ends with "not listed", and holds about 60 countries', () => {
    const options = countryOptions('en', 'not listed');
    expect(options.slice(0, 5).map((option) => option.value)).toEqual(['CZ', 'SK', 'DE', 'PL', 'AT']);
    expect(options.at(-1)).toEqual({ value: COUNTRY_NOT_LISTED, label: 'not listed' });
    const countries = options.filter((option) => !option.separator);
    expect(countries.length).toBeGreaterThanOrEqual(55);
    expect(countries.length).toBeLessThanOrEqual(65);
    expect(new Set(countries.map((option) => option.value)).size).toBe(countries.length);
  });

  it('puts Europe before North America and the rest', () => {
    const values = countryOptions('en', 'not listed').map((option) => option.value);
    expect(values.indexOf('FR')).toBeLessThan(values.indexOf('US'));
    expect(values.indexOf('US')).toBeLessThan(values.indexOf('JP'));
    expect(values.indexOf('HU')).toBeGreaterThan(values.indexOf('AT'));
  });

  it("names countries in the widget's language", () => {
    const cs = countryOptions('cs', 'není v seznamu');
    expect(cs.find((option) => option.value === 'DE')?.label).toBe('Německo');
    expect(cs.find((option) => option.value === 'SK')?.label).toBe('Slovensko');
    expect(countryOptions('en', 'not listed').find((option) => option.value === 'DE')?.label).toBe('Germany');
    expect(countryName('AT', 'cs')).toBe('Rakousko');
  });

  it('never lets a separator be chosen', () => {
    const separators = countryOptions('cs', 'x').filter((option) => option.separator);
    expect(separators.length).toBe(3);
    expect(separators.every((option) => option.value === COUNTRY_SEPARATOR)).toBe(true);
    expect(isCountryChoice(COUNTRY_SEPARATOR)).toBe(false);
    expect(COUNTRY_CODES.every(isCountryChoice)).toBe(true);
  });
});
