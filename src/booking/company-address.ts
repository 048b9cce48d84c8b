// Filling the invoice address from a Czech company registry record (SPEC 7).
// The public registry answers numbers for house numbers and the postal code;
// strings are read the same way.
import type { RegistryRecord, RegistrySeat } from '../api/registry';
import { CZECH_REPUBLIC, type InvoiceAddress } from './checkout-form';

type NumberOrText = number | string | null | undefined;

const textOf = (value: NumberOrText): string => (value === null || value === undefined ? '' : String(value).trim());

/** A company ID the registry can be asked about: exactly 8 digits (SPEC 5). */
export const isCompanyId = (value: string): boolean => /^\d{8}$/.test(value.trim());

/**
 * SPEC 7: the street name, or the municipality when there is none, then the
 * house number, then '/' with the orientation number and its letter.
 */
export function registryStreet(seat: RegistrySeat): string {
  const place = textOf(seat.nazevUlice) || textOf(seat.nazevObce);
  const house = textOf(seat.cisloDomovni);
  const orientation = textOf(seat.cisloOrientacni);
  const number = orientation ? `${house}/${orientation}${textOf(seat.cisloOrientacniPismeno)}` : house;
  return [place, number].filter(Boolean).join(' ');
}

/** The invoice fields a registry record fills in; the guest's other choices stay. */
export function invoiceFromRegistry(
  record: RegistryRecord,
): Pick<InvoiceAddress, 'companyName' | 'streetAddress' | 'city' | 'postalCode' | 'country' | 'taxIdentificationNumber'> {
  const seat = record.sidlo ?? {};
  return {
    companyName: textOf(record.obchodniJmeno),
    streetAddress: registryStreet(seat),
    city: textOf(seat.nazevObce),
    postalCode: textOf(seat.psc),
    country: textOf(seat.kodStatu) === CZECH_REPUBLIC ? CZECH_REPUBLIC : '',
    taxIdentificationNumber: textOf(record.dic),
  };
}
