// The widget's last booking as an atom, apart from how it is kept and read
// back (payment.ts): the host events of step 1 watch it without carrying the
// rest of the payment state.
import { atom } from 'jotai';
import type { Payment } from '../api/schemas/payment';
import type { PaymentStatus } from '../api/schemas/payment-state';

export interface KeptBooking {
  /** Always 'booked': a step 4 showing this booking's attempt must refuse to book again (go to step 5). */
  status: 'booked';
  uuid: string;
  /** The idempotency key of the attempt that made it (step 4's form); '' when unknown. */
  attemptKey: string;
  payment: Payment;
  /** The ISO code of its currency ("CZK") for the host page's bw-booking-complete, where guests read "Kč". */
  currency: string;
}

export const paymentStorageKey = (widgetKey: string): string => `booking-widget:${widgetKey || 'default'}:booking`;

/** The widget's last booking; null before booking, after clearing, or when none is kept. */
export const keptBookingAtom = atom<KeptBooking | null>(null);


/**
 * Where the money of a booking stands as the server last said it (issue 51): the
 * book answer's card payment, step 5's thanks, the payment-failed screen, the
 * booking page. The host hears each change as bw-payment-change { status }.
 */
export interface PaymentState {
  /**
   * Which booking: its number (variable symbol), which every one of those answers carries; the
   * booking page's never carries the uuid, which opens the booking's thanks. It only tells one
   * booking's states from another's: the host's event carries the status alone.
   */
  booking: string;
  status: PaymentStatus;
}

export const paymentStateAtom = atom<PaymentState | null>(null);
