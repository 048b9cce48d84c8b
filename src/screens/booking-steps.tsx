// The three numbered steps every booking screen shows in its breadcrumbs.
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { configAtom } from '../state/config';
import { Breadcrumbs } from '../ui/Breadcrumbs';

export type BookingStep = '/' | '/step-2' | '/step-3';

/** The active screen: one of the three steps, or step 4, which follows them (SPEC 9: three breadcrumb steps). */
export type BookingScreen = BookingStep | '/step-4';

export function BookingBreadcrumbs({ active }: { active: BookingScreen }) {
  const { t } = useLingui();
  const config = useAtomValue(configAtom);
  const steps: { target: BookingStep; label: string }[] = [
    { target: '/', label: t({ id: 'step_dates', message: 'Dates' }) },
    { target: '/step-2', label: t({ id: 'step_accommodation', message: 'Accommodation' }) },
    { target: '/step-3', label: t({ id: 'step_details', message: 'Your details' }) },
  ];
  return (
    <Breadcrumbs
      clickable={!config?.dummy}
      // Step 4 finishes the last step: its crumb is marked, and stays a link back to the details.
      crumbs={steps.map((step) => ({ ...step, active: step.target === active, current: active === '/step-4' && step.target === '/step-3' }))}
    />
  );
}
