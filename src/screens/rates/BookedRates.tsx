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

export function BookedRates({ rates, headingLevel = 3 }: { rates: readonly BookedRateView[]; headingLevel?: 3 | 4 }) {
  const { t } = useLingui();
  if (rates.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="bw-booked-rates" data-booked-rates>
      <Heading className="bw-confirmation__heading">{t({ id: 'cancellation_terms_heading', message: 'Cancellation terms' })}</Heading>
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
