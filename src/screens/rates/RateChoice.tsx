// The rates of one object (issue 50) as a radio group named by the object:
// each rate with what it includes, its price for the stay and its terms in a
// few words; the full terms open on demand. Step 2's cards (the simple view
// too) and the operator's edit screen show it.
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatPrice } from '../../i18n/format';
import { useCalendarTexts } from '../../calendar/hooks/use-calendar-texts';
import { useAdoptedStyles } from '../../theme/adopt';
import { boardName, shortTerms, termsLines, type TermsDates } from './rate-words';
import css from './rates.css?inline';

/** One rate as the choice shows it: the offer's rate with its terms already turned into dates. */
export interface OfferedRate {
  id: string;
  name: string;
  board: string;
  price: number;
  terms: TermsDates;
}

interface RateChoiceProps {
  objectName: string;
  rates: readonly OfferedRate[];
  chosen: string;
  currencyText: string;
  /** "3 nights": what a rate's price is for. */
  stayLength: string;
  onChoose(rateId: string): void;
}

export function RateChoice({ objectName, rates, chosen, currencyText, stayLength, onChoose }: RateChoiceProps) {
  useAdoptedStyles(css);
  const { t, i18n } = useLingui();
  const days = useCalendarTexts();
  const groupName = useId();
  return (
    <fieldset className="bw-rates">
      <legend className="bw-rates__legend">{t({ id: 'rate_legend', message: `Rate for ${objectName}` })}</legend>
      <div className="bw-rates__options">
        {rates.map((rate) => {
          const detailsId = `${groupName}-${rate.id}`;
          return (
            <div key={rate.id} className="bw-rate" data-chosen={rate.id === chosen || undefined}>
              <label className="bw-rate__label">
                <input
                  type="radio"
                  name={groupName}
                  value={rate.id}
                  checked={rate.id === chosen}
                  aria-describedby={detailsId}
                  onChange={() => onChoose(rate.id)}
                />
                <span className="bw-rate__name">{rate.name}</span>
              </label>
              <p id={detailsId} className="bw-rate__details">
                <span className="bw-rate__price">
                  <strong>{formatPrice(rate.price, currencyText)}</strong> {stayLength}
                </span>
                <span>{boardName(i18n, rate.board)}</span>
                <span className="bw-rate__terms">{shortTerms(i18n, days, rate.terms)}</span>
              </p>
            </div>
          );
        })}
      </div>
      <details className="bw-rates__full">
        <summary>{t({ id: 'rate_full_terms', message: 'Cancellation policy' })}</summary>
        <dl>
          {rates.map((rate) => (
            <div key={rate.id}>
              <dt>{rate.name}</dt>
              {termsLines(i18n, days, rate.terms).map((line) => (
                <dd key={line}>{line}</dd>
              ))}
            </div>
          ))}
        </dl>
      </details>
    </fieldset>
  );
}
