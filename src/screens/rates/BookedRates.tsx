// The booked objects' rates and their cancellation terms (issue 50), as the
// book, thanks and booking-page answers give them: step 5 (and its printout)
// and the guest's booking page.
import { useLingui } from '@lingui/react/macro';
import { RateTerms } from './RateTerms';
import type { TermsDates } from './rate-words';

export interface BookedRateView {
  object_id: string;
  object_name: string;
  name: string;
  board: string;
  terms: TermsDates;
}

export function BookedRates({ rates }: { rates: readonly BookedRateView[] }) {
  const { t } = useLingui();
  if (rates.length === 0) return null;
  return (
    <section className="bw-booked-rates" data-booked-rates>
      <h3 className="bw-confirmation__heading">{t({ id: 'cancellation_terms_heading', message: 'Cancellation policy' })}</h3>
      <ul className="bw-booked-rates__list">
        {rates.map((rate) => (
          <li key={rate.object_id}>
            <strong>{rate.object_name}</strong>
            <RateTerms name={rate.name} board={rate.board} terms={rate.terms} />
          </li>
        ))}
      </ul>
    </section>
  );
}
