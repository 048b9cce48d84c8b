import * as v from 'valibot';
import { flag, isoDay, numeric, object, text } from '../wire.ts';
import { bookedRates } from './rates.ts';
import { cardAmount, CardPaymentSchema } from './payment-state.ts';

/** book: the stored booking and how to pay for it (SPEC "Payment response"). */
export const PaymentSchema = object({
  booking: object({
    uuid: v.string(),
    from: isoDay,
    to: isoDay,
    dummy: flag,
  }),
  bank_account: text,
  iban: text,
  variable_symbol: text,
  /** With payments "card": the gateway's hosted page for the amount due now; '' otherwise. */
  online_payment_link: text,
  insurance_link: text,
  /** The whole price of the stay. */
  price: numeric,
  /** What is due now (the deposit, or the whole price when there is none). */
  deposit: numeric,
  currency_text: text,
  qr_content: text,
  qr_img: text,
  texts: v.optional(object({ payment_text: text, deposit_text: text }), { payment_text: '', deposit_text: '' }),
  settings: object({
    show_bank: flag,
    show_online_payment: flag,
    show_qr: flag,
    card_amount: cardAmount,
  }),
  /** The card payment this booking waits for (issue 51); left out for a bank transfer. */
  payment: v.optional(CardPaymentSchema),
  /** Each booked object's rate and its terms in dates (issue 50). */
  rates: bookedRates,
  /** The guest's own booking page (issue 50); the only answer that carries its token. Left out without one. */
  manage_url: v.optional(v.string()),
});

export type Payment = v.InferOutput<typeof PaymentSchema>;
