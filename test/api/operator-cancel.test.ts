import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEml } from '../../server/mail/eml.ts';
import { eventually } from './eventually.ts';
import { cardStay, day, lowSeasonOffset, startTestServer, type TestServer, value } from './harness.ts';
import { outboxFiles, waitFor } from './outbox.ts';

/**
 * The hotel cancels on the operator's edit link (edit_cancel, issue 51, docs/edit.md): the booking is
 * cancelled once, its nights are free, the card money goes back through the gateway by the booking's
 * own terms or in full, and the guest gets the cancellation e-mail in the booking's language.
 */

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer({ payments: { demoDelayMs: 20 } });
});
afterAll(async () => {
  await api.stop();
});

const ARRIVAL = lowSeasonOffset(200, 3);
let next = 0;

/** Books and pays the deposit on the demo gateway's page; answers the booking and the hotel's client on its edit link. */
async function paidBooking(object: string, rate: string, lang: 'cs' | 'en' = 'cs') {
  // A card booking of one object at a rate, each on nights of its own.
  const request = cardStay({ arrival: ARRIVAL + 4 * next++, nights: 3, objects: [object], rate });
  const booked = value(await api.client({ lang }).book(request));
  const paid = await fetch(booked.online_payment_link.replace('?', '/pay?'), { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  await eventually(async () => ((await value(await api.client().thanks({ uuid: booked.booking.uuid })).booking.payment_status) === 'paid' ? true : undefined));
  const db = await api.database();
  const row = await db.get<{ uuid: string; edit_token: string }>('SELECT uuid, edit_token FROM bookings WHERE variable_symbol = ?', booked.variable_symbol);
  const operator = api.client({ editToken: row!.edit_token, editUuid: row!.uuid, lang: 'en' });
  return { booked, operator, reference: new URL(booked.online_payment_link).pathname.split('/').at(-1)! };
}

const mails = (variableSymbol: string) =>
  outboxFiles(api.server.outboxDir)
    .map((name) => readEml(readFileSync(join(api.server.outboxDir, name), 'utf8')))
    .filter((mail) => mail.subject.includes(variableSymbol) && /Zrušení|cancelled/.test(mail.subject));

const gatewayRefunded = async (reference: string) =>
  Number((await (await api.database()).get<{ refunded: number }>('SELECT refunded FROM demo_gateway_payments WHERE reference = ?', reference))?.refunded);

describe('edit_cancel', () => {
  it('cancels a paid flexible booking by its terms: nights free, the deposit back to the card once, the guest told in Czech', async () => {
    const { booked, operator, reference } = await paidBooking('2', 'flex');
    const before = value(await operator.editCall()).booking;
    // What the edit screen shows before the hotel confirms.
    expect(before).toMatchObject({ status: 'confirmed', paid: booked.deposit, cancellation: { fee: 0, refund: booked.deposit, full_refund: booked.deposit } });

    const cancelled = value(await operator.editCancel({ version: before.version, refund: 'terms' }));
    expect(cancelled.booking).toMatchObject({ status: 'cancelled', cancel_fee: 0, refund: booked.deposit, version: before.version + 1 });
    expect(cancelled.booking.cancelled_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(cancelled.refund).toMatchObject({ amount: booked.deposit, method: 'card' });
    expect(await gatewayRefunded(reference)).toBe(booked.deposit);
    // The nights are free for other guests.
    expect(value(await api.client().availability()).data.unavailable).not.toContain(day(ARRIVAL));

    const mail = await waitFor(() => mails(booked.variable_symbol)[0], 'the cancellation e-mail');
    expect(mail.text).toContain('vaši rezervaci v ubytování Penzion U Staré lípy jsme zrušili.');
    expect(mail.text).toMatch(/Částku [\d\s\u00a0,]+Kč vracíme na kartu, kterou jste platili\. Na účtu ji uvidíte nejpozději /);

    // A repeat (the same press again, its version now old) answers the cancelled booking and changes nothing.
    const again = value(await operator.editCancel({ version: before.version, refund: 'full' }));
    expect(again.booking).toMatchObject({ status: 'cancelled', refund: booked.deposit, version: before.version + 1 });
    await new Promise((done) => setTimeout(done, 400));
    expect(mails(booked.variable_symbol)).toHaveLength(1);
    expect(await gatewayRefunded(reference)).toBe(booked.deposit);
    // The guest's page says the same.
    const page = value(await api.client().readBooking(new URL(booked.manage_url!).searchParams.get('manage_token')!));
    expect(page.booking).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(page.refund).toMatchObject({ amount: booked.deposit, method: 'card' });
  });

  it('keeps the non-refundable fee by the terms, and gives everything back when the hotel chooses so', async () => {
    const byTerms = await paidBooking('3', 'nonref');
    const terms = value(await byTerms.operator.editCall()).booking;
    expect(terms.cancellation).toMatchObject({ refund: 0, full_refund: byTerms.booked.deposit });
    const kept = value(await byTerms.operator.editCancel({ version: terms.version, refund: 'terms' }));
    expect(kept.booking).toMatchObject({ status: 'cancelled', refund: 0 });
    expect(kept.refund).toBeUndefined();
    expect(await gatewayRefunded(byTerms.reference)).toBe(0);

    const goodwill = await paidBooking('3', 'nonref', 'en');
    const full = value(await goodwill.operator.editCall()).booking;
    const given = value(await goodwill.operator.editCancel({ version: full.version, refund: 'full' }));
    expect(given.booking).toMatchObject({ status: 'cancelled', cancel_fee: 0, refund: goodwill.booked.deposit });
    expect(given.refund).toMatchObject({ amount: goodwill.booked.deposit, method: 'card' });
    expect(await gatewayRefunded(goodwill.reference)).toBe(goodwill.booked.deposit);
    const mail = await waitFor(() => mails(goodwill.booked.variable_symbol)[0], 'the English cancellation e-mail');
    expect(mail.text).toContain('we have cancelled your booking at Penzion U Staré lípy.');
    expect(mail.text).toContain('We are not charging a cancellation fee and are refunding everything you paid.');
  });

  it('refuses a cancellation based on an older version with 409 and leaves the booking standing', async () => {
    const { booked, operator } = await paidBooking('4', 'flex');
    const loaded = value(await operator.editCall()).booking;
    // Another tab saves meanwhile.
    value(await operator.editSave({ from: loaded.from, to: loaded.to, objects: loaded.objects, version: loaded.version, note: 'Pozdní příjezd' }));
    const stale = await operator.editCancel({ version: loaded.version, refund: 'terms' });
    expect(stale).toMatchObject({ ok: false, error: { status: 409 } });
    expect(value(await operator.editCall()).booking).toMatchObject({ status: 'confirmed', version: loaded.version + 1 });
    expect(value(await api.client().thanks({ uuid: booked.booking.uuid })).booking.payment_status).toBe('paid');
  });

  it('needs the edit link', async () => {
    const answer = await fetch(`${api.apiBase}/edit_cancel.php?api_key=demo&lang=en`, { method: 'POST', body: JSON.stringify({ version: 1 }), headers: { 'Content-Type': 'application/json' } });
    expect(answer.status).toBe(403);
  });
});
