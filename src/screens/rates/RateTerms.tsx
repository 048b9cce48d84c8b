// One booked or chosen rate with its full cancellation terms in the widget's
// language (issue 50): step 4's recap, step 5 and its printout, the guest's
// booking page. With a price the fees are said in money too.
import { useLingui } from '@lingui/react/macro';
import { useCalendarTexts } from '../../calendar/hooks/use-calendar-texts';
import { useAdoptedStyles } from '../../theme/adopt';
import { boardName, termsLines, type TermsDates } from './rate-words';
import css from './rates.css?inline';

export interface RateTermsProps {
  name: string;
  board: string;
  terms: TermsDates;
  price?: { amount: number; currency: string };
}

export function RateTerms({ name, board, terms, price }: RateTermsProps) {
  useAdoptedStyles(css);
  const { t, i18n } = useLingui();
  const days = useCalendarTexts();
  const included = boardName(i18n, board);
  return (
    <div className="bw-terms" data-rate-terms>
      <p className="bw-terms__rate">{t({ id: 'rate_named', message: `Rate: ${name} (${included})` })}</p>
      <ul className="bw-terms__lines">
        {termsLines(i18n, days, terms, price).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
