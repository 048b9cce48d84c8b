import { afterAll, beforeAll, expect, it } from 'vitest';
import { signDemoBody, DEMO_SIGNATURE_HEADER } from '../../server/payments/demo-gateway.ts';
import { eventually } from './eventually.ts';
import { startFakeStripe, type FakeStripe } from './fake-stripe.ts';
import { cardStay, lowSeasonOffset, startTestServer, type TestServer, value } from './harness.ts';

/**
 * A refund the gateway refuses is not lost (issue 51, docs/payments.md "Refunds"): it is written down
 * with the event that decided it, and the sweep tries it again after a wait, once more, until the
 * gateway makes it; then never again. The demo gateway's payments outlive a restart.
 */

const WEBHOOK_SECRET = 'whsec_retry_secret';
let stripe: FakeStripe;
let api: TestServer;
beforeAll(async () => {
  stripe = await startFakeStripe();
  api = await startTestServer({
    payments: {
      stripe: { secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET, api: { host: '127.0.0.1', port: stripe.port, protocol: 'http' } },
      // A hold of 2 seconds looked at every 300 ms; a refused refund waits 600 ms, then 1.2 s.
      holdSeconds: 2,
      sweepMs: 300,
      refundRetry: { firstMs: 600, maxMs: 5000, attempts: 5, leaseMs: 10_000 },
    },
  });
});
afterAll(async () => {
  await api?.stop();
  await stripe?.close();
});

const from = lowSeasonOffset(260, 2);

it('a late payment whose refund Stripe refuses at first is refunded by a later sweep, once', async () => {
  const booked = value(
    await api.client().book(cardStay({ arrival: from, nights: 2, objects: ['5'] })),
  );
  const sessionId = booked.online_payment_link.split('/').at(-1)!;
  await eventually(async () => ((await value(await api.client().thanks({ uuid: booked.booking.uuid })).booking.payment_status) === 'expired' ? true : undefined));

  // The guest pays after the release; Stripe refuses the first refund.
  stripe.refuseRefunds = 1;
  const session = Object.assign(stripe.sessions.get(sessionId)!, { payment_status: 'paid', status: 'complete', payment_intent: 'pi_late' });
  const event = stripe.signedEvent('checkout.session.completed', session, WEBHOOK_SECRET);
  const answer = await fetch(`${api.server.url}/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
    body: event.body,
  });
  expect(((await answer.json()) as { outcome: string }).outcome).toBe('refunded-late');
  const db = await api.database();
  const queued = () =>
    db.get<{ state: string; attempts: number; refusals: number; last_error: string | null; reason: string }>(
      'SELECT r.state, r.attempts, r.refusals, r.last_error, r.reason FROM card_refunds r JOIN card_payments p ON p.id = r.payment_id WHERE p.reference = ?',
      sessionId,
    );
  // Refused and recorded, nothing refunded yet.
  expect(await queued()).toMatchObject({ state: 'due', attempts: 1, refusals: 1, reason: 'late', last_error: 'This charge cannot be refunded right now.' });
  expect(stripe.refunds.filter((refund) => refund.payment_intent === 'pi_late')).toEqual([]);

  // The sweep tries again after its wait and Stripe makes the refund.
  const done = await eventually(async () => {
    const row = await queued();
    return row?.state === 'done' ? row : undefined;
  });
  expect(done).toMatchObject({ attempts: 2, last_error: null });
  expect(value(await api.client().thanks({ uuid: booked.booking.uuid })).booking).toMatchObject({ payment_status: 'expired', refunded_amount: booked.deposit });
  // Sweeps go on; the refund is never made again.
  await new Promise((wait) => setTimeout(wait, 1500));
  expect(stripe.refunds.filter((refund) => refund.payment_intent === 'pi_late')).toEqual([{ payment_intent: 'pi_late', amount: Math.round(booked.deposit * 100) }]);
  expect(await queued()).toMatchObject({ state: 'done', attempts: 2 });
}, 30_000);

it("the demo gateway's open payment outlives a restart of the server and is paid after it", async () => {
  const demo = await startTestServer({ payments: { demoSecret: 'restart-secret', demoDelayMs: 20 } });
  try {
    const booked = value(
      await demo.client().book(cardStay({ arrival: from + 4, nights: 2, objects: ['1'] })),
    );
    const path = new URL(booked.online_payment_link).pathname;
    await demo.restart();
    // The same page on the restarted server still shows the payment, and paying it counts.
    const page = await fetch(`${demo.server.url}${path}?lang=en`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(booked.variable_symbol);
    const paid = await fetch(`${demo.server.url}${path}/pay?lang=en`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const thanks = await eventually(async () => {
      const answer = value(await demo.client().thanks({ uuid: booked.booking.uuid })).booking;
      return answer.payment_status === 'paid' ? answer : undefined;
    });
    expect(thanks).toMatchObject({ paid_amount: booked.deposit, due: 0 });
    // A notification signed as the gateway signs it is still verified after the restart (its secret is the same).
    const body = JSON.stringify({ id: 'evt_after_restart', reference: path.split('/').at(-1), state: 'paid', amount: booked.deposit.toFixed(2), currency: 'CZK' });
    const repeat = await fetch(`${demo.server.url}/payments/demo/notify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [DEMO_SIGNATURE_HEADER]: signDemoBody('restart-secret', body) },
      body,
    });
    expect(((await repeat.json()) as { outcome: string }).outcome).toBe('ignored');
  } finally {
    await demo.stop();
  }
}, 30_000);
