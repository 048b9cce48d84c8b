// Screens that later issues build. Each shows its page header and says plainly
// that this part cannot be used yet; none of them pretends to be finished.
// This module is loaded on demand, so step 1 does not pay for it.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { PageHeader } from '../../ui/PageHeader';
import { BookingBreadcrumbs, type BookingStep } from '../../ui/booking-steps';
import { useLaterTexts } from '../later-texts';

const SCREENS = {
  step2: { step: '/step-2', title: msg({ id: 'step_2_title', message: 'Choose your accommodation' }) },
  step3: { step: '/step-3', title: msg({ id: 'step_3_title', message: 'Your details' }) },
  step4: { title: msg({ id: 'step_4_title', message: 'Payment and booking' }) },
} satisfies Record<string, { title: MessageDescriptor; step?: BookingStep }>;

export type PendingScreenName = keyof typeof SCREENS;

export function PendingScreen({ name }: { name: PendingScreenName }) {
  const { i18n } = useLingui();
  const textsLoaded = useLaterTexts();
  const screen: { title: MessageDescriptor; step?: BookingStep } = SCREENS[name];
  if (!textsLoaded) return null;
  return (
    <section>
      <PageHeader title={i18n._(screen.title)} breadcrumbs={screen.step && <BookingBreadcrumbs active={screen.step} />} />
      <div className="bw-notice" role="status">
        {i18n._(msg({ id: 'screen_not_available', message: 'This part of the booking is not available yet.' }))}
      </div>
    </section>
  );
}
