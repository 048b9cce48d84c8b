import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEml } from '../../server/mail/eml.ts';
import type { BookRequest } from '../../src/api/index.ts';
import { day, GUEST, lowSeasonOffset, startTestServer, type TestServer, value } from './harness.ts';
import { outboxFiles, waitFor } from './outbox.ts';
import { eventually } from './eventually.ts';

/**
 * The guest's own booking (issue 50, docs/api.md "The guest's booking"): read and cancelled by
 * the manage token of the booking page's address; wrong tokens find nothing and are slowed down.
 */

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(async () => {
  await api.stop();
});

const ARRIVAL = lowSeasonOffset(100, 3);
const ALL_OBJECTS = ['1', '2', '3', '4', '5'];

const request = (objectIds: string[], rate?: string, arrival = ARRIVAL): Omit<BookRequest, 'idempotencyKey'> => ({
  from: day(arrival),
  to: day(arrival + 3),
  objects: objectIds.map((id) => ({ id, occupancy: { adults: 1 }, services: {}, ...(rate ? { rate } : {}) })),
  customer: GUEST,
  acceptGdprCompliance: true,
  acceptCancellationTerms: true,
});

const tokenOf = (manageUrl: string | undefined) => new URL(manageUrl ?? '').searchParams.get('manage_token') ?? '';

/** A raw call, as a guessing client makes it: status, headers and the whole body. */
async function raw(base: string, name: string, init: { token: string; method?: 'GET' | 'POST' }) {
  const url = `${base}/${name}.php?api_key=demo&lang=en${init.method === 'POST' ? '' : `&manage_token=${encodeURIComponent(init.token)}`}`;
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    ...(init.method === 'POST' ? { body: JSON.stringify({ manage_token: init.token }), headers: { 'Content-Type': 'application/json' } } : {}),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Record<string, unknown> };
}

describe("the guest's booking page", () => {
  it('shows the stay, the objects with their rates, what is paid and due with how to pay, and what cancelling costs today', async () => {
    const payment = value(await api.client({ lang: 'de' }).book(request(['1', '4'], undefined, ARRIVAL + 10)));
    const page = value(await api.client({ lang: 'de' }).readBooking(tokenOf(payment.manage_url)));
    expect(page.property_name).toBe('Penzion U Staré lípy');
    expect(page.booking).toMatchObject({
      status: 'confirmed',
      variable_symbol: payment.variable_symbol,
      from: day(ARRIVAL + 10),
      to: day(ARRIVAL + 13),
      nights: 3,
      price: payment.price,
      paid: 0,
      due: payment.price,
      payment_status: 'pending',
      cancellation: { allowed: true, reason: '', fee: 0, refund: 0 },
      cancelled_on: '',
    });
    expect(page.booking.objects.map((object) => [object.name, object.rate?.name])).toEqual([
      ['Room Lípa', 'Flexibel'],
      ['Apartment Dub', 'Flexibel'],
    ]);
    expect(page.booking.payment).toMatchObject({ variable_symbol: payment.variable_symbol, amount: payment.deposit, show_qr: true });
  });

  it('finds nothing for a wrong, guessed or empty token: 404 with a reason and no booking data', async () => {
    for (const token of ['x'.repeat(43), 'short', '']) {
      const answer = await raw(api.apiBase, 'booking', { token });
      expect(answer).toEqual({ status: 404, retryAfter: null, body: { error: 'We could not find this booking. The link is not valid or has expired.' } });
    }
    const cancelled = await raw(api.apiBase, 'cancel', { token: 'y'.repeat(43), method: 'POST' });
    expect(cancelled.status).toBe(404);
    expect(Object.keys(cancelled.body)).toEqual(['error']);
  });
});

describe('the debug endpoints', () => {
  it("keep the guest's booking on their own database, and its link leads to them", async () => {
    const payment = value(await api.client({ debug: true }).book(request(['1'], undefined, ARRIVAL + 70)));
    expect(new URL(payment.manage_url!).searchParams.get('debug')).toBe('1');
    const token = tokenOf(payment.manage_url);
    expect(value(await api.client({ debug: true }).readBooking(token)).booking.variable_symbol).toBe(payment.variable_symbol);
    expect(await api.client().readBooking(token)).toMatchObject({ ok: false, error: { status: 404 } });
  });
});

describe('cancelling', () => {
  it("frees the stay's nights: the calendar shows them free again", async () => {
    const arrival = ARRIVAL + 20;
    const nights = [day(arrival), day(arrival + 1), day(arrival + 2)];
    const payment = value(await api.client().book(request(ALL_OBJECTS, undefined, arrival)));
    expect(value(await api.client().availability()).data.unavailable).toEqual(expect.arrayContaining(nights));
    const cancelled = value(await api.client().cancelBooking({ manageToken: tokenOf(payment.manage_url) }));
    expect(cancelled.booking).toMatchObject({ status: 'cancelled', cancelled_on: day(0), cancel_fee: 0, refund: 0 });
    expect(cancelled.booking.payment).toBeUndefined();
    const unavailable = value(await api.client().availability()).data.unavailable;
    for (const night of nights) expect(unavailable).not.toContain(night);
  });

  it('cancels once when two cancels arrive at once, answers both the same and e-mails the guest once, in the booking language', async () => {
    const payment = value(await api.client({ lang: 'de' }).book(request(['2'], undefined, ARRIVAL + 30)));
    const token = tokenOf(payment.manage_url);
    const [first, second] = await Promise.all([
      api.client().cancelBooking({ manageToken: token, idempotencyKey: 'cancel-attempt-a' }),
      api.client().cancelBooking({ manageToken: token, idempotencyKey: 'cancel-attempt-b' }),
    ]);
    expect(value(first)).toEqual(value(second));
    expect(value(first).booking.status).toBe('cancelled');
    const db = await api.database();
    const row = await db.get<{ status: string; version: number }>('SELECT status, version FROM bookings WHERE variable_symbol = ?', payment.variable_symbol);
    expect(row).toEqual({ status: 'cancelled', version: 2 });
    const cancellations = () =>
      outboxFiles(api.server.outboxDir)
        .map((name) => readEml(readFileSync(join(api.server.outboxDir, name), 'utf8')))
        .filter((mail) => mail.subject === `Stornierung Ihrer Buchung ${payment.variable_symbol} – Penzion U Staré lípy`);
    const [mail] = await waitFor(() => (cancellations().length > 0 ? cancellations() : undefined), 'the cancellation e-mail');
    expect(mail!.text).toContain('Ihre Buchung bei Penzion U Staré lípy wurde storniert.');
    expect(mail!.text).toMatch(/Stornogebühr: 0,00\u00a0CZK/);
    // A repeat later answers the same and sends nothing more.
    expect(value(await api.client().cancelBooking({ manageToken: token }))).toEqual(value(first));
    await new Promise((done) => setTimeout(done, 500));
    expect(cancellations()).toHaveLength(1);
  });

  it('charges the non-refundable rate in full and gives nothing back; the flexible one far ahead is free and refunds what was paid', async () => {
    const nonRefundable = value(await api.client().book(request(['3'], 'nonref', ARRIVAL + 40)));
    const charged = value(await api.client().cancelBooking({ manageToken: tokenOf(nonRefundable.manage_url) }));
    expect(charged.booking).toMatchObject({ cancel_fee: nonRefundable.price, refund: 0 });

    const flexible = value(await api.client().book({ ...request(['3'], 'flex', ARRIVAL + 50), payments: 'card' }));
    // The demo gateway's page pays the deposit by card; its notification marks it paid.
    const paid = await fetch(flexible.online_payment_link.replace('?', '/pay?'), { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const before = await eventually(async () => {
      const page = value(await api.client().readBooking(tokenOf(flexible.manage_url)));
      return page.booking.payment_status === 'paid' ? page : undefined;
    });
    expect(before.booking).toMatchObject({ paid: flexible.deposit, due: flexible.price - flexible.deposit, can_pay: false, cancellation: { fee: 0, refund: flexible.deposit } });
    const refunded = value(await api.client().cancelBooking({ manageToken: tokenOf(flexible.manage_url) }));
    expect(refunded.booking).toMatchObject({ status: 'cancelled', cancel_fee: 0, refund: flexible.deposit, payment_status: 'refunded', refunded_amount: flexible.deposit });
    // Back to the card it was paid with, by the gateway.
    expect(refunded.refund).toMatchObject({ amount: flexible.deposit, method: 'card' });
    expect(refunded.refund?.expected_by).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("refuses the operator's save of a cancelled booking", async () => {
    const payment = value(await api.client().book(request(['4'], undefined, ARRIVAL + 60)));
    value(await api.client().cancelBooking({ manageToken: tokenOf(payment.manage_url) }));
    const db = await api.database();
    const row = await db.get<{ uuid: string; edit_token: string }>('SELECT uuid, edit_token FROM bookings WHERE variable_symbol = ?', payment.variable_symbol);
    const operator = api.client({ editToken: row!.edit_token, editUuid: row!.uuid, lang: 'en' });
    const details = value(await operator.editCall());
    expect(details.booking.status).toBe('cancelled');
    const saved = await operator.editSave({ ...request(['4'], undefined, ARRIVAL + 60), version: details.booking.version });
    expect(saved).toMatchObject({ ok: false, error: { status: 409, message: 'This booking has been cancelled and can no longer be changed.' } });
  });
});

describe('on the server clock', () => {
  let clock = new Date();
  let moved: TestServer;
  beforeAll(async () => {
    moved = await startTestServer({ now: () => clock });
  });
  afterAll(async () => {
    await moved.stop();
  });
  const client = () => moved.client({ lang: 'en' });
  const at = (offset: number) => new Date(`${day(offset)}T12:00:00`);

  it('refuses a cancel from the day of arrival with the reason, and the page expires after departure', async () => {
    const payment = value(await client().book(request(['5'], undefined, ARRIVAL)));
    const token = tokenOf(payment.manage_url);
    clock = at(ARRIVAL);
    const page = value(await client().readBooking(token));
    const reason = 'A booking cannot be cancelled on or after the day of arrival. Please contact the property directly.';
    expect(page.booking.cancellation).toMatchObject({ allowed: false, reason, fee: payment.price, refund: 0 });
    expect(await client().cancelBooking({ manageToken: token })).toMatchObject({ ok: false, error: { status: 422, message: reason } });
    clock = at(ARRIVAL + 3);
    expect(value(await client().readBooking(token)).booking.status).toBe('confirmed');
    clock = at(ARRIVAL + 4);
    expect(await client().readBooking(token)).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it("the operator's change e-mails the guest a link of its own; every link opens the booking until departure, and only hashes are stored", async () => {
    clock = new Date();
    const payment = value(await client().book(request(['5'], 'flex', ARRIVAL + 20)));
    const first = tokenOf(payment.manage_url);
    const db = await moved.database();
    const row = await db.get<{ id: number; uuid: string; edit_token: string }>('SELECT id, uuid, edit_token FROM bookings WHERE variable_symbol = ?', payment.variable_symbol);
    const operator = moved.client({ editToken: row!.edit_token, editUuid: row!.uuid, lang: 'en' });
    // Edited weeks later: the terms still count from the day it was booked.
    clock = at(ARRIVAL);
    const loaded = value(await operator.editCall()).booking;
    expect(loaded.booked_on).toBe(day(0));
    value(await operator.editSave({ from: loaded.from, to: loaded.to, objects: loaded.objects, version: loaded.version, note: 'Late arrival' }));
    const mail = await waitFor(
      () =>
        outboxFiles(moved.server.outboxDir)
          .map((name) => readEml(readFileSync(join(moved.server.outboxDir, name), 'utf8')))
          .find((message) => message.subject.startsWith(`Booking changed ${payment.variable_symbol}`)),
      'the "booking changed" e-mail',
    );
    const link = /^https?:\/\/\S+$/m.exec(mail.text.slice(mail.text.indexOf('View or cancel your booking online:')))?.[0] ?? '';
    expect(new URL(link).hash).toBe('#/booking');
    const second = tokenOf(link);
    expect(second).toMatch(/^[\w-]{43}$/);
    expect(second).not.toBe(first);
    for (const token of [first, second]) expect(value(await client().readBooking(token)).booking.variable_symbol).toBe(payment.variable_symbol);
    // Neither token is stored as it is, only their SHA-256.
    const stored = await db.all<{ hash: string }>('SELECT hash FROM manage_tokens WHERE booking_id = ? ORDER BY created_at', row!.id);
    expect(stored.map(({ hash }) => hash)).toEqual([first, second].map((token) => createHash('sha256').update(token).digest('hex')));
    const everything = JSON.stringify([await db.get('SELECT * FROM bookings WHERE id = ?', row!.id), stored]);
    for (const token of [first, second]) expect(everything).not.toContain(token);
    // Both stop with the booking's page, after its departure.
    clock = at(ARRIVAL + 24);
    for (const token of [first, second]) expect(await client().readBooking(token)).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it('refuses every token (429, Retry-After) once one address has sent too many wrong ones, the right one too', async () => {
    clock = new Date();
    const payment = value(await client().book(request(['5'], undefined, ARRIVAL + 10)));
    const base = moved.apiBase;
    const statuses: number[] = [];
    for (let wrong = 1; wrong <= 20; wrong += 1) statuses.push((await raw(base, 'booking', { token: `wrong-token-${wrong}`.padEnd(43, 'x') })).status);
    // 404 for each wrong one until the limit, then 429 for the rest of the window.
    expect(statuses).toContain(429);
    expect(statuses.slice(statuses.indexOf(429)).every((status) => status === 429)).toBe(true);
    expect(statuses.slice(0, statuses.indexOf(429)).every((status) => status === 404)).toBe(true);
    const refused = await raw(base, 'booking', { token: tokenOf(payment.manage_url) });
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Object.keys(refused.body)).toEqual(['error']);
    expect((await raw(base, 'cancel', { token: tokenOf(payment.manage_url), method: 'POST' })).status).toBe(429);
  });
});
