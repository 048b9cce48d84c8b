import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for Stripe's API, answering the calls the Stripe adapter makes in Stripe's own
 * shapes (Checkout Sessions and Refunds), so the official library runs against it without the internet.
 */

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  amount_total: number;
  currency: string;
  client_reference_id: string;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  payment_intent: string | null;
  metadata: Record<string, string>;
}

export interface FakeStripe {
  port: number;
  sessions: Map<string, FakeSession>;
  refunds: Array<{ payment_intent: string; amount: number }>;
  /** How many of the next refunds Stripe refuses (a 400 with an error in its shape), as a real refusal does. */
  refuseRefunds: number;
  /** A notification as Stripe sends it: the event's JSON and its signature header. */
  signedEvent(type: string, session: FakeSession, secret: string, id?: string): { body: string; signature: string };
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const refunds: FakeStripe['refunds'] = [];
  let counter = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      const send = (status: number, body: unknown) => res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${++counter}` }).end(JSON.stringify(body));
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${++counter}`;
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]') ?? '',
          client_reference_id: form.get('client_reference_id') ?? '',
          payment_status: 'unpaid',
          status: 'open',
          payment_intent: null,
          metadata: { booking: form.get('metadata[booking]') ?? '' },
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const found = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && found) {
        const session = sessions.get(found[1] ?? '');
        return session ? send(200, session) : send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        if (fake.refuseRefunds > 0) {
          fake.refuseRefunds -= 1;
          return send(400, { error: { type: 'invalid_request_error', code: 'charge_not_refundable', message: 'This charge cannot be refunded right now.' } });
        }
        const refund = { payment_intent: form.get('payment_intent') ?? '', amount: Number(form.get('amount')) };
        refunds.push(refund);
        return send(200, { id: `re_${++counter}`, object: 'refund', status: 'succeeded', ...refund });
      }
      send(404, { error: { type: 'invalid_request_error', message: `unknown ${req.method} ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const stripe = new Stripe('sk_test_fake');
  const fake: FakeStripe = {
    port: (server.address() as AddressInfo).port,
    sessions,
    refunds,
    refuseRefunds: 0,
    signedEvent(type, session, secret, id = `evt_${++counter}`) {
      const body = JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), data: { object: session } });
      return { body, signature: stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
