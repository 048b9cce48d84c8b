// Step 2 (route /step-2): choose objects, who sleeps there and the extras,
// the check-in hour, see the fees and a live summary, then continue (SPEC 2
// "Step 2", SPEC 4 "Objects and services", SPEC 5 step-2 check).
// Layout: docs/step-2.md.
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { continuePressedAtom, onlyFreeObjectIdAtom, preselectOnlyObjectAtom } from '../../state/choices';
import { useAdoptedStyles } from '../../theme/adopt';
import { BookingBreadcrumbs } from '../booking-steps';
import { FailureRetry } from '../../ui/FailureRetry';
import { PageHeader } from '../../ui/PageHeader';
import { useLaterTexts } from '../later-texts';
import { useFreshSummary } from '../use-summary';
import { CheckInHour } from './CheckInHour';
import { ContinueBar } from './ContinueBar';
import { Fees } from './Fees';
import { OfferedObjects } from './OfferedObjects';
import { SummaryPanel } from '../summary/SummaryPanel';
import { useSummaryPlace } from '../summary/summary-place';
import { TotalBar } from '../summary/TotalBar';
import { useOffer } from './use-offer';
import css from './step-2.css?inline';

export function Step2() {
  useAdoptedStyles(css);
  const textsLoaded = useLaterTexts();
  const { t } = useLingui();
  const onlyFree = useAtomValue(onlyFreeObjectIdAtom);
  // The simple view: its one object comes chosen, its counters open.
  const { selection, failure, retry } = useOffer(useSetAtom(preselectOnlyObjectAtom));
  const status = useFreshSummary();
  const summaryHeadingId = useId();
  const [screen, setScreen] = useState<HTMLElement | null>(null);
  const place = useSummaryPlace(screen);
  // A Continue pressed on an earlier visit does not mark the fields of this one.
  const setContinuePressed = useSetAtom(continuePressedAtom);
  useEffect(() => () => setContinuePressed(false), [setContinuePressed]);

  if (!textsLoaded) return null;
  const title = t({ id: 'step_2_title', message: 'Choose your accommodation' });
  const header = (
    <PageHeader
      title={title}
      subtitle={selection?.texts.booking_dates_text || undefined}
      loading={!selection && !failure}
      breadcrumbs={<BookingBreadcrumbs active="/step-2" />}
    />
  );
  if (!selection) {
    return (
      <section ref={setScreen} className="bw-step2">
        {header}
        <FailureRetry
          className="bw-step2__load-failure"
          message={failure}
          retryLabel={t({ id: 'try_again', message: 'Try again' })}
          onRetry={retry}
        />
      </section>
    );
  }

  const simple = onlyFree !== null;
  const hour = selection.settings.show_hours && <CheckInHour hours={selection.checkin_hours} />;
  const summary = <SummaryPanel status={status} headingId={summaryHeadingId} />;
  return (
    <section ref={setScreen} className="bw-step2" data-simple={simple || undefined}>
      {header}
      <div className="bw-with-summary">
        <div className="bw-step2__main">
          {/* Asked first, beside the stay it belongs to, marked required before any error (issue 52):
              below the cards it sat unseen until Continue jumped down to it. */}
          {hour}
          <OfferedObjects selection={selection} onlyObjectId={onlyFree} />
          <Fees fees={selection.fees} currencyText={selection.settings.currency_text} />
        </div>
        {place === 'bar' ? (
          <TotalBar status={status} panel={summary} action={<ContinueBar status={status} />} screen={screen} labelledBy={summaryHeadingId} />
        ) : (
          <aside className="bw-with-summary__aside" aria-labelledby={summaryHeadingId}>
            {summary}
            <ContinueBar status={status} />
          </aside>
        )}
      </div>
    </section>
  );
}
