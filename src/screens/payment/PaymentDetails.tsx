// How to pay for a booking (SPEC 2 "Step 4", SPEC 3 "Payment response"): the
// amounts with the server's texts, then each way to pay its settings allow.
// Steps 4 (after booking), 5 and payment-failed show it.
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Payment } from '../../api/schemas/payment';
import { formatPrice } from '../../i18n/format';
import { useAdoptedStyles } from '../../theme/adopt';
import { CopyButton } from './CopyButton';
import { QrCode } from './QrCode';
import { safeLink } from '../../ui/safe-url';
import css from './payment.css?inline';

/**
 * What the details show: a book answer, or a booking's amount due as the guest's booking page has it
 * (no hotelier's texts, links or booking of its own).
 */
export type PaymentShown = Pick<Payment, 'bank_account' | 'iban' | 'variable_symbol' | 'price' | 'deposit' | 'currency_text' | 'qr_content' | 'qr_img' | 'settings'> &
  Partial<Pick<Payment, 'booking' | 'texts' | 'online_payment_link' | 'insurance_link'>>;

export interface PaymentDetailsProps {
  payment: PaymentShown;
  /** The section's heading; default "Payment". */
  heading?: string;
  /** The online payment link's text; default "Pay by card online" (payment-failed: "Pay by card again"). */
  onlinePaymentLabel?: string;
  /** Show the online payment link (default: the answer's show_online_payment). */
  showOnlinePayment?: boolean;
  /** Show the hotelier's payment text, which thanks for the booking (not where a payment failed). */
  showPaymentText?: boolean;
  /** Show the insurance link (selection's show_insurance; default: when the answer has a link). */
  showInsurance?: boolean;
}

export function PaymentDetails({ payment, heading, onlinePaymentLabel, showOnlinePayment, showInsurance, showPaymentText = true }: PaymentDetailsProps) {
  useAdoptedStyles(css);
  const { t } = useLingui();
  const headingId = useId();
  const money = (amount: number) => formatPrice(amount, payment.currency_text);
  const { settings, texts } = payment;
  const onlineLink = (showOnlinePayment ?? settings.show_online_payment) ? safeLink(payment.online_payment_link ?? '') : undefined;
  const insuranceLink = (showInsurance ?? true) ? safeLink(payment.insurance_link ?? '') : undefined;
  const hasDeposit = payment.deposit < payment.price;
  const due = money(payment.deposit);
  const bank = [
    { label: t({ id: 'bank_account', message: 'Bank account' }), value: payment.bank_account, name: 'bank-account' },
    { label: t({ id: 'iban', message: 'IBAN' }), value: payment.iban, name: 'iban' },
    { label: t({ id: 'variable_symbol', message: 'Payment reference (variable symbol)' }), value: payment.variable_symbol, name: 'variable-symbol' },
  ].filter((row) => row.value !== '');

  return (
    <section className="bw-payment" aria-labelledby={headingId}>
      <h3 id={headingId} className="bw-payment__heading">
        {heading ?? t({ id: 'pay_heading', message: 'Payment' })}
      </h3>
      {/* The hotelier's words thank for a booking: a test booking (dummy mode) made none. */}
      {showPaymentText && texts?.payment_text && !payment.booking?.dummy && <p className="bw-payment__text">{texts.payment_text}</p>}
      <dl className="bw-payment__amounts">
        <div>
          <dt>{t({ id: 'total_price', message: 'Total price' })}</dt>
          <dd data-testid="payment-price">{money(payment.price)}</dd>
        </div>
        <div className="bw-payment__due">
          <dt>{hasDeposit ? t({ id: 'deposits', message: 'Deposit' }) : t({ id: 'amount', message: 'Amount' })}</dt>
          <dd data-testid="payment-due">{due}</dd>
        </div>
      </dl>
      {texts?.deposit_text && <p className="bw-payment__text">{texts.deposit_text}</p>}
      {/* The card first: one press, before the bank details a transfer needs. */}
      {onlineLink && (
        <p>
          <a className="bw-button bw-payment__online" href={onlineLink}>
            {onlinePaymentLabel ?? t({ id: 'online_payment', message: 'Pay by card online' })}
          </a>
        </p>
      )}
      <div className="bw-payment__ways">
        {settings.show_bank && bank.length > 0 && (
          <dl className="bw-payment__bank">
            {bank.map((row) => (
              <div key={row.name} className="bw-payment__bank-row" data-detail={row.name}>
                <dt>{row.label}</dt>
                <dd>
                  <span className="bw-payment__value">{row.value}</span>
                  <CopyButton text={row.value} label={row.label} />
                </dd>
              </div>
            ))}
          </dl>
        )}
        {settings.show_qr && (payment.qr_img !== '' || payment.qr_content !== '') && (
          <figure className="bw-payment__qr">
            <QrCode
              image={payment.qr_img}
              content={payment.qr_content}
              alt={t({ id: 'qr_payment_alt', message: `QR code for paying ${due} by bank transfer` })}
            />
            <figcaption>{t({ id: 'qr_payment', message: 'QR payment' })}</figcaption>
          </figure>
        )}
      </div>
      {insuranceLink && (
        <p className="bw-payment__insurance">
          <a href={insuranceLink} target="_blank" rel="noopener noreferrer">
            {t({ id: 'insurance', message: 'Travel insurance' })}
          </a>{' '}
          {t({ id: 'insurance_text', message: 'Take out cancellation insurance for your stay.' })}
        </p>
      )}
    </section>
  );
}
