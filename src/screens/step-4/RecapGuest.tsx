// The recap's guest: billing details, the company invoice (when asked for),
// the note and how they heard of the house, all changed on step 3.
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { countryName } from '../../booking/countries';
import { personName } from '../../i18n/person-name';
import { checkoutFormAtom } from '../../state/checkout';
import { configAtom } from '../../state/config';
import { selectionAtom } from '../../state/selection';
import { Facts, RecapPart } from './RecapPart';

/** "Náměstí 5, 390 01 Tábor, Česko": the parts the guest filled in. */
const addressText = (street: string, postalCode: string, city: string, country: string) =>
  [street, [postalCode, city].filter(Boolean).join(' '), country].filter(Boolean).join(', ');

export function RecapGuest() {
  const { t } = useLingui();
  const form = useAtomValue(checkoutFormAtom);
  const lang = useAtomValue(configAtom)?.lang ?? 'cs';
  const referral = useAtomValue(selectionAtom)?.source_of_referral.find((source) => source.id === form.sourceOfReferral)?.name ?? '';
  const billing = form.billingAddress;
  const invoice = form.invoiceAddress;
  const phone = billing.phone ? `+${billing.dialCode} ${billing.phone}` : '';
  return (
    <RecapPart
      name="guest"
      heading={t({ id: 'step_details', message: 'Your details' })}
      changeAt="/step-3"
      changeLabel={t({ id: 'change_details', message: 'Change your details' })}
    >
      <Facts
        rows={[
          [t({ id: 'guest_name', message: 'Name' }), personName(billing.firstName, billing.lastName, lang), 'name'],
          [
            t({ id: 'address', message: 'Address' }),
            addressText(billing.streetAddress, billing.postalCode, billing.city, countryName(billing.country, lang)),
            'address',
          ],
          [t({ id: 'email', message: 'Email' }), billing.email, 'email'],
          [t({ id: 'phone', message: 'Phone' }), phone, 'phone'],
          [t({ id: 'note', message: 'Note' }), form.note.trim(), 'note'],
          [t({ id: 'source_of_referral', message: 'How did you hear about us?' }), referral, 'referral'],
        ]}
      />
      {form.useInvoiceAddress && (
        <>
          <h5 className="bw-recap__subheading">{t({ id: 'invoice_address', message: 'I need an invoice for a company' })}</h5>
          <Facts
            rows={[
              [t({ id: 'company_name', message: 'Company name' }), invoice.companyName, 'company'],
              [t({ id: 'company_id', message: 'Company ID' }), invoice.corporateIdentificationNumber, 'company-id'],
              [t({ id: 'tax_id', message: 'Tax ID' }), invoice.taxIdentificationNumber, 'tax-id'],
              [
                t({ id: 'address', message: 'Address' }),
                addressText(invoice.streetAddress, invoice.postalCode, invoice.city, countryName(invoice.country, lang)),
                'invoice-address',
              ],
            ]}
          />
        </>
      )}
    </RecapPart>
  );
}
