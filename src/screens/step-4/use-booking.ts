// What pressing Book does (issue 11): the stay exactly as chosen, the guest's
// details and the way to pay go to bookStayAtom, which checks the stay again
// and books once per intent. Its answer decides where the guest goes:
// booked -> step 5 (or the card payment page), taken at the last moment (409)
// -> step 1 with the dates kept and a notice; anything else stays on step 4.
import { useLingui } from '@lingui/react/macro';
import { useSetAtom, useStore } from 'jotai';
import { useLocation } from 'wouter';
import { useWidget } from '../../widget/instance';
import { bookingDetails } from '../../booking/checkout-form';
import { formatDisplayDate } from '../../i18n/format';
import { bookStayAtom, type BookingState } from '../../state/book';
import { checkoutFormAtom } from '../../state/checkout';
import { forgetCheckoutAtom } from '../../state/checkout-memory';
import { apiClientAtom, configAtom } from '../../state/config';
import { stepOneNoticeAtom } from '../../state/notice';
import { keepBooking } from '../../state/payment';
import { selectionAtom } from '../../state/selection';
import { availabilityAtom } from '../../state/startup';
import { fetchSummaryAtom, stayChoiceAtom } from '../../state/summary';
import { termsAcceptedAtom } from '../../state/terms';
import type { StayChoice } from '../../api';
import { safeLink } from '../../ui/safe-url';
import { useWidgetStorage } from '../payment/use-kept-booking';
import { leaveForPayment } from '../payment/leave-for-payment';
import { returnUrls } from './return-urls';

export type PaymentMethod = 'bank' | 'online';

export function useBooking(method: PaymentMethod): (shownTotal: number) => Promise<BookingState | null> {
  const { t } = useLingui();
  const store = useStore();
  const widget = useWidget();
  const storage = useWidgetStorage();
  const [, navigate] = useLocation();
  const bookStay = useSetAtom(bookStayAtom);

  /** The chosen objects' names, for the notice on step 1. */
  const objectNames = (stay: StayChoice) =>
    stay.objects.map((choice) => store.get(selectionAtom)?.objects.find((object) => object.id === choice.id)?.name ?? choice.id).join(', ');

  const backToDates = (stay: StayChoice, message: string) => {
    const from = formatDisplayDate(stay.from);
    const to = formatDisplayDate(stay.to);
    const names = objectNames(stay);
    store.set(stepOneNoticeAtom, {
      lines: [message, t({ id: 'dates_taken_notice', message: `No longer available from ${from} to ${to}: ${names}. The calendar shows what is still available.` })],
      arrival: stay.from,
      departure: stay.to,
    });
    // The calendar shows the nights as they are now.
    void store.get(apiClientAtom)?.availability().then((result) => {
      if (result.ok) store.set(availabilityAtom, result.value);
    });
    navigate('/');
  };

  const finish = (booked: Extract<BookingState, { kind: 'booked' }>, leaving: boolean) => {
    keepBooking(store, storage, widget.key, booked.payment, booked.attemptKey);
    // Step 4 is replaced: the browser's Back from step 5 never shows it bookable again.
    navigate('/step-5', { replace: true });
    store.set(forgetCheckoutAtom);
    const link = safeLink(booked.payment.online_payment_link);
    const win = widget.host.ownerDocument.defaultView;
    if (leaving && link && win) leaveForPayment(win, link);
  };

  return async (shownTotal) => {
    const config = store.get(configAtom);
    const stay = store.get(stayChoiceAtom);
    // Demo mode shows the screen and goes nowhere (SPEC 6).
    if (!config || config.demo || !stay) return null;
    const win = widget.host.ownerDocument.defaultView;
    // Only a route in the page's address can bring the guest back from the payment page.
    const returns = method === 'online' && win ? returnUrls(win.location.href, widget.location) : null;
    const state = await bookStay({
      request: {
        ...stay,
        ...bookingDetails(store.get(checkoutFormAtom)),
        // Only a stay with rates has terms to accept (step 4 asks before booking).
        ...(store.get(termsAcceptedAtom) ? { acceptCancellationTerms: true } : {}),
        payments: method,
        ...returns,
      },
      shownTotal,
    });
    if (state.kind === 'booked') finish(state, returns !== null);
    else if (state.kind === 'conflict') backToDates(stay, state.message);
    // The recap shows the total the server asks now.
    else if (state.kind === 'price-changed') void store.set(fetchSummaryAtom);
    return state;
  };
}
