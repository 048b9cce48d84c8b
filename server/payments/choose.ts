import type { BookingRow } from '../db/bookings.ts';
import type { Database } from '../db/database.ts';
import { demoGateway, DEMO_SIGNATURE_HEADER, type DemoGateway } from './demo-gateway.ts';
import { startHoldSweep } from './hold.ts';
import { retryDueRefunds, REFUND_RETRY, type RefundRetry } from './refund-queue.ts';
import type { PaymentSettings } from './settle.ts';
import { stripeGateway, type StripeSettings } from './stripe.ts';

/**
 * Which gateway takes cards (docs/payments.md): Stripe when its keys are set; otherwise the demo
 * gateway where the demo extras are on (`npm run demo`, or BOOKING_DEMO_PAYMENT=1); otherwise none,
 * and step 4 offers no card. The debug endpoints' database (/api/test/) only ever gets the demo gateway.
 */

export interface PaymentOptions {
  stripe?: StripeSettings;
  /** BOOKING_PAYMENT_HOLD_SECONDS; default 1800. */
  holdSeconds?: number;
  /** How often unpaid holds are looked for; default a fifth of the hold, between 1 and 60 seconds. */
  sweepMs?: number;
  /** The demo gateway's signing secret (tests sign their own notifications); default a fresh random one. */
  demoSecret?: string;
  /** How long the demo gateway waits before it notifies (default 300 ms). */
  demoDelayMs?: number;
  /** How a refund the gateway refused is tried again; default REFUND_RETRY (a minute, doubling). */
  refundRetry?: RefundRetry;
}

export const DEFAULT_HOLD_SECONDS = 1800;

interface Sides {
  demo: boolean;
  live: Database;
  test?: Database;
  now: () => Date;
  publicUrl: () => string;
  ownUrl: () => string;
  /** Tells the guest of a released booking (the expiry e-mail, in the booking's language). */
  released: (db: Database, booking: BookingRow) => void;
}

export function choosePayments(options: PaymentOptions, sides: Sides) {
  const holdSeconds = options.holdSeconds ?? DEFAULT_HOLD_SECONDS;
  const refundRetry = options.refundRetry ?? REFUND_RETRY;
  const demo = (path: string, db: Database) =>
    demoGateway({
      db,
      pageUrl: `${sides.publicUrl()}/demo-payment${path}`,
      secret: options.demoSecret,
      delayMs: options.demoDelayMs,
      notify: async (body, signature) => {
        const answer = await fetch(`${sides.ownUrl()}/payments/demo${path}/notify`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [DEMO_SIGNATURE_HEADER]: signature },
          body,
        });
        if (!answer.ok) throw new Error(`demo notification answered ${answer.status}`);
      },
    });
  // The page's address is read when a payment is made: publicUrl is known only once the server listens.
  const liveDemo: DemoGateway | undefined = !options.stripe && sides.demo ? lazyDemo(() => demo('', sides.live)) : undefined;
  const testDb = sides.test;
  const testDemo: DemoGateway | undefined = sides.demo && testDb ? lazyDemo(() => demo('/test', testDb)) : undefined;
  const liveGateway = options.stripe ? stripeGateway(options.stripe) : liveDemo;
  const live: PaymentSettings | undefined = liveGateway ? { gateway: liveGateway, holdSeconds, refundRetry } : undefined;
  const test: PaymentSettings | undefined = testDemo ? { gateway: testDemo, holdSeconds, refundRetry } : undefined;
  const sweepMs = options.sweepMs ?? Math.min(60_000, Math.max(1000, (holdSeconds * 1000) / 5));
  return {
    live,
    test,
    liveDemo,
    testDemo,
    /** The release of unpaid holds and the refunds tried again, on each database that takes cards; answers how to stop it. */
    startSweeps(): () => void {
      const sweep = (db: Database, side: PaymentSettings) =>
        startHoldSweep(
          db,
          sides.now,
          sweepMs,
          (booking) => sides.released(db, booking),
          (now) => retryDueRefunds(db, side.gateway, now, refundRetry),
        );
      const stops = [live && sweep(sides.live, live), test && sides.test && sweep(sides.test, test)];
      return () => stops.forEach((stop) => stop?.());
    },
  };
}

/** The demo gateway made on first use, when the server's public address is known. */
function lazyDemo(make: () => DemoGateway): DemoGateway {
  let made: DemoGateway | undefined;
  const gateway = () => (made ??= make());
  return {
    name: 'demo',
    createPayment: (payment) => gateway().createPayment(payment),
    readPayment: (reference) => gateway().readPayment(reference),
    readNotification: (body, headers) => gateway().readNotification(body, headers),
    refund: (reference, amount, currency, key) => gateway().refund(reference, amount, currency, key),
    payment: (reference) => gateway().payment(reference),
    decide: (reference, state) => gateway().decide(reference, state),
  };
}
