// The fees of the selection answer, each with its unit in words; the summary
// adds them up for the chosen stay.
import { useLingui } from '@lingui/react/macro';
import type { Fee } from '../../api';
import { priceWithUnit } from './units';

export function Fees({ fees, currencyText }: { fees: readonly Fee[]; currencyText: string }) {
  const { t, i18n } = useLingui();
  if (fees.length === 0) return null;
  return (
    <section className="bw-step2__fees" aria-labelledby="bw-step2-fees">
      <h3 id="bw-step2-fees" className="bw-section-heading">{t({ id: 'fees', message: 'Fees' })}</h3>
      <ul>
        {fees.map((fee) => (
          <li key={fee.id}>
            <span>{fee.name}</span> <span className="bw-step2__fee-price">{priceWithUnit(i18n, fee.price, fee.unit, currencyText)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
