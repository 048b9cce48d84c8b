// How the guest will pay, from the ways the selection's settings allow: a
// bank transfer (account, variable symbol and QR code after booking) or a
// card online (the payment page, then back to step 5). One way needs no choice.
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Summary } from '../../api';
import { formatPrice } from '../../i18n/format';
import { dueNow } from './RecapPrice';
import type { PaymentMethod } from './use-booking';

/**
 * What the card pays now (issue 51), in money: the summary's card amount, else
 * by the hotel's choice the whole price or what is due now; '' without a price.
 */
export function cardAmountText(summary: Summary, choice: 'deposit' | 'full' | undefined): string {
  const amount = summary.deposits.card_amount || (choice === 'full' ? summary.summary.total : dueNow(summary).amount);
  return amount > 0 ? formatPrice(amount, summary.summary.currency_text) : '';
}

export interface PaymentChoiceProps {
  methods: PaymentMethod[];
  value: PaymentMethod;
  onChange(method: PaymentMethod): void;
  /** Locked while the stay is being booked, and after a lost answer (the same attempt is repeated). */
  disabled: boolean;
  /** What the card pays now, formatted ('' while the price is not known). */
  cardAmount?: string;
}

export function PaymentChoice({ methods, value, onChange, disabled, cardAmount = '' }: PaymentChoiceProps) {
  const { t } = useLingui();
  const name = useId();
  const texts: Record<PaymentMethod, { label: string; detail: string }> = {
    bank: {
      label: t({ id: 'bank_transfer', message: 'Bank transfer (QR payment)' }),
      detail: t({ id: 'bank_transfer_detail', message: 'After booking, you will see our bank details, the payment reference and a QR code.' }),
    },
    online: {
      label: t({ id: 'online_payment', message: 'Pay by card online' }),
      detail: [
        t({ id: 'online_payment_detail', message: 'After booking, you go to the payment page and then come back here.' }),
        cardAmount && t({ id: 'card_amount_now', message: `Paid by card now: ${cardAmount}.` }),
      ].filter(Boolean).join(' '),
    },
  };
  const heading = t({ id: 'pay_heading', message: 'Payment' });
  if (methods.length <= 1) {
    const only = texts[methods[0] ?? 'bank'];
    return (
      <section className="bw-pay-choice" data-method={methods[0] ?? 'bank'}>
        <h3 className="bw-step4__heading">{heading}</h3>
        <p>
          <strong>{only.label}</strong>
        </p>
        <p className="bw-pay-choice__detail">{only.detail}</p>
      </section>
    );
  }
  return (
    <section className="bw-pay-choice">
      <h3 className="bw-step4__heading">{heading}</h3>
      <fieldset className="bw-pay-choice__options" disabled={disabled}>
        <legend>{t({ id: 'payment_method', message: 'How would you like to pay?' })}</legend>
        {methods.map((method) => (
          // The label alone names the option; the detail describes it.
          <div key={method} className="bw-pay-choice__option">
            <input
              type="radio"
              id={`${name}-${method}`}
              name={name}
              value={method}
              checked={value === method}
              aria-describedby={`${name}-${method}-detail`}
              onChange={() => onChange(method)}
            />
            <label htmlFor={`${name}-${method}`} className="bw-pay-choice__label">
              {texts[method].label}
            </label>
            <span id={`${name}-${method}-detail`} className="bw-pay-choice__detail">
              {texts[method].detail}
            </span>
          </div>
        ))}
      </fieldset>
    </section>
  );
}
