// Step 2 (route /step-2): choose objects, who sleeps there and the extras,
// the check-in hour, see the fees and a live summary, then continue (SPEC 2
// "Step 2", SPEC 4 "Objects and services", SPEC 5 step-2 check).
// Layout: docs/step-2.md.
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { stayLengthText } from '../../i18n/format';
import { loadSelectionAtom, onlyFreeObjectIdAtom, preselectOnlyObjectAtom, selectionFailureAtom } from '../../state/choices';
import { daysNightsAtom, nightsAtom } from '../../state/dates';
import { objectChoicesAtom, selectionAtom } from '../../state/selection';
import { unavailableObjectIdsAtom } from '../../state/summary';
import { useAdoptedStyles } from '../../theme/adopt';
import { BookingBreadcrumbs } from '../../ui/booking-steps';
import { FailureRetry } from '../../ui/FailureRetry';
import { PageHeader } from '../../ui/PageHeader';
import { useLaterTexts } from '../later-texts';
import { useFreshSummary } from '../use-summary';
import { CheckInHour } from './CheckInHour';
import { ContinueBar } from './ContinueBar';
import { Fees } from './Fees';
import { ObjectCard } from './ObjectCard';
import { SummaryPanel } from '../summary/SummaryPanel';
import css from './step-2.css?inline';

export function Step2() {
  useAdoptedStyles(css);
  const textsLoaded = useLaterTexts();
  const { t, i18n } = useLingui();
  const selection = useAtomValue(selectionAtom);
  const choices = useAtomValue(objectChoicesAtom);
  const unavailable = useAtomValue(unavailableObjectIdsAtom);
  const onlyFree = useAtomValue(onlyFreeObjectIdAtom);
  const failure = useAtomValue(selectionFailureAtom);
  const nights = useAtomValue(nightsAtom);
  const unit = useAtomValue(daysNightsAtom);
  const loadSelection = useSetAtom(loadSelectionAtom);
  const preselectOnlyObject = useSetAtom(preselectOnlyObjectAtom);
  const status = useFreshSummary();
  const summaryHeadingId = useId();
  const hasSelection = selection !== null;

  // Step 1 normally brought the offer along; a reload or a failed call did not.
  useEffect(() => {
    if (!hasSelection) void loadSelection();
  }, [hasSelection, loadSelection]);

  // The simple view: its one object comes chosen, its counters open.
  useEffect(() => {
    preselectOnlyObject();
  }, [selection, preselectOnlyObject]);

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
      <section className="bw-step2">
        {header}
        <FailureRetry
          className="bw-step2__load-failure"
          message={failure}
          retryLabel={t({ id: 'try_again', message: 'Try again' })}
          onRetry={() => void loadSelection()}
        />
      </section>
    );
  }

  const currencyText = selection.settings.currency_text;
  const simple = onlyFree !== null;
  // The simple view shows only the one free object; otherwise free objects come first.
  const objects = simple
    ? selection.objects.filter((object) => object.id === onlyFree)
    : [...selection.objects].sort((a, b) => Number(unavailable.has(a.id)) - Number(unavailable.has(b.id)));
  const chosenCount = choices.filter((choice) => choice.selected).length;
  const stayLength = stayLengthText(i18n, nights, unit);
  return (
    <section className="bw-step2" data-simple={simple || undefined}>
      {header}
      <div className="bw-step2__layout">
        <div className="bw-step2__main">
          <ul className="bw-step2__objects">
            {objects.map((object) => {
              const choice = choices.find((entry) => entry.id === object.id);
              if (!choice) return null;
              return (
                <ObjectCard
                  key={object.id}
                  object={object}
                  choice={choice}
                  unavailable={unavailable.has(object.id)}
                  nameCounters={chosenCount > 1}
                  currencyText={currencyText}
                  stayLength={stayLength}
                />
              );
            })}
          </ul>
          <Fees fees={selection.fees} currencyText={currencyText} />
        </div>
        <aside className="bw-step2__aside" aria-labelledby={summaryHeadingId}>
          <SummaryPanel status={status} headingId={summaryHeadingId} />
          {/* Beside the button: the hour is part of what continue checks. */}
          {selection.settings.show_hours && <CheckInHour hours={selection.checkin_hours} />}
          <ContinueBar status={status} />
        </aside>
      </div>
    </section>
  );
}
