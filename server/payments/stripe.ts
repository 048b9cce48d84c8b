import Stripe from 'stripe';
import { BadNotification, RefundRefused, toMajor, toMinor, type Gateway, type GatewayEvent, type GatewayPaymentState, type PaymentReading } from './gateway.ts';

/**
 * Stripe Checkout through Stripe's own library (docs/payments.md "Stripe"). Checkout's hosted page
 * takes the card, runs 3-D Secure and offers Apple Pay and Google Pay where the guest's device has
 * them; the server never sees card data. A payment is a Checkout Session; its id is our reference.
 */

export interface StripeSettings {
  /** BOOKING_STRIPE_SECRET_KEY (sk_test_… in test mode). Never logged. */
  secretKey: string;
  /** BOOKING_STRIPE_WEBHOOK_SECRET (whsec_…): what notifications are signed with. */
  webhookSecret: string;
  /** Tests point the library at a local server that answers in Stripe's API shape. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

// Checkout's languages that the widget speaks; 'auto' (the browser's) for the rest.
const CHECKOUT_LOCALES = new Set(['cs', 'en', 'de', 'sk', 'pl', 'hu']);
// Checkout refuses an expiry sooner than 30 minutes ahead; a shorter hold is ended by our sweep alone.
const CHECKOUT_MIN_EXPIRY_MS = 30 * 60_000 + 60_000;

type Session = Stripe.Checkout.Session;

function sessionState(session: Session): GatewayPaymentState {
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return 'paid';
  return session.status === 'expired' ? 'failed' : 'pending';
}

function reading(session: Session): PaymentReading {
  return {
    reference: session.id,
    state: sessionState(session),
    amount: toMajor(session.amount_total ?? 0),
    currency: (session.currency ?? '').toUpperCase(),
  };
}

export function stripeGateway(settings: StripeSettings): Gateway {
  const stripe = new Stripe(settings.secretKey, { ...(settings.api ?? {}), maxNetworkRetries: 2, timeout: 20_000 });
  return {
    name: 'stripe',
    async createPayment(payment) {
      const expiresAt = Math.max(payment.expiresAt.getTime(), Date.now() + CHECKOUT_MIN_EXPIRY_MS);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: { currency: payment.currency.toLowerCase(), unit_amount: toMinor(payment.amount), product_data: { name: payment.description } },
            },
          ],
          client_reference_id: payment.bookingUuid,
          metadata: { booking: payment.bookingUuid },
          payment_intent_data: { metadata: { booking: payment.bookingUuid } },
          success_url: payment.returnUrl,
          cancel_url: payment.cancelUrl,
          locale: (CHECKOUT_LOCALES.has(payment.lang) ? payment.lang : 'auto') as Stripe.Checkout.SessionCreateParams.Locale,
          expires_at: Math.floor(expiresAt / 1000),
        },
        // One session per booking and amount and hold: a retried create gives back the same one.
        { idempotencyKey: `${payment.bookingUuid}:${toMinor(payment.amount)}:${payment.expiresAt.getTime()}` },
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a page');
      return { reference: session.id, link: session.url };
    },
    async readPayment(reference) {
      return reading(await stripe.checkout.sessions.retrieve(reference));
    },
    async readNotification(rawBody, headers) {
      const signature = headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, typeof signature === 'string' ? signature : '', settings.webhookSecret);
      } catch {
        throw new BadNotification('the Stripe signature does not verify');
      }
      return eventReading(event);
    },
    async refund(reference, amount, _currency, key) {
      const session = await stripe.checkout.sessions.retrieve(reference);
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new RefundRefused(`Checkout Session ${reference} has no payment to refund`);
      try {
        const refund = await stripe.refunds.create({ payment_intent: intent, amount: toMinor(amount) }, { idempotencyKey: key });
        return { id: refund.id };
      } catch (error) {
        // Stripe keeps the answer of a key, a refusal too: a 4xx is a clear no, tried again under a new key.
        const status = (error as { statusCode?: number }).statusCode;
        if (status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 429) throw new RefundRefused((error as Error).message);
        throw error;
      }
    },
  };
}

/** The Checkout events the seam acts on; others are stored as ignored. */
function eventReading(event: Stripe.Event): GatewayEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      const failed = event.type === 'checkout.session.async_payment_failed' || event.type === 'checkout.session.expired';
      return { id: event.id, ...reading(session), ...(failed ? { state: 'failed' as const } : {}) };
    }
    default:
      return { id: event.id, reference: '', state: 'pending', amount: 0, currency: '', ignored: true };
  }
}
