import type { Catalog } from '../domain/catalog.ts';
import { pick } from '../domain/catalog.ts';
import { qrPaymentText } from '../domain/payment.ts';
import { qrPaymentUrl } from '../http/qr-payment.ts';
import { SERVER_TEXTS } from '../texts/index.ts';
import type { RequestContext } from './context.ts';
import { keptRows } from '../db/kept.ts';

/** The book answer: how the guest pays for a stored (or, in dummy mode, pretended) booking. */

export interface PayableBooking {
  uuid: string;
  from: string;
  to: string;
  price: number;
  deposit: number;
  variableSymbol: string;
  dummy: boolean;
}

const bool = (value: boolean) => (value ? '1' : '0');

/** The card payment a booking waits for (card.ts cardAnswer); none for a bank transfer. */
export interface CardFields {
  online_payment_link: string;
  payment?: { status: string; amount: string; currency: string; hold_expires_at: string };
}

export async function paymentAnswer(ctx: RequestContext, catalog: Catalog, booking: PayableBooking, card: CardFields = { online_payment_link: '' }) {
  const { settings } = catalog;
  const texts = await keptRows<{ key: string; text: string }>(ctx.db, "SELECT key, text FROM translations WHERE lang = ? AND key IN ('payment_text', 'deposit_text')", ctx.lang);
  const text = (key: string) => texts.find((row) => row.key === key)?.text ?? '';
  const qrContent = qrPaymentText({
    iban: settings.iban,
    amount: booking.deposit,
    variableSymbol: booking.variableSymbol,
    message: `${SERVER_TEXTS[ctx.lang].qrBooking} ${booking.variableSymbol}`,
  });
  return {
    booking: { uuid: booking.uuid, from: booking.from, to: booking.to, dummy: bool(booking.dummy) },
    bank_account: settings.bankAccount,
    iban: settings.iban,
    variable_symbol: booking.variableSymbol,
    // The gateway's hosted page of this booking's card payment (issue 51); '' for a bank transfer.
    online_payment_link: card.online_payment_link,
    insurance_link: `${ctx.publicUrl}/demo-insurance?lang=${ctx.lang}`,
    price: booking.price.toFixed(2),
    deposit: booking.deposit.toFixed(2),
    currency_text: pick(settings.currencyText, ctx.lang),
    qr_content: qrContent,
    // An address, not the picture: the guest's browser draws it when it shows it (docs/api.md).
    qr_img: qrPaymentUrl(ctx.publicUrl, qrContent),
    texts: { payment_text: text('payment_text'), deposit_text: text('deposit_text') },
    settings: {
      show_bank: bool(settings.showBank),
      // Only with a gateway (docs/payments.md): without one no card is offered.
      show_online_payment: bool(settings.showOnlinePayment && ctx.payments !== undefined),
      show_qr: bool(settings.showQr),
      card_amount: settings.cardAmount,
    },
    ...(card.payment ? { payment: card.payment } : {}),
  };
}
