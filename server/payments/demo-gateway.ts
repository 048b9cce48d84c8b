import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { BadNotification, type Gateway, type GatewayPaymentState, type NewPayment } from './gateway.ts';

/**
 * The demo's own card gateway (docs/payments.md "The demo gateway"): a hosted page (server/pages/
 * payment-page.ts) where the guest pays, declines or just closes the tab. Like a real gateway it
 * tells the server by a signed server-to-server notification (HMAC-SHA256 of the raw body), never
 * through the guest's redirect; the notification may come late, twice, or before the guest is back.
 * It keeps its payments in memory: it stands for another company's system, not for our database.
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
  payment(reference: string): DemoPayment | undefined;
  /** The guest's choice on the hosted page; the notification follows on its own (after `delayMs`). */
  decide(reference: string, state: 'paid' | 'failed'): DemoPayment | undefined;
}

export function demoGateway(options: { pageUrl: string; notify: DemoNotify; secret?: string; delayMs?: number }): DemoGateway {
  const secret = options.secret ?? randomBytes(32).toString('hex');
  const payments = new Map<string, DemoPayment>();

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
      payments.set(reference, { ...payment, reference, state: 'pending', refunded: 0 });
      return { reference, link: `${options.pageUrl}/${reference}?lang=${encodeURIComponent(payment.lang)}` };
    },
    async readPayment(reference) {
      const payment = payments.get(reference);
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
      const payment = payments.get(reference);
      if (payment) payment.refunded += amount;
      return { id: `re_${randomUUID()}` };
    },
    payment: (reference) => payments.get(reference),
    decide(reference, state) {
      const payment = payments.get(reference);
      if (!payment || payment.state !== 'pending') return payment;
      payment.state = state;
      send(payment);
      return payment;
    },
  };
}
