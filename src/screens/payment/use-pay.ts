// "Pay by card" for a booking already made (issue 51): pay.php makes a new
// card payment for the same booking's amount due, and the guest leaves for the
// gateway's page with it. Payment-failed (a declined or abandoned card) and the
// booking page (something still due) use it. Nothing is paid until the server
// says so; the return address only brings the guest back.
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PayAnswer, PayRequest } from '../../api';
import { apiClientAtom } from '../../state/config';
import { useWidget } from '../../widget/instance';
import { safeLink } from '../../ui/safe-url';
import { returnUrl } from '../step-4/return-urls';
import { leaveForPayment } from './leave-for-payment';

export type PayOutcome = 'left' | 'nothing-due' | 'failed';

export interface Pay {
  /** Asks for a new payment and leaves for its page; `onAnswer` keeps it first (the return reloads the page). */
  pay(request: Omit<PayRequest, 'successUrl' | 'failureUrl' | 'idempotencyKey'>, onAnswer?: (answer: PayAnswer) => void): Promise<PayOutcome>;
  busy: boolean;
  /** Why the last try failed, in the guest's words; null when it did not. */
  error: string | null;
}

/** `success` and `failure`: the routes the gateway sends the guest back to (payment-failed: /step-5 and /payment-failed). */
export function usePay(success: string, failure: string): Pay {
  const { t } = useLingui();
  const client = useAtomValue(apiClientAtom);
  const widget = useWidget();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay: Pay['pay'] = async (request, onAnswer) => {
    const win = widget.host.ownerDocument.defaultView;
    if (!client || !win || busy) return 'failed';
    setBusy(true);
    setError(null);
    const page = win.location.href;
    const result = await client.pay({
      ...request,
      successUrl: returnUrl(page, widget.location.href(success)),
      failureUrl: returnUrl(page, widget.location.href(failure)),
    });
    setBusy(false);
    if (!result.ok) {
      // 409: nothing is due any more (the first payment went through after all).
      if (result.error.status === 409) return 'nothing-due';
      setError(
        result.error.status === 422
          ? t({ id: 'pay_not_possible', message: 'This booking can no longer be paid: it was cancelled, or its time to pay ran out.' })
          : result.error.message,
      );
      return 'failed';
    }
    const link = safeLink(result.value.online_payment_link);
    if (!link) {
      setError(t({ id: 'pay_no_link', message: 'The payment page could not be opened. Please try again later or pay by bank transfer.' }));
      return 'failed';
    }
    onAnswer?.(result.value);
    leaveForPayment(win, link);
    return 'left';
  };
  return { pay, busy, error };
}
