// The end of step 4: the Book button and, beside it, every state of the
// booking told in words with what to do next. The button is one intent: it is
// aria-disabled and aria-busy while the stay is checked and booked, and a
// press then does nothing (bookStayAtom also refuses a second call).
import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useStore } from 'jotai';
import { useId } from 'react';
import { Link } from 'wouter';
import { formatPrice } from '../../i18n/format';
import { bookingBusyAtom, bookingStateAtom, type BookingState } from '../../state/book';
import { useBooking, type PaymentMethod } from './use-booking';

export interface BookPanelProps {
  method: PaymentMethod;
  /** The total the recap shows; null while the summary is not current (the button waits). */
  shownTotal: number | null;
  currency: string;
  /** Why booking cannot start now (nothing chosen, summary failed...), shown instead of a state. */
  blocked?: string;
  /** Asked on a press before anything is booked; false stops it (the terms are not accepted yet). */
  mayBook?: () => boolean;
}

/** The words for a state that needs the guest; null for the quiet ones. */
function useProblem(state: BookingState, currency: string) {
  const { t } = useLingui();
  const money = (amount: number) => formatPrice(amount, currency);
  switch (state.kind) {
    case 'taken': {
      const names = state.objects.join(', ');
      return {
        text: t({ id: 'booking_taken', message: `In the meantime another guest booked ${names} for your dates. Your booking has not been made.` }),
        next: (
          <Link href="/step-2" className="bw-button bw-button--secondary">
            {t({ id: 'choose_other_accommodation', message: 'Choose other accommodation' })}
          </Link>
        ),
      };
    }
    case 'price-changed': {
      const before = money(state.before);
      const after = money(state.after);
      return { text: t({ id: 'booking_price_changed', message: `The total has changed from ${before} to ${after}. Nothing has been booked yet.` }) };
    }
    case 'refused':
      return { text: state.message, hint: t({ id: 'booking_refused_hint', message: 'Change your stay with the links above, then book again.' }) };
    case 'failed':
      return {
        text: t({ id: 'booking_failed', message: `The booking did not go through: ${state.message}` }),
        hint: t({ id: 'booking_failed_hint', message: 'Everything you entered is still here. Please try again; you will not be booked twice.' }),
      };
    default:
      return null;
  }
}

export function BookPanel({ method, shownTotal, currency, blocked, mayBook }: BookPanelProps) {
  const { t } = useLingui();
  const store = useStore();
  const state = useAtomValue(bookingStateAtom);
  const busy = useAtomValue(bookingBusyAtom);
  const book = useBooking(method);
  const statusId = useId();
  const problem = useProblem(state, currency);
  const usable = !busy && shownTotal !== null && !blocked;

  // After a changed total the guest books at the new one; after a failure, the same attempt again.
  const total = state.kind === 'price-changed' ? state.after : shownTotal;
  const label =
    state.kind === 'price-changed'
      ? t({ id: 'book_at_price', message: `Book for ${formatPrice(state.after, currency)}` })
      : state.kind === 'failed'
        ? t({ id: 'try_again', message: 'Try again' })
        : t({ id: 'book_now', message: 'Book now' });
  const press = () => {
    if (!usable || total === null || store.get(bookingBusyAtom)) return;
    if (mayBook && !mayBook()) return;
    void book(total);
  };
  const progress =
    state.kind === 'checking'
      ? t({ id: 'booking_checking', message: 'Checking that your dates are still available…' })
      : state.kind === 'booking' || state.kind === 'booked'
        ? t({ id: 'booking_in_progress', message: 'Booking your stay…' })
        : '';

  return (
    <div className="bw-book">
      {!problem && blocked && (
        <p className="bw-notice bw-notice--error bw-book__blocked" role="alert">
          {blocked}
        </p>
      )}
      {problem && (
        <div className="bw-notice bw-notice--error bw-book__problem" role="alert" id={statusId}>
          <p className="bw-notice__text">{problem.text}</p>
          {problem.hint && <p className="bw-notice__text">{problem.hint}</p>}
          {problem.next}
        </div>
      )}
      <p className="bw-book__progress" role="status" aria-live="polite">
        {progress}
      </p>
      {state.kind !== 'taken' && (
        <button
          type="button"
          className="bw-button bw-book__button"
          part="primary-button"
          aria-disabled={!usable || undefined}
          aria-busy={busy || undefined}
          aria-describedby={problem ? statusId : undefined}
          onClick={press}
        >
          {label}
        </button>
      )}
    </div>
  );
}
