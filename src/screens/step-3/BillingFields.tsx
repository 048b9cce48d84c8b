// The guest's billing details (SPEC 3 billingAddress) with autocomplete
// tokens, the country list and the phone with its dial code.
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';
import { countryOptions } from '../../booking/countries';
import { isCzechDialCode, isCzechPhone } from '../../booking/phone';
import { checkoutFormAtom, updateCheckoutAtom } from '../../state/checkout';
import { DialCodePicker } from '../../ui/DialCodePicker';
import { CheckoutSelect, CheckoutTextField } from './fields';
import { fieldId } from './form-paths';

/**
 * libphonenumber-js and its metadata load only when the guest reaches for the dial codes
 * (the list is built from the library) or types a number with a dial code other than +420.
 */
const loadPhoneValidity = () => import('../../booking/phone-validity');
const loadDialCodes = () => import('./dial-codes');
type DialCodes = Awaited<ReturnType<typeof loadDialCodes>>;

/** The dial codes in the widget's language: none until `want()` has loaded them (once). */
function useDialCodes(lang: string) {
  const [loaded, setLoaded] = useState<DialCodes | null>(null);
  const loading = useRef<Promise<DialCodes> | null>(null);
  const options = useMemo(() => loaded?.dialCodeOptions(lang) ?? [], [loaded, lang]);
  const want = () => {
    // A failed load is forgotten, so the next reach tries again.
    loading.current ??= loadDialCodes().then(
      (module) => {
        setLoaded(() => module);
        return module;
      },
      (error: unknown) => {
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  };
  return { options, want };
}

export function useCountryOptions() {
  const { t, i18n } = useLingui();
  const notListed = t({ id: 'not_listed', message: 'not listed' });
  return useMemo(() => countryOptions(i18n.locale, notListed), [i18n.locale, notListed]);
}

export function BillingFields() {
  const { t, i18n } = useLingui();
  const billing = useAtomValue(checkoutFormAtom).billingAddress;
  const update = useSetAtom(updateCheckoutAtom);
  const countries = useCountryOptions();
  const dialCodes = useDialCodes(i18n.locale);
  const setPhone = (phone: string, dialCode: string) => {
    const czech = isCzechDialCode(dialCode);
    update((form) => ({
      ...form,
      // A foreign number counts as invalid for the moment it takes to load the check.
      billingAddress: { ...form.billingAddress, phone, dialCode, phoneIsValid: czech && isCzechPhone(phone) },
    }));
    if (czech) return;
    void loadPhoneValidity().then(({ isValidPhoneFor }) =>
      update((form) => {
        const now = form.billingAddress;
        // The guest may have typed on meanwhile: only the number that was checked gets the answer.
        if (now.phone !== phone || now.dialCode !== dialCode) return form;
        return { ...form, billingAddress: { ...now, phoneIsValid: isValidPhoneFor(phone, dialCode) } };
      }),
    );
  };
  return (
    <fieldset className="bw-checkout__group">
      <legend>{t({ id: 'billing_details', message: 'Billing details' })}</legend>
      <div className="bw-checkout__grid">
        <CheckoutTextField path="billingAddress.firstName" label={t({ id: 'first_name', message: 'First name' })} autoComplete="given-name" />
        <CheckoutTextField path="billingAddress.lastName" label={t({ id: 'last_name', message: 'Last name' })} autoComplete="family-name" />
        <CheckoutTextField path="billingAddress.streetAddress" label={t({ id: 'street', message: 'Street' })} autoComplete="street-address" />
        <CheckoutTextField path="billingAddress.city" label={t({ id: 'city', message: 'City' })} autoComplete="address-level2" />
        <CheckoutTextField path="billingAddress.postalCode" label={t({ id: 'postal_code', message: 'Postal code' })} autoComplete="postal-code" />
        <CheckoutSelect path="billingAddress.country" label={t({ id: 'country', message: 'Country' })} options={countries} autoComplete="country-name" />
        <CheckoutTextField path="billingAddress.email" label={t({ id: 'email', message: 'Email' })} type="email" autoComplete="email" />
        <div className="bw-checkout__phone">
          <DialCodePicker
            id={fieldId('billingAddress.dialCode')}
            label={t({ id: 'dial_code', message: 'Dial code' })}
            searchLabel={t({ id: 'dial_code_search', message: 'Search by country or code' })}
            noMatchText={t({ id: 'dial_code_no_match', message: 'No country matches.' })}
            options={dialCodes.options}
            onWanted={dialCodes.want}
            value={billing.dialCode}
            onChange={(option) => setPhone(billing.phone, option.dialCode)}
          />
          <CheckoutTextField
            path="billingAddress.phone"
            label={t({ id: 'phone', message: 'Phone' })}
            type="tel"
            autoComplete="tel-national"
            onValue={(phone) => setPhone(phone, billing.dialCode)}
          />
        </div>
      </div>
    </fieldset>
  );
}
