// A booking's payment state in the guest's words (issue 51): step 5 and the booking page
// say it as the server does, from "awaiting payment" to "refunded".
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentStatus } from '../../api';

const WORDS = {
  pending: msg({ id: 'payment_status_pending', message: 'Awaiting payment' }),
  paid: msg({ id: 'payment_status_paid', message: 'Paid' }),
  failed: msg({ id: 'payment_status_failed', message: 'The card payment failed; pay by bank transfer or try again' }),
  expired: msg({ id: 'payment_status_expired', message: 'Not paid in time; booking released' }),
  refunded: msg({ id: 'payment_status_refunded', message: 'Refunded' }),
  partially_refunded: msg({ id: 'payment_status_partially_refunded', message: 'Partly refunded' }),
} as const;

export function paymentStatusText(i18n: I18n, status: PaymentStatus): string {
  return i18n._(WORDS[status]);
}
