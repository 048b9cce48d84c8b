import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prettyDay } from '../../server/domain/days.ts';
import { readEml } from '../../server/mail/eml.ts';
import type { BookRequest } from '../../src/api/index.ts';
import { day, GUEST, lowSeasonOffset, startTestServer, type TestServer, value } from './harness.ts';
import { calendarOf, messageFor, waitFor } from './outbox.ts';

/**
 * Rates (issue 50, docs/api.md "Rates") against the reference server: each seeded object's
 * rates priced for a stay, a booking with each rate, the terms kept with the booking, the
 * confirmation e-mail and its calendar file stating them.
 */

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(async () => {
  await api.stop();
});

/** Far enough ahead that the flexible rate is still free, in the low season (no minimum stay). */
const ARRIVAL = lowSeasonOffset(100, 3);
const from = day(ARRIVAL);
const to = day(ARRIVAL + 3);

const request = (objectId: string, rate?: string, arrival = ARRIVAL): Omit<BookRequest, 'idempotencyKey'> => ({
  from: day(arrival),
  to: day(arrival + 3),
  objects: [{ id: objectId, occupancy: { adults: 2 }, services: {}, ...(rate ? { rate } : {}) }],
  customer: GUEST,
  acceptGdprCompliance: true,
  acceptCancellationTerms: true,
});

const FLEXIBLE_TERMS = {
  free_until: day(ARRIVAL - 15),
  fees: [
    { from: day(ARRIVAL - 14), percent: 50 },
    { from: day(ARRIVAL - 3), percent: 100 },
  ],
};

describe('rates in the offer', () => {
  it("prices every seeded object's rates: flexible at the object's price, non-refundable 10 % less, the rooms' breakfast per guest and night", async () => {
    const selection = value(await api.client({ lang: 'de' }).selection({ from, to }));
    expect(selection.objects.map((object) => object.id)).toEqual(['1', '2', '3', '4', '5']);
    for (const object of selection.objects) {
      const rates = Object.fromEntries((object.rates ?? []).map((rate) => [rate.id, rate]));
      expect(Object.keys(rates)).toEqual(object.kind === 'room' ? ['flex', 'nonref', 'flex_breakfast'] : ['flex', 'nonref']);
      expect(rates.flex).toMatchObject({ name: 'Flexibel', board: 'room_only', default: true, price: object.price });
      expect(rates.flex!.policy.tiers).toEqual([
        { days_before: 14, percent: 50 },
        { days_before: 3, percent: 100 },
      ]);
      expect(rates.nonref).toMatchObject({ name: 'Nicht erstattbar', default: false, policy: { tiers: [{ days_before: 'booking', percent: 100 }] } });
      expect(rates.nonref!.price).toBeCloseTo(object.price * 0.9, 2);
      // One guest to start with (the adults' minimum), three nights of breakfast at 220.
      if (object.kind === 'room') expect(rates.flex_breakfast).toMatchObject({ name: 'Flexibel mit Frühstück', board: 'breakfast', includes: ['breakfast'], price: object.price + 660 });
      expect(rates.flex!.includes).toEqual([]);
    }
  });

  it('prices the summary by the chosen rate, with its terms in dates as if booked today', async () => {
    const client = api.client();
    const flexible = value(await client.summary(request('3')));
    const nonRefundable = value(await client.summary(request('3', 'nonref')));
    const breakfast = value(await client.summary(request('3', 'flex_breakfast')));
    const accommodation = (answer: typeof flexible) => answer.selected_objects[0]!.price;
    expect(accommodation(nonRefundable)).toBeCloseTo(accommodation(flexible) * 0.9, 2);
    expect(accommodation(breakfast)).toBe(accommodation(flexible) + 2 * 3 * 220);
    expect(nonRefundable.summary.total).toBeCloseTo(flexible.summary.total - accommodation(flexible) * 0.1, 2);
    expect(flexible.selected_objects[0]!.rate).toEqual({ id: 'flex', name: 'Flexibilní', board: 'room_only', refundable: true, terms: FLEXIBLE_TERMS });
    expect(nonRefundable.selected_objects[0]!.rate).toMatchObject({ id: 'nonref', refundable: false, terms: { free_until: '', fees: [{ from: day(0), percent: 100 }] } });
    expect(breakfast.selected_objects[0]!.rate).toMatchObject({ id: 'flex_breakfast', board: 'breakfast', refundable: true });
  });

  it('never charges breakfast twice: on the breakfast rate a breakfast extra sent by an older page is not priced', async () => {
    const client = api.client();
    const withExtra = (rate: string) => ({ ...request('3', rate), objects: [{ id: '3', occupancy: { adults: 2 }, services: { breakfast: 2, parking: 1 }, rate }] });
    const roomOnly = value(await client.summary(withExtra('flex')));
    const breakfast = value(await client.summary(withExtra('flex_breakfast')));
    const labels = (answer: typeof roomOnly) => answer.summary.lines.map((line) => line.label);
    expect(labels(roomOnly).some((label) => label.startsWith('Snídaně'))).toBe(true);
    expect(labels(breakfast).some((label) => label.startsWith('Snídaně'))).toBe(false);
    // Parking is no board's: it stays charged on both.
    expect(labels(breakfast).some((label) => label.startsWith('Parkování'))).toBe(true);
    const breakfastLine = roomOnly.summary.lines.find((line) => line.label.startsWith('Snídaně'))!.amount;
    const accommodation = (answer: typeof roomOnly) => answer.selected_objects[0]!.price;
    expect(breakfast.summary.total).toBeCloseTo(roomOnly.summary.total - breakfastLine + accommodation(breakfast) - accommodation(roomOnly), 2);
  });

  it('refuses a rate the object does not have', async () => {
    const summary = value(await api.client().summary(request('5', 'flex_breakfast')));
    expect(summary.continue).toBe(false);
    expect(summary.alert).toBe('Zvolená sazba není pro Chalupa Pod Lesem v nabídce.');
    const booked = await api.client({ lang: 'en' }).book(request('5', 'flex_breakfast'));
    expect(booked).toMatchObject({ ok: false, error: { status: 422, message: 'The chosen rate is not offered for Cottage Pod Lesem.' } });
  });
});

describe('booking with a rate', () => {
  it('books with each rate: the price the summary showed, the rate kept with its terms, the same in thanks', async () => {
    const client = api.client();
    for (const [objectId, rate, refundable] of [['1', 'flex', true], ['2', 'nonref', false], ['3', 'flex_breakfast', true]] as const) {
      const total = value(await client.summary(request(objectId, rate))).summary.total;
      const payment = value(await client.book(request(objectId, rate)));
      expect(payment.price).toBe(total);
      expect(payment.rates).toEqual([expect.objectContaining({ object_id: objectId, rate_id: rate, refundable })]);
      expect(payment.rates![0]!.terms).toEqual(refundable ? FLEXIBLE_TERMS : { free_until: '', fees: [{ from: day(0), percent: 100 }] });
      const thanks = value(await client.thanks({ uuid: payment.booking.uuid }));
      expect(thanks.rates).toEqual(payment.rates);
    }
  });

  it('keeps the terms a guest booked when the hotel changes the rate afterwards', async () => {
    const booked = value(await api.client().book(request('4', undefined, ARRIVAL + 10)));
    expect(booked.rates![0]!.rate_id).toBe('flex');
    // The hotel makes its flexible rate non-refundable (the server reads its offer again: at once on
    // SQLite, within seconds on PostgreSQL); the booking made before keeps the terms it was made with.
    const db = await api.database();
    await db.run(`UPDATE rates SET tiers = '[{"days_before":"booking","percent":100}]' WHERE id = 'flex'`);
    try {
      const thanks = value(await api.client().thanks({ uuid: booked.booking.uuid }));
      expect(thanks.rates![0]!.terms).toEqual(booked.rates![0]!.terms);
      expect(thanks.rates![0]!.refundable).toBe(true);
    } finally {
      await db.run(`UPDATE rates SET tiers = '[{"days_before":14,"percent":50},{"days_before":3,"percent":100}]' WHERE id = 'flex'`);
    }
  });

  it("lets the operator change a booked object's rate: edit_call names it, edit_save prices and keeps the new one", async () => {
    const booked = value(await api.client().book(request('2', 'flex', ARRIVAL + 30)));
    const db = await api.database();
    const link = await db.get<{ uuid: string; edit_token: string }>('SELECT uuid, edit_token FROM bookings WHERE uuid = ?', booked.booking.uuid);
    const operator = api.client({ editUuid: link!.uuid, editToken: link!.edit_token });
    const before = value(await operator.editCall());
    expect(before.booking.objects.map((object) => object.rate)).toEqual(['flex']);
    expect(before.rates).toEqual(booked.rates);
    const change = { ...request('2', 'nonref', ARRIVAL + 30), version: before.booking.version };
    const saved = value(await operator.editSave(change));
    expect(saved.booking.objects[0]!.rate).toBe('nonref');
    expect(saved.rates).toEqual([expect.objectContaining({ rate_id: 'nonref', refundable: false })]);
    expect(saved.booking.price).toBeLessThan(before.booking.price);
  });

  it("e-mails the rate, its terms in dates and the guest's booking page, and puts the rate in the calendar file", async () => {
    const payment = value(await api.client({ lang: 'en' }).book(request('1', undefined, ARRIVAL + 20)));
    const source = await waitFor(() => messageFor(api.server.outboxDir, payment.variable_symbol), 'the confirmation');
    const text = readEml(source).text.replace(/\r\n/g, '\n');
    const [free, half, whole] = [payment.rates![0]!.terms.free_until, ...payment.rates![0]!.terms.fees.map((fee) => fee.from)].map((date) => prettyDay(date, 'en'));
    const terms = `Free cancellation until ${free}. From ${half}, the cancellation fee is 50% of the price. From ${whole}, the cancellation fee is 100% of the price.`;
    expect(text).toContain(`Rate:\n  - Room Lípa: Flexible (room only) – ${terms}\n`);
    expect(text).toContain(`View or cancel your booking online:\n${payment.manage_url}\n`);
    const calendar = calendarOf(source).replace(/\r\n /g, '');
    expect(calendar).toContain(`Room Lípa: Flexible (room only) – ${terms.replace(/,/g, '\\,')}`);
  });
});
