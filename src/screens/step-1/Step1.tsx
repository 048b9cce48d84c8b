// Step 1 (route /): the availability calendar, the chosen dates, the price
// and the way on to step 2 (SPEC 2 "Step 1", SPEC 4 "Step 1 button").
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Calendar, Legend } from '../../calendar';
import { usesBottomPanel } from '../../calendar/layout';
import { useWidgetWidth } from '../../calendar/hooks/use-widget-width';
import { useCalendarTexts } from '../../calendar/hooks/use-calendar-texts';
import { stayLengthText } from '../../i18n/format';
import { arrivalAtom, daysNightsAtom, departureAtom, dayPricesAtom, enterStepOneAtom, minNightsAtom, nightsAtom, refusedDayAtom } from '../../state/dates';
import { shownNoticeAtom } from '../../state/notice';
import { availabilityAtom } from '../../state/startup';
import { useAdoptedStyles } from '../../theme/adopt';
import { BookingBreadcrumbs } from '../booking-steps';
import { PageHeader } from '../../ui/PageHeader';
import { useFocusAboveBar } from '../summary/focus-above-bar';
import { BookButton } from './BookButton';
import { DateFields } from './DateFields';
import { PriceLine } from './PriceLine';
import { PricingFailure } from './PricingFailure';
import css from './step-1.css?inline';

// Loaded only when a stay is refused; a chunk that cannot load leaves the refusal's own words alone.
const NearestStays = lazy(() => import('../nearest-stays').catch(() => ({ default: () => null })));

const noop = () => {};

export function Step1() {
  useAdoptedStyles(css);
  const { t, i18n } = useLingui();
  const root = useRef<HTMLElement>(null);
  const width = useWidgetWidth(root);
  const nights = useAtomValue(nightsAtom);
  const unit = useAtomValue(daysNightsAtom);
  const enterStepOne = useSetAtom(enterStepOneAtom);
  const availabilityLoaded = useAtomValue(availabilityAtom) !== null;
  const narrow = width > 0 && usesBottomPanel(width);
  const notice = useAtomValue(shownNoticeAtom);
  const arrival = useAtomValue(arrivalAtom);
  const departure = useAtomValue(departureAtom);
  const refusedDay = useAtomValue(refusedDayAtom);
  const minNights = useAtomValue(minNightsAtom);
  const dayPrices = useAtomValue(dayPricesAtom);
  const days = useCalendarTexts();
  // A control the guest reaches under the phone's bar (a nearest stay) scrolls above it.
  const [screen, setScreen] = useState<HTMLElement | null>(null);
  const barRef = useFocusAboveBar(narrow ? screen : null, noop);
  const sectionRef = useCallback((element: HTMLElement | null) => {
    root.current = element;
    setScreen(element);
  }, []);
  // A refused stay loads the nearest ones that can be booked (issue 22); they decide what to offer.
  const refused = refusedDay !== '' || notice !== null || minNights > nights;

  useEffect(() => {
    enterStepOne();
  }, [enterStepOne]);

  const chosen = arrival !== '' && departure !== '';
  // Until a stay is chosen, what to do next instead of "0 nights".
  const stayHeading = (
    <h3 className="bw-step1__nights" aria-live="polite">
      {arrival === ''
        ? t({ id: 'prompt_arrival', message: 'Choose your arrival date' })
        : departure === ''
          ? t({ id: 'prompt_departure', message: 'Now choose your departure date' })
          : stayLengthText(i18n, nights, unit)}
    </h3>
  );
  const priceAndButton = (
    <div className="bw-step1__checkout">
      {/* On a phone the bar's heading says what to do until there is a price: no "Total price –". */}
      <PriceLine hideEmpty={narrow} />
      <BookButton />
      <PricingFailure />
    </div>
  );
  return (
    <section ref={sectionRef} className="bw-step1" data-narrow={narrow || undefined}>
      <PageHeader
        title={t({ id: 'choose_dates', message: 'Choose your dates' })}
        loading={!availabilityLoaded}
        breadcrumbs={<BookingBreadcrumbs active="/" />}
      >
        {notice && (
          <div className="bw-notice bw-notice--error" role="alert">
            {notice.lines.map((line) => (
              <p key={line} className="bw-notice__text">
                {line}
              </p>
            ))}
          </div>
        )}
      </PageHeader>
      <Calendar width={width} />
      {/* Right after the grid: the next Tab from the refused day reaches the suggestions. */}
      {refused && (
        <Suspense fallback={null}>
          <NearestStays />
        </Suspense>
      )}
      <Legend prices={dayPrices} />
      <div className="bw-step1__summary">
        {!narrow && stayHeading}
        <DateFields wide={!narrow} />
        {!narrow && priceAndButton}
      </div>
      {/* On a phone the stay, its dates and price stay in view with the way on (issue 52). */}
      {narrow && (
        <div ref={barRef as RefObject<HTMLDivElement>} className="bw-step1__bottom-panel" data-testid="bottom-panel">
          <div className="bw-step1__bar-stay">
            {stayHeading}
            {chosen && (
              <p className="bw-step1__bar-dates">
                {days.dayMonth(arrival)} – {days.dayMonth(departure)}
              </p>
            )}
          </div>
          {priceAndButton}
        </div>
      )}
    </section>
  );
}
