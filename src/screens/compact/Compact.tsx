// /compact: step 1's calendar and price alone, for a sidebar (docs/pages.md).
// One month whatever the widget's width; "Book these dates" opens the full flow
// at step 2 with the chosen dates (the same button and rules as step 1).
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Calendar, Legend } from '../../calendar';
import { useWidgetWidth } from '../../calendar/hooks/use-widget-width';
import { MEDIUM_BREAKPOINT } from '../../calendar/layout';
import { dayPricesAtom, enterStepOneAtom } from '../../state/dates';
import { useAdoptedStyles } from '../../theme/adopt';
import { PageHeader } from '../../ui/PageHeader';
import { useLaterTexts } from '../later-texts';
import { BookButton } from '../step-1/BookButton';
import { PriceLine } from '../step-1/PriceLine';
import { PricingFailure } from '../step-1/PricingFailure';
import step1Css from '../step-1/step-1.css?inline';

export function Compact() {
  useAdoptedStyles(step1Css);
  return useLaterTexts() ? <CompactBooking /> : null;
}

function CompactBooking() {
  const { t } = useLingui();
  const root = useRef<HTMLElement>(null);
  const width = useWidgetWidth(root);
  const enterStepOne = useSetAtom(enterStepOneAtom);
  const dayPrices = useAtomValue(dayPricesAtom);
  useEffect(() => {
    enterStepOne();
  }, [enterStepOne]);
  return (
    <section ref={root} className="bw-step1 bw-compact">
      <PageHeader title={t({ id: 'compact_title', message: 'Quick booking' })} />
      {/* A sidebar shows one month: the calendar lays out as on a narrow widget. */}
      <Calendar width={Math.min(width, MEDIUM_BREAKPOINT)} />
      <Legend prices={dayPrices} />
      <div className="bw-step1__checkout">
        <PriceLine />
        <BookButton />
        <PricingFailure />
      </div>
    </section>
  );
}
