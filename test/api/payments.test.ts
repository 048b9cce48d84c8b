import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEml } from '../../server/mail/eml.ts';
import { outboxFiles, waitFor } from './outbox.ts';
import type { BookRequest } from '../../src/api/index.ts';
import { signDemoBody, DEMO_SIGNATURE_HEADER } from '../../server/payments/demo-gateway.ts';
import { cardStay, day, lowSeasonOffset, startTestServer, type TestServer, value } from './harness.ts';
import { eventually } from './eventually.ts';
import { startFakeStripe, type FakeStripe } from './fake-stripe.ts';

/**
 * Card payments (issue 51, docs/payments.md): Stripe's library against a local server in Stripe's
 * API shape, notifications signed by the library's own test helper; the demo gateway through its
 * own signed notifications; the hold that releases an unpaid booking's nights.
 */

const WEBHOOK_SECRET = 'whsec_test_secret';
const DEMO_SECRET = 'demo-test-secret';
let stripe: FakeStripe;
let api: TestServer;
let demo: TestServer;

beforeAll(async () => {
  stripe = await startFakeStripe();
  api = await startTestServer({
    payments: { stripe: { secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET, api: { host: '127.0.0.1', port: stripe.port, protocol: 'http' } } },
  });
  // The demo gateway with a hold of 5 seconds, looked at every half second.
  demo = await startTestServer({ payments: { holdSeconds: 5, sweepMs: 500, demoSecret: DEMO_SECRET, demoDelayMs: 50 } });
});
afterAll(async () => {
  await Promise.all([api?.stop(), demo?.stop()]);
  await stripe?.close();
});

const ARRIVAL = lowSeasonOffset(150, 2);
let next = 0;
/** A card booking of one object, each on nights of its own. */
const cardBooking = (objects = ['1']): BookRequest => cardStay({ arrival: ARRIVAL + 3 * next++, nights: 2, objects, returnUrls: true });

async function notifyStripe(type: string, sessionId: string, change: Partial<FakeStrip> = {}, secret = WEBHOOK_SECRET, id?: string) {
  // Stripe's own record changes as its event says (what a refund then reads); a forger's event changes nothing there.
  const stored = stripe.sessions.get(sessionId)!;
  const session = secret === WEBHOOK_SECRET ? Object.assign(stored, change) : { ...stored, ...change };
  const event = stripe.signedEvent(type, session, secret, id);
  const answer = await fetch(`${api.server.url}/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
    body: event.body,
  });
  return { status: answer.status, body: (await answer.json()) as { outcome?: string } };
}
type FakeStrip = ReturnType<FakeStripe['sessions']['get']> & object;

/** The outbox's e-mail of this subject, once the mail thread has written it. */
const mailTitled = (server: TestServer, subject: string) =>
  waitFor(
    () =>
      outboxFiles(server.server.outboxDir)
        .map((name) => readEml(readFileSync(join(server.server.outboxDir, name), 'utf8')))
        .find((mail) => mail.subject === subject),
    subject,
  );

const sessionOf = (link: string) => link.split('/').at(-1)!;
const thanks = async (server: TestServer, uuid: string) => value(await server.client().thanks({ uuid })).booking;

describe('Stripe Checkout', () => {
  it('offers the card with the amount due now and holds the booking for the payment', async () => {
    const booked = value(await api.client().book(cardBooking()));
    expect(booked.settings).toMatchObject({ show_online_payment: true, card_amount: 'deposit' });
    expect(booked.online_payment_link).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect(booked.payment).toMatchObject({ status: 'pending', amount: booked.deposit, currency: 'CZK' });
    expect(Date.parse(booked.payment!.hold_expires_at)).toBeGreaterThan(Date.now() + 1700_000);
    const session = stripe.sessions.get(sessionOf(booked.online_payment_link))!;
    expect(session).toMatchObject({ amount_total: Math.round(booked.deposit * 100), currency: 'czk', client_reference_id: booked.booking.uuid });
    expect((await thanks(api, booked.booking.uuid)).payment_status).toBe('pending');
  });

  it('a verified notification marks it paid; the same event twice is stored once', async () => {
    const booked = value(await api.client().book(cardBooking()));
    const id = sessionOf(booked.online_payment_link);
    const paid = { payment_status: 'paid' as const, status: 'complete' as const, payment_intent: 'pi_1' };
    expect((await notifyStripe('checkout.session.completed', id, paid, WEBHOOK_SECRET, 'evt_twice')).body.outcome).toBe('paid');
    expect((await notifyStripe('checkout.session.completed', id, paid, WEBHOOK_SECRET, 'evt_twice')).body.outcome).toBe('repeat');
    expect(await thanks(api, booked.booking.uuid)).toMatchObject({ payment_status: 'paid', paid_amount: booked.deposit, due: 0 });
    const events = await (await api.database()).get<{ n: number }>("SELECT CAST(COUNT(*) AS INTEGER) AS n FROM payment_events WHERE event_id = 'evt_twice'");
    expect(events?.n).toBe(1);
  });

  it('a declined payment is failed, and pay makes a new payment for the same booking', async () => {
    const booked = value(await api.client().book(cardBooking()));
    const id = sessionOf(booked.online_payment_link);
    expect((await notifyStripe('checkout.session.async_payment_failed', id)).body.outcome).toBe('failed');
    expect((await thanks(api, booked.booking.uuid)).payment_status).toBe('failed');
    const again = value(await api.client().pay({ uuid: booked.booking.uuid }));
    expect(sessionOf(again.online_payment_link)).not.toBe(id);
    expect(again.payment).toMatchObject({ status: 'pending', amount: booked.deposit });
  });

  it('paid before the guest is back: the return itself asks Stripe, and the return URL alone never pays', async () => {
    const booked = value(await api.client().book(cardBooking()));
    const id = sessionOf(booked.online_payment_link);
    // The guest's return with no payment at Stripe: still pending.
    expect((await thanks(api, booked.booking.uuid)).payment_status).toBe('pending');
    // Stripe has it paid, its notification not yet here: the server's own query finds it.
    Object.assign(stripe.sessions.get(id)!, { payment_status: 'paid', status: 'complete', payment_intent: 'pi_2' });
    expect((await thanks(api, booked.booking.uuid)).payment_status).toBe('paid');
    // The notification that follows changes nothing more.
    expect((await notifyStripe('checkout.session.completed', id)).body.outcome).toBe('ignored');
  });

  it('an amount that differs is recorded and not counted as paid', async () => {
    const booked = value(await api.client().book(cardBooking()));
    const id = sessionOf(booked.online_payment_link);
    const less = { payment_status: 'paid' as const, amount_total: 100, payment_intent: 'pi_3' };
    expect((await notifyStripe('checkout.session.completed', id, less)).body.outcome).toBe('mismatch');
    expect((await thanks(api, booked.booking.uuid)).payment_status).not.toBe('paid');
  });

  it('a bad signature is answered 400 and changes nothing', async () => {
    const booked = value(await api.client().book(cardBooking()));
    const id = sessionOf(booked.online_payment_link);
    const forged = await notifyStripe('checkout.session.completed', id, { payment_status: 'paid' }, 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect((await thanks(api, booked.booking.uuid)).payment_status).toBe('pending');
  });

  it('a cancellation of a paid flexible booking refunds the deposit to the card', async () => {
    const booked = value(await api.client().book({ ...cardBooking(['2']), objects: [{ id: '2', occupancy: { adults: 1 }, services: {}, rate: 'flex' }] }));
    const id = sessionOf(booked.online_payment_link);
    await notifyStripe('checkout.session.completed', id, { payment_status: 'paid', payment_intent: 'pi_flex' });
    const token = new URL(booked.manage_url!).searchParams.get('manage_token')!;
    const cancelled = value(await api.client().cancelBooking({ manageToken: token }));
    expect(cancelled.refund).toMatchObject({ amount: booked.deposit, method: 'card' });
    expect(cancelled.booking.payment_status).toBe('refunded');
    expect(stripe.refunds).toContainEqual({ payment_intent: 'pi_flex', amount: Math.round(booked.deposit * 100) });
    // The e-mail says how much goes back to the card, and by when (the booking is Czech: the client's language).
    const mail = await mailTitled(api, `Zrušení rezervace ${booked.variable_symbol} – Penzion U Staré lípy`);
    expect(mail.text).toMatch(/Částku [\d\s\u00a0,]+Kč vracíme na kartu, kterou jste platili\. Na účtu ji uvidíte nejpozději /);
  });
});

async function notifyDemo(body: object, secret = DEMO_SECRET) {
  const raw = JSON.stringify(body);
  const answer = await fetch(`${demo.server.url}/payments/demo/notify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [DEMO_SIGNATURE_HEADER]: signDemoBody(secret, raw) },
    body: raw,
  });
  return { status: answer.status, body: (await answer.json()) as { outcome?: string } };
}

describe('the demo gateway', () => {
  it('pays through its page and its own notification, twice or late, and declines', async () => {
    const booked = value(await demo.client().book(cardBooking(['4'])));
    const reference = new URL(booked.online_payment_link).pathname.split('/').at(-1)!;
    const forged = await notifyDemo({ id: 'evt_f', reference, state: 'paid', amount: booked.deposit.toFixed(2), currency: 'CZK' }, 'wrong');
    expect(forged.status).toBe(400);
    const repeat = { id: 'evt_demo_twice', reference, state: 'paid', amount: booked.deposit.toFixed(2), currency: 'CZK' };
    expect((await notifyDemo(repeat)).body.outcome).toBe('paid');
    expect((await notifyDemo(repeat)).body.outcome).toBe('repeat');
    expect((await thanks(demo, booked.booking.uuid)).payment_status).toBe('paid');

    const declined = value(await demo.client().book(cardBooking(['4'])));
    const answer = await fetch(declined.online_payment_link.replace('?', '/decline?'), { method: 'POST', redirect: 'manual' });
    expect(answer.headers.get('location')).toBe('http://localhost/booking#/payment-failed');
    await eventually(async () => ((await thanks(demo, declined.booking.uuid)).payment_status === 'failed' ? true : undefined));
  });

  it('releases an unpaid booking after its hold, frees its nights, and refunds a payment that comes later', async () => {
    const everything = cardBooking(['1', '2', '3', '4', '5']);
    const booked = value(await demo.client().book(everything));
    const night = everything.from;
    const unavailable = async () => value(await demo.client().availability()).data.unavailable.includes(night);
    expect(await unavailable()).toBe(true);
    await eventually(async () => ((await thanks(demo, booked.booking.uuid)).payment_status === 'expired' ? true : undefined), 12_000);
    expect(await unavailable()).toBe(false);
    // The operator's edit link shows it as expired that day, and refuses to change or cancel it.
    const row = await (await demo.database()).get<{ uuid: string; edit_token: string }>('SELECT uuid, edit_token FROM bookings WHERE uuid = ?', booked.booking.uuid);
    const operator = demo.client({ editToken: row!.edit_token, editUuid: row!.uuid, lang: 'en' });
    const edited = value(await operator.editCall()).booking;
    expect(edited).toMatchObject({ status: 'expired', expired_on: day(0) });
    const expired = 'The card payment for this booking did not arrive in time, so the booking was released and its dates are available again. It can no longer be changed or cancelled.';
    const save = { from: edited.from, to: edited.to, objects: edited.objects, version: edited.version };
    expect(await operator.editSave(save)).toMatchObject({ ok: false, error: { status: 409, message: expired } });
    expect(await operator.editCancel({ version: edited.version, refund: 'full' })).toMatchObject({ ok: false, error: { status: 409, message: expired } });
    expect(await unavailable()).toBe(false);
    // The guest hears of it in the booking's language.
    const mail = await mailTitled(demo, `Rezervace nebyla zaplacena ${booked.variable_symbol} – Penzion U Staré lípy`);
    expect(mail.text).toContain('platba kartou za vaši rezervaci v ubytování Penzion U Staré lípy nedorazila včas');
    // The guest pays on the gateway's page after all: its own notification follows, and the money goes back.
    const reference = new URL(booked.online_payment_link).pathname.split('/').at(-1)!;
    await fetch(booked.online_payment_link.replace('?', '/pay?'), { method: 'POST', redirect: 'manual' });
    const after = await eventually(async () => {
      const now = await thanks(demo, booked.booking.uuid);
      return now.refunded_amount > 0 ? now : undefined;
    });
    expect(after).toMatchObject({ payment_status: 'expired', refunded_amount: booked.deposit });
    const db = await demo.database();
    expect(await db.get('SELECT outcome FROM payment_events WHERE reference = ? AND kind = ?', reference, 'paid')).toEqual({ outcome: 'refunded-late' });
    expect(await db.get('SELECT refunded FROM demo_gateway_payments WHERE reference = ?', reference)).toEqual({ refunded: booked.deposit });
    // Nothing more to pay for a released booking.
    expect(await demo.client().pay({ uuid: booked.booking.uuid })).toMatchObject({ ok: false, error: { status: 422 } });
  }, 30_000);
});
