// The operator's edit of an existing booking (SPEC 6, docs/edit.md): the
// booking edit_call answers is loaded into the widget's own state (dates,
// objects, hour, the guest's form, the operator's terms), the screens edit it
// there, and edit_save stores it. Loaded on demand, only with an edit link.
import { atom, type Getter, type Setter } from 'jotai';
import type { BookingDetails, RefundChoice } from '../api';
import { bookingDetails } from '../booking/checkout-form';
import { bookedChoices, formFromBooking } from '../booking/edited-booking';
import { checkoutErrorsAtom, checkoutFormAtom, submittedAtom } from './checkout';
import { apiClientAtom } from './config';
import { arrivalAtom, departureAtom, fetchPricingAtom } from './dates';
import { checkInHourAtom, objectChoicesAtom, selectionAtom } from './selection';
import { choicesFromSelection } from './offer';
import { availabilityAtom } from './startup';
import { operatorTermsAtom, stayChoiceAtom } from './summary';

export type EditedBooking = BookingDetails['booking'];

/** The booking as the server last answered it (edit_call, then each edit_save). */
export const editedBookingAtom = atom<EditedBooking | null>(null);

export type EditLoad = { status: 'loading' } | { status: 'loaded' } | { status: 'failed'; message: string };
export const editLoadAtom = atom<EditLoad>({ status: 'loading' });

export type EditSave =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved' }
  | { status: 'invalid'; reason: 'details' | 'accommodation' }
  | { status: 'failed'; message: string };
export const editSaveAtom = atom<EditSave>({ status: 'idle' });

/** The hotel's cancellation (edit_cancel, issue 51): what the server last said of it. */
export type EditCancel = { status: 'idle' } | { status: 'cancelling' } | { status: 'cancelled' } | { status: 'failed'; message: string };
export const editCancelAtom = atom<EditCancel>({ status: 'idle' });

/** What went back after the hotel's cancellation (the answer's `refund`): shown on the cancelled booking. */
export const editRefundAtom = atom<BookingDetails['refund'] | null>(null);

function takeBooking(set: Setter, booking: EditedBooking): void {
  set(editedBookingAtom, booking);
  set(arrivalAtom, booking.from);
  set(departureAtom, booking.to);
  set(checkInHourAtom, booking.time_of_arrival);
  set(operatorTermsAtom, {
    deposits: booking.deposits,
    customAmount: booking.custom_amount,
    isCustomAmount: booking.is_custom_amount,
  });
  set(checkoutFormAtom, formFromBooking(booking));
  set(submittedAtom, false);
}

/** edit_call into the widget's state; the price and the offer for the booked dates follow as on step 1. */
export const loadEditedBookingAtom = atom(null, async (get, set) => {
  const client = get(apiClientAtom);
  if (!client) return;
  set(editLoadAtom, { status: 'loading' });
  const result = await client.editCall();
  if (get(apiClientAtom) !== client) return;
  if (!result.ok) {
    set(editLoadAtom, { status: 'failed', message: result.error.message });
    return;
  }
  takeBooking(set, result.value.booking);
  set(editRefundAtom, result.value.refund ?? null);
  set(objectChoicesAtom, []);
  set(editLoadAtom, { status: 'loaded' });
  await set(fetchPricingAtom);
  set(chooseBookedObjectsAtom);
});

/**
 * With nothing chosen (just loaded, or back from step 1, which unchooses
 * everything), the booked objects are chosen again with their counts while
 * the offer for the current dates has them free.
 */
export const chooseBookedObjectsAtom = atom(null, (get, set) => {
  const booking = get(editedBookingAtom);
  const selection = get(selectionAtom);
  if (!booking || !selection || get(objectChoicesAtom).some((choice) => choice.selected)) return;
  set(objectChoicesAtom, choicesFromSelection(selection, bookedChoices(booking)));
});

/** Why the operator's changes cannot be saved yet, or null when they can. */
function missingForSave(get: Getter): Extract<EditSave, { status: 'invalid' }>['reason'] | null {
  const stay = get(stayChoiceAtom);
  if (!stay || stay.objects.length === 0) return 'accommodation';
  const detailErrors = Object.keys(get(checkoutErrorsAtom)).filter((field) => field.startsWith('billingAddress.'));
  return detailErrors.length > 0 ? 'details' : null;
}

/** edit_save with the version edit_call answered; a newer save elsewhere makes the server refuse it (409). */
export const saveEditAtom = atom(null, async (get, set) => {
  const client = get(apiClientAtom);
  const booking = get(editedBookingAtom);
  const stay = get(stayChoiceAtom);
  if (!client || !booking || !stay || get(editSaveAtom).status === 'saving') return;
  const missing = missingForSave(get);
  if (missing) {
    set(submittedAtom, true);
    set(editSaveAtom, { status: 'invalid', reason: missing });
    return;
  }
  set(editSaveAtom, { status: 'saving' });
  const details = bookingDetails(get(checkoutFormAtom));
  const result = await client.editSave({
    ...stay,
    ...(get(operatorTermsAtom) ?? {}),
    version: booking.version,
    note: details.note,
    customer: details.customer,
  });
  if (!result.ok) {
    set(editSaveAtom, { status: 'failed', message: result.error.message });
    return;
  }
  takeBooking(set, result.value.booking);
  set(editSaveAtom, { status: 'saved' });
  // The booking's old nights are free again: the calendar shows it.
  const availability = await client.availability();
  if (availability.ok && get(apiClientAtom) === client) set(availabilityAtom, availability.value);
});

/**
 * edit_cancel with the version edit_call answered: by the booking's terms or everything paid back.
 * Answers whether it is cancelled now; a refusal (a stale version: 409) stays in editCancelAtom.
 */
export const cancelEditAtom = atom(null, async (get, set, refund: RefundChoice): Promise<boolean> => {
  const client = get(apiClientAtom);
  const booking = get(editedBookingAtom);
  if (!client || !booking || get(editCancelAtom).status === 'cancelling') return false;
  set(editCancelAtom, { status: 'cancelling' });
  const result = await client.editCancel({ version: booking.version, refund });
  if (!result.ok) {
    set(editCancelAtom, { status: 'failed', message: result.error.message });
    return false;
  }
  set(editedBookingAtom, result.value.booking);
  set(editRefundAtom, result.value.refund ?? null);
  set(editCancelAtom, { status: 'cancelled' });
  // The booking's nights are free again: the calendar shows it.
  const availability = await client.availability();
  if (availability.ok && get(apiClientAtom) === client) set(availabilityAtom, availability.value);
  return true;
});
