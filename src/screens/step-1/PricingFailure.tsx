import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { fetchPricingAtom, pricingFailureAtom } from '../../state/dates';
import { FailureRetry } from '../../ui/FailureRetry';

/** Says why the price is missing and lets the guest ask again; the chosen dates stay. */
export function PricingFailure() {
  const { t } = useLingui();
  const failure = useAtomValue(pricingFailureAtom);
  const fetchPricing = useSetAtom(fetchPricingAtom);
  return (
    <FailureRetry
      className="bw-pricing-failure"
      message={failure}
      retryLabel={t({ id: 'try_again', message: 'Try again' })}
      onRetry={() => void fetchPricing()}
    />
  );
}
