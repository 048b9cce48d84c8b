// The widget's last booking as an atom, apart from how it is kept and read
// back (payment.ts): the host events of step 1 watch it without carrying the
// rest of the payment state.
import { atom } from 'jotai';
import type { Payment } from '../api/schemas/payment';

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

