// Booking the stay (issue 11, step 4): one call of `book` per intent. The stay
// is checked again first (selection and summary), so dates taken meanwhile or
// a changed total are told to the guest before anything is booked. The
// idempotency key lives with the attempt, so a retry after a timeout, a double
// click or a reload can never make a second booking.
import { atom } from 'jotai';
import { newIdempotencyKey, type ApiClient, type BookRequest, type Payment, type Selection } from '../api';
import { attemptFor, checkStay, stableText, type BookingAttempt } from '../booking/stay-check';
import { apiClientAtom } from './config';
import { storeSelectionAtom } from './offer';

export type BookingState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'booking' }
  | { kind: 'taken'; objects: string[] }
  | { kind: 'price-changed'; before: number; after: number }
  /** The server will not take the stay (a rule it enforces); its reason. */
  | { kind: 'refused'; message: string }
  /** Someone else booked the dates (409): the guest goes back to step 1. */
  | { kind: 'conflict'; message: string }
  /** Anything else (network, timeout, server): try again with the same key. */
  | { kind: 'failed'; message: string }
  /** Booked: `attemptKey` made it (kept with the booking, so step 4 never offers it again). */
  | { kind: 'booked'; payment: Payment; attemptKey: string };

export interface BookInput {
  request: Omit<BookRequest, 'idempotencyKey'>;
  /** The total the guest saw and agreed to. */
  shownTotal: number;
}

export const bookingStateAtom = atom<BookingState>({ kind: 'idle' });

/**
 * The current intent and its key; kept with the form over a reload
 * (state/checkout-memory.ts) and forgotten with it after the booking.
 */
export const bookingAttemptAtom = atom<BookingAttempt | null>(null);

const busy = (state: BookingState) => state.kind === 'checking' || state.kind === 'booking';

/** True while the stay is being checked or booked: the book button is disabled. */
export const bookingBusyAtom = atom((get) => busy(get(bookingStateAtom)));

/**
 * The stay as the server sees it now; null when it can be booked as shown.
 * When a room was taken meanwhile the fresh offer replaces the old one
 * (`offer`), so step 2 shows that room as taken and it is no longer chosen.
 */
async function checkAgain(
  client: ApiClient,
  request: BookInput['request'],
  shownTotal: number,
  offer: (selection: Selection) => void,
): Promise<BookingState | null> {
  const [selection, summary] = await Promise.all([
    client.selection({ from: request.from, to: request.to }),
    client.summary(request),
  ]);
  if (!selection.ok) return { kind: 'failed', message: selection.error.message };
  if (!summary.ok) return { kind: 'failed', message: summary.error.message };
  const check = checkStay(
    request.objects.map((object) => object.id),
    selection.value.objects,
    {
      total: summary.value.summary.total,
      disabledObjects: summary.value.disabled_objects,
      canContinue: summary.value.continue,
      alert: summary.value.alert,
    },
    shownTotal,
  );
  if (check.kind === 'taken') offer(selection.value);
  return check.kind === 'ok' ? null : check;
}

export const bookStayAtom = atom(null, async (get, set, { request, shownTotal }: BookInput): Promise<BookingState> => {
  const client = get(apiClientAtom);
  const current = get(bookingStateAtom);
  if (!client || busy(current)) return current;
  const finish = (state: BookingState) => {
    set(bookingStateAtom, state);
    return state;
  };
  set(bookingStateAtom, { kind: 'checking' });

  // A repeat of an attempt whose answer was lost is not checked again: the
  // server may already hold it (and would count its nights as taken); the same
  // key gets the stored booking back, or books it now.
  const text = stableText(request);
  const previous = get(bookingAttemptAtom);
  if (previous?.request !== text) {
    const check = await checkAgain(client, request, shownTotal, (selection) => set(storeSelectionAtom, selection));
    if (check) return finish(check);
  }

  set(bookingStateAtom, { kind: 'booking' });
  const attempt = attemptFor(previous, text, newIdempotencyKey);
  set(bookingAttemptAtom, attempt);
  const result = await client.book({ ...request, idempotencyKey: attempt.key });
  // The attempt stays after success: pressed again, it could only return this booking.
  if (result.ok) return finish({ kind: 'booked', payment: result.value, attemptKey: attempt.key });
  const { status, message } = result.error;
  if (status === 409) return finish({ kind: 'conflict', message });
  if (status === 422) return finish({ kind: 'refused', message });
  return finish({ kind: 'failed', message });
});
