import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { fetchPricingAtom, pricingFailureAtom } from '../../state/dates';
import { FormError } from '../../ui/FormError';

/** Says why the price is missing and lets the guest ask again; the chosen dates stay. */
export function PricingFailure() {
  const { t } = useLingui();
  const failure = useAtomValue(pricingFailureAtom);
  const fetchPricing = useSetAtom(fetchPricingAtom);
  if (!failure) return null;
  return (
    <div className="bw-pricing-failure">
      <FormError error={failure} />
      <button type="button" className="bw-button bw-button--secondary" onClick={() => void fetchPricing()}>
        {t({ id: 'try_again', message: 'Try again' })}
      </button>
    </div>
  );
}
