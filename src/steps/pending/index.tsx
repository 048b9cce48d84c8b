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
  step2Edit: { title: msg({ id: 'step_2_edit_title', message: 'Edit the booking' }) },
  step3: { step: '/step-3', title: msg({ id: 'step_3_title', message: 'Your details' }) },
  priceLists: { title: msg({ id: 'price_lists_title', message: 'Price list' }) },
  calendars: { title: msg({ id: 'calendars_title', message: 'Calendars' }) },
  compact: { title: msg({ id: 'compact_title', message: 'Quick booking' }) },
  reviews: { title: msg({ id: 'reviews_title', message: 'Reviews' }) },
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
