// The company invoice (SPEC 3 invoiceAddress), opened by "use invoice
// address". An 8-digit company ID is looked up in the company registry and
// fills the rest (SPEC 7); a failed lookup changes nothing and says nothing.
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { checkoutFormAtom, lookUpCompanyAtom } from '../../state/checkout';
import { useCountryOptions } from './BillingFields';
import { CheckoutCheckbox, CheckoutSelect, CheckoutTextField } from './fields';

export function InvoiceFields() {
  const { t } = useLingui();
  const wanted = useAtomValue(checkoutFormAtom).useInvoiceAddress;
  const lookUp = useSetAtom(lookUpCompanyAtom);
  const countries = useCountryOptions();
  return (
    <div className="bw-checkout__group">
      <CheckoutCheckbox path="useInvoiceAddress">{t({ id: 'invoice_address', message: 'I need an invoice for a company' })}</CheckoutCheckbox>
      {wanted && (
        <fieldset className="bw-checkout__group">
          <legend>{t({ id: 'company', message: 'Company' })}</legend>
          <div className="bw-checkout__grid">
            <CheckoutTextField
              path="invoiceAddress.corporateIdentificationNumber"
              label={t({ id: 'company_id', message: 'Company ID' })}
              inputMode="numeric"
              autoComplete="off"
              onValue={(companyId) => void lookUp(companyId)}
            />
            <CheckoutTextField path="invoiceAddress.taxIdentificationNumber" label={t({ id: 'tax_id', message: 'Tax ID' })} autoComplete="off" />
            <CheckoutTextField path="invoiceAddress.companyName" label={t({ id: 'company_name', message: 'Company name' })} autoComplete="organization" />
            <CheckoutTextField
              path="invoiceAddress.streetAddress"
              label={t({ id: 'street', message: 'Street' })}
              autoComplete="section-invoice billing street-address"
            />
            <CheckoutTextField path="invoiceAddress.city" label={t({ id: 'city', message: 'City' })} autoComplete="section-invoice billing address-level2" />
            <CheckoutTextField
              path="invoiceAddress.postalCode"
              label={t({ id: 'postal_code', message: 'Postal code' })}
              autoComplete="section-invoice billing postal-code"
            />
            <CheckoutSelect
              path="invoiceAddress.country"
              label={t({ id: 'country', message: 'Country' })}
              options={countries}
              emptyLabel=""
              autoComplete="section-invoice billing country-name"
            />
          </div>
          <CheckoutCheckbox path="invoiceAddress.useFKSP">
            {t({ id: 'use_fksp', message: 'Paid from the employee benefit fund (FKSP)' })}
          </CheckoutCheckbox>
        </fieldset>
      )}
    </div>
  );
}
