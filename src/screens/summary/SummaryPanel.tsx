// The live summary (SPEC 3 "Summary response"): persons, the chosen objects
// with a photo, the lines, discount, deposit and total, and the server's
// alert. Step 2 shows it beside the cards, step 3 beside the form. While a newer answer is on its way the last one stays, marked as
// updating; a failed call says so and offers to try again.
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import type { Summary } from '../../api';
import { formatPrice } from '../../i18n/format';
import { useCalendarTexts } from '../../calendar/hooks/use-calendar-texts';
import { boardName, shortTerms } from '../rates/rate-words';
import { fetchSummaryAtom, lastSummaryAtom, summaryFailureAtom, type SummaryStatus } from '../../state/summary';
import { useAdoptedStyles } from '../../theme/adopt';
import { FailureRetry } from '../../ui/FailureRetry';
import { safeImage } from '../../ui/safe-url';
import css from './summary.css?inline';

function SummaryBody({ summary }: { summary: Summary }) {
  const { t, i18n } = useLingui();
  const days = useCalendarTexts();
  const currency = summary.summary.currency_text;
  const persons = summary.persons;
  return (
    <>
      <p className="bw-summary__persons">{t({ id: 'persons_count', message: `Guests: ${persons}` })}</p>
      <ul className="bw-summary__objects">
        {summary.selected_objects.map((chosen) => {
          const photoAddress = summary.object_photos.find((entry) => entry.object_id === chosen.id)?.url;
          const photo = photoAddress ? safeImage(photoAddress) : undefined;
          return (
            <li key={chosen.id} className="bw-summary__object">
              {/* The name is beside it: the photo adds nothing a screen reader should repeat. */}
              {photo && <img src={photo} alt="" loading="lazy" width={64} height={48} />}
              <span>
                {chosen.name}
                {chosen.rate && (
                  // The rate and its terms in a few words (issue 50): what the guest agrees to on step 4.
                  <span className="bw-summary__rate">
                    {chosen.rate.name} · {boardName(i18n, chosen.rate.board)} · {shortTerms(i18n, days, chosen.rate.terms)}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <dl className="bw-summary__lines">
        {summary.summary.lines.map((line, index) => (
          <div key={index} className="bw-summary__line">
            <dt>{line.label}</dt>
            <dd>{formatPrice(line.amount, currency)}</dd>
          </div>
        ))}
        {summary.summary.discount > 0 && (
          <div className="bw-summary__line bw-summary__line--discount">
            <dt>{t({ id: 'discount', message: 'Discount' })}</dt>
            <dd>−{formatPrice(summary.summary.discount, currency)}</dd>
          </div>
        )}
        <div className="bw-summary__line bw-summary__line--total">
          <dt>{t({ id: 'total_price', message: 'Total price' })}</dt>
          <dd data-testid="summary-total">{formatPrice(summary.summary.total, currency)}</dd>
        </div>
      </dl>
      {summary.deposits.text && <p className="bw-summary__deposit">{summary.deposits.text}</p>}
    </>
  );
}

/**
 * The summary answer a screen shows for its status (the panel, the phone's bar):
 * none while nothing is chosen; stale while it does not answer the current choice.
 */
export function useShownSummary(status: SummaryStatus): { shown: Summary | null; stale: boolean } {
  const last = useAtomValue(lastSummaryAtom);
  const shown = status === 'empty' ? null : last;
  return { shown, stale: shown !== null && status !== 'current' };
}

export function SummaryPanel({ status, headingId }: { status: SummaryStatus; headingId: string }) {
  useAdoptedStyles(css);
  const { t } = useLingui();
  const { shown, stale } = useShownSummary(status);
  const failure = useAtomValue(summaryFailureAtom);
  const fetchSummary = useSetAtom(fetchSummaryAtom);
  const updating = status === 'updating';
  return (
    <div className="bw-summary" part="summary" aria-busy={updating || undefined} data-stale={stale || undefined}>
      <h3 id={headingId} className="bw-section-heading">
        {t({ id: 'summary', message: 'Summary' })}
      </h3>
      <p className="bw-summary__status" role="status">
        {status === 'empty' && t({ id: 'summary_empty', message: 'The price appears once you choose where to stay.' })}
        {updating && t({ id: 'summary_updating', message: 'Updating the price…' })}
      </p>
      <FailureRetry
        className="bw-summary__failure"
        message={failure}
        retryLabel={t({ id: 'try_again', message: 'Try again' })}
        onRetry={() => void fetchSummary()}
      />
      {shown && <SummaryBody summary={shown} />}
      {status === 'current' && shown?.alert && (
        <p className="bw-summary__alert" role="alert">
          {shown.alert}
        </p>
      )}
    </div>
  );
}
