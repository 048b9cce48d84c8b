import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { BadNotification, RefundRefused, type Gateway, type GatewayPaymentState, type NewPayment } from './gateway.ts';

/**
 * The demo's own card gateway (docs/payments.md "The demo gateway"): a hosted page (server/pages/
 * payment-page.ts) where the guest pays, declines or just closes the tab. Like a real gateway it
 * tells the server by a signed server-to-server notification (HMAC-SHA256 of the raw body), never
 * through the guest's redirect; the notification may come late, twice, or before the guest is back.
 * It keeps its payments in a table of its own (demo_gateway_payments), which stands for another
 * company's records: nothing else in the server reads it, and a restart or another server process
 * on the same database still knows every open payment.
 */

export const DEMO_SIGNATURE_HEADER = 'x-demo-signature';

export interface DemoPayment extends NewPayment {
  reference: string;
  state: GatewayPaymentState;
  refunded: number;
}

export interface DemoNotification {
  id: string;
  reference: string;
  state: GatewayPaymentState;
  amount: string;
  currency: string;
}

/** Sends a signed notification to the server (app.ts posts it to /payments/demo/notify). */
export type DemoNotify = (body: string, signature: string) => Promise<void>;

export function signDemoBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export interface DemoGateway extends Gateway {
  /** A payment the hosted page shows; undefined for an unknown reference. */
  payment(reference: string): Promise<DemoPayment | undefined>;
  /**
   * The guest's choice on the hosted page; the notification follows on its own (after `delayMs`).
   * Only a pending payment is decided, once, whichever server process the page's form reaches.
   */
  decide(reference: string, state: 'paid' | 'failed'): Promise<DemoPayment | undefined>;
}

interface DemoPaymentRow {
  reference: string;
  booking_uuid: string;
  amount: number;
  currency: string;
  description: string;
  return_url: string;
  cancel_url: string;
  lang: string;
  expires_at: string;
  state: GatewayPaymentState;
  refunded: number;
}

const fromRow = (row: DemoPaymentRow): DemoPayment => ({
  reference: row.reference,
  bookingUuid: row.booking_uuid,
  amount: Number(row.amount),
  currency: row.currency,
  description: row.description,
  returnUrl: row.return_url,
  cancelUrl: row.cancel_url,
  lang: row.lang,
  expiresAt: new Date(row.expires_at),
  state: row.state,
  refunded: Number(row.refunded),
});

export function demoGateway(options: { db: Database; pageUrl: string; notify: DemoNotify; secret?: string; delayMs?: number }): DemoGateway {
  const secret = options.secret ?? randomBytes(32).toString('hex');
  const { db } = options;
  const find = async (reference: string) => {
    const row = await db.get<DemoPaymentRow>('SELECT * FROM demo_gateway_payments WHERE reference = ?', reference);
    return row ? fromRow(row) : undefined;
  };

  function send(payment: DemoPayment): void {
    const notification: DemoNotification = {
      id: `evt_${randomUUID()}`,
      reference: payment.reference,
      state: payment.state,
      amount: payment.amount.toFixed(2),
      currency: payment.currency,
    };
    const body = JSON.stringify(notification);
    // Later than the guest's redirect, as gateways often are; a failed delivery is tried once more.
    setTimeout(() => {
      options.notify(body, signDemoBody(secret, body)).catch(() => setTimeout(() => void options.notify(body, signDemoBody(secret, body)).catch(() => {}), 1000));
    }, options.delayMs ?? 300).unref();
  }

  return {
    name: 'demo',
    async createPayment(payment) {
      const reference = `demo_${randomUUID()}`;
      await db.run(
        'INSERT INTO demo_gateway_payments (reference, booking_uuid, amount, currency, description, return_url, cancel_url, lang, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        reference,
        payment.bookingUuid,
        payment.amount,
        payment.currency,
        payment.description,
        payment.returnUrl,
        payment.cancelUrl,
        payment.lang,
        payment.expiresAt.toISOString(),
        new Date().toISOString(),
      );
      return { reference, link: `${options.pageUrl}/${reference}?lang=${encodeURIComponent(payment.lang)}` };
    },
    async readPayment(reference) {
      const payment = await find(reference);
      if (!payment) throw new Error(`no demo payment ${reference}`);
      return { reference, state: payment.state, amount: payment.amount, currency: payment.currency };
    },
    async readNotification(rawBody, headers) {
      const given = headers[DEMO_SIGNATURE_HEADER];
      const expected = Buffer.from(signDemoBody(secret, rawBody.toString('utf8')), 'hex');
      const actual = Buffer.from(typeof given === 'string' ? given : '', 'hex');
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw new BadNotification('the demo signature does not verify');
      let note: DemoNotification;
      try {
        note = JSON.parse(rawBody.toString('utf8')) as DemoNotification;
      } catch {
        throw new BadNotification('not JSON');
      }
      return { id: String(note.id), reference: String(note.reference), state: note.state, amount: Number(note.amount), currency: String(note.currency) };
    },
    async refund(reference, amount) {
      // Like a real gateway: only money it took goes back, and never more than it took.
      const changed = await db.run(
        "UPDATE demo_gateway_payments SET refunded = refunded + ? WHERE reference = ? AND state = 'paid' AND refunded + ? <= amount + 0.001",
        amount,
        reference,
        amount,
      );
      if (changed !== 1) throw new RefundRefused(`the demo gateway cannot refund ${amount} of ${reference}`);
      return { id: `re_${randomUUID()}` };
    },
    payment: find,
    async decide(reference, state) {
      const decided = await db.get<DemoPaymentRow>("UPDATE demo_gateway_payments SET state = ? WHERE reference = ? AND state = 'pending' RETURNING *", state, reference);
      if (!decided) return find(reference);
      const payment = fromRow(decided);
      send(payment);
      return payment;
    },
  };
}
