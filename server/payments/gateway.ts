/**
 * The seam between the server and a card payment gateway (docs/payments.md). Everything else in the
 * server speaks only these words; an adapter (stripe.ts, demo-gateway.ts, or a provider's own for
 * ComGate or GoPay) turns them into its gateway's calls. No card data ever passes through here: the
 * gateway's hosted page takes it.
 */

/** What a gateway's payment is, by the gateway's own word. */
export type GatewayPaymentState = 'pending' | 'paid' | 'failed';

export interface NewPayment {
  /** The booking's uuid: the gateway keeps it beside the payment, so a notification names its booking. */
  bookingUuid: string;
  /** In major units (1926.00), rounded to hundredths. */
  amount: number;
  /** ISO 4217, e.g. CZK or EUR. */
  currency: string;
  /** What the guest sees on the gateway's page. */
  description: string;
  /** Where the gateway's page sends the guest after paying, and after declining or leaving. Never proof of payment. */
  returnUrl: string;
  cancelUrl: string;
  /** The widget's language, so the gateway's page speaks it where it can. */
  lang: string;
  /** When the hold on the booking's nights ends; a gateway that can expire its page then does. */
  expiresAt: Date;
}

export interface CreatedPayment {
  /** The gateway's id of this payment (Stripe: the Checkout Session's id). */
  reference: string;
  /** The gateway's hosted page, where the guest enters the card. */
  link: string;
}

export interface PaymentReading {
  reference: string;
  state: GatewayPaymentState;
  /** What the gateway took or asks for, in major units. */
  amount: number;
  currency: string;
}

/** A verified notification, read into the seam's words. */
export interface GatewayEvent extends PaymentReading {
  /** The gateway's id of the event: each is applied once (payment_events' key). */
  id: string;
  /** An event of a kind the seam does not act on (still stored, so its repeats are known). */
  ignored?: boolean;
}

/** A notification whose signature does not verify: answered 400, nothing changes. */
export class BadNotification extends Error {}

/**
 * The gateway answered a refund with a clear no (it made none). Any other failure (no answer, a
 * timeout, the gateway's own error) leaves it unknown whether the refund was made, so the next
 * attempt repeats the same idempotency key and the gateway answers the first outcome, never a second refund.
 */
export class RefundRefused extends Error {}

export interface Gateway {
  /** Names the adapter in the database and in the notification address (/payments/<name>/...). */
  readonly name: string;
  createPayment(payment: NewPayment): Promise<CreatedPayment>;
  /** The server's own question to the gateway: the other way, besides a notification, that a payment counts as paid. */
  readPayment(reference: string): Promise<PaymentReading>;
  /** Verifies a notification by its raw body and headers; throws BadNotification when it does not verify. */
  readNotification(rawBody: Buffer, headers: Readonly<Record<string, string | string[] | undefined>>): Promise<GatewayEvent>;
  /**
   * Returns `amount` (major units) of a paid payment to the guest's card; answers the gateway's id of
   * the refund. `key` makes a repeat of one attempt the same refund; throws RefundRefused for a clear no.
   */
  refund(reference: string, amount: number, currency: string, key: string): Promise<{ id: string }>;
}

/** Minor units (haléře, cents): every currency the seam offers (CZK, EUR) has two decimals. */
export const toMinor = (amount: number) => Math.round(amount * 100);
export const toMajor = (minor: number) => minor / 100;
