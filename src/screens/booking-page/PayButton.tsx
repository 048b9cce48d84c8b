// The booking page's "Pay" (issue 51): while something is due on a booking that
// stands, a new card payment for it (pay.php by the link's token), and the
// guest comes back to this page, which shows what the server then says.
import { useLingui } from '@lingui/react/macro';
import { FormError } from '../../ui/FormError';
import { usePay } from '../payment/use-pay';

export function PayButton({ token, due }: { token: string; due: string }) {
  const { t } = useLingui();
  const { pay, busy, error } = usePay('/booking', '/booking');
  return (
    <div className="bw-managed__pay">
      <p>{t({ id: 'pay_due_by_card', message: `Still to pay: ${due}. You can pay by card now.` })}</p>
      <button
        type="button"
        className="bw-button"
        aria-busy={busy || undefined}
        disabled={busy}
        // The booking is found by the link's token; the page never learns its uuid.
        onClick={() => void pay({ uuid: '', manageToken: token })}
      >
        {t({ id: 'pay_button', message: 'Pay' })}
      </button>
      <FormError error={error} />
    </div>
  );
}
