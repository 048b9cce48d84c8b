import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDIT_FIXTURE } from '../../server/db/fixtures.ts';
import { objectAvailability, reviews } from '../../src/api/pages.ts';
import { day, GUEST, lowSeasonOffset, startTestServer, type TestServer, value } from './harness.ts';

/** Stays the tests book, in the low season (no minimum above one night) whatever the date. */
const BOOKED = lowSeasonOffset(16, 3);
const DEBUG_STAY = lowSeasonOffset(60, 2);
const DUMMY_STAY = lowSeasonOffset(70, 2);

/**
 * The client's own schemas run against live answers of the reference server,
 * so client and server cannot drift apart: every call below goes through
 * createApiClient and must come back ok.
 */

let api: TestServer;
beforeAll(async () => {
  // The shop's pages are the property's own (BOOKING_RETURN_ORIGINS): the payment page may return there.
  api = await startTestServer({ returnOrigins: { demo: ['http://shop.example'] } });
});
afterAll(async () => {
  await api.stop();
});

const stay = (from: string, to: string, objectId = '1') => ({
  from,
  to,
  objects: [{ id: objectId, occupancy: { adults: 2, children: 0 }, services: { breakfast: 2 } }],
  timeOfArrival: '15:00',
});

describe('step 1 endpoints', () => {
  it('global_translations gives every label in Czech and English', async () => {
    const cs = value(await api.client().translations());
    const en = value(await api.client({ lang: 'en' }).translations());
    expect(cs.texts.first_name).toBe('Jméno');
    expect(en.texts.first_name).toBe('First name');
    expect(Object.keys(cs.texts).sort()).toEqual(Object.keys(en.texts).sort());
  });

  it('global_settings gives the styles with the default display', async () => {
    const settings = value(await api.client().settings());
    expect(settings.styles.primary_button_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(settings.styles.display).toBe('rowsy');
  });

  it('availability shows the seeded whole-house block at today+5..today+8', async () => {
    const availability = value(await api.client().availability());
    expect(availability.settings.min_date).toBe(day(0));
    expect(availability.settings.max_date > day(540)).toBe(true);
    expect(availability.settings.days_nights).toBe('nights');
    expect(availability.settings.displayed_months).toBe(3);
    for (const offset of [5, 6, 7, 8]) expect(availability.data.unavailable).toContain(day(offset));
    expect(availability.data.unavailable).not.toContain(day(4));
    expect(availability.data.unavailable).not.toContain(day(9));
    expect(availability.data.available_out).toContain(day(5));
    expect(availability.data.available_in).toContain(day(9));
    for (const offset of [12, 13, 14]) expect(availability.data.unavailable).not.toContain(day(offset));
  });

  it('dates prices a free range, refuses an occupied one and resets without dates', async () => {
    const client = api.client({ lang: 'en' });
    const free = value(await client.dates({ from: day(12), to: day(15) }));
    expect(free.price).toBeGreaterThan(0);
    expect(free.texts.price_text).toBe('price from');
    expect(free.settings.currency_text).toBe('CZK');
    expect(free.error).toBe(false);
    const full = value(await client.dates({ from: day(5), to: day(8) }));
    expect(full.error).toBe(true);
    expect(full.price).toBe(0);
    expect(full.alerts[0]).toMatch(/nothing is available/i);
    const cleared = value(await client.dates());
    expect(cleared).toMatchObject({ price: 0, error: false, alerts: [] });
  });

  it('dates refuses a stay shorter than the season minimum: no price, and the reason', async () => {
    // The next 10 July that lies inside the bookable window, whatever today is.
    const thisYear = Number(day(0).slice(0, 4));
    const year = `${thisYear}-07-10` > day(0) ? thisYear : thisYear + 1;
    const pricing = value(await api.client().dates({ from: `${year}-07-10`, to: `${year}-07-12` }));
    expect(pricing.price).toBe(0);
    expect(pricing.alerts).toEqual(['Hlavní sezóna: minimální délka pobytu je 5 nocí.']);
    // Long enough, the same season is priced.
    expect(value(await api.client().dates({ from: `${year}-07-10`, to: `${year}-07-15` })).price).toBeGreaterThan(0);
    // The summary says the same: not one to continue with, and why.
    const summary = value(
      await api.client().summary({ from: `${year}-07-10`, to: `${year}-07-12`, objects: [{ id: '1', occupancy: { adults: 1 }, services: {} }] }),
    );
    expect(summary.continue).toBe(false);
    expect(summary.alert).toBe('Hlavní sezóna: minimální délka pobytu je 5 nocí.');
  });

  it('selection lists objects with parsed flags, occupancy types and services', async () => {
    const selection = value(await api.client().selection({ from: day(12), to: day(15) }));
    expect(selection.objects.length).toBeGreaterThanOrEqual(4);
    expect(selection.objects.length).toBeLessThanOrEqual(6);
    const room = selection.objects[0]!;
    expect(room.available).toBe(true);
    expect(room.max_occupancy).toBeGreaterThan(0);
    expect(room.photos[0]).toMatch(new RegExp(`^${api.server.url}/photos/.+\\.svg$`));
    expect(room.occupancy.find((o) => o.id === 'infants')?.count).toBe(false);
    expect(room.occupancy.find((o) => o.id === 'children')?.count).toBe(true);
    expect(room.services.map((s) => s.id)).toEqual(expect.arrayContaining(['breakfast', 'parking', 'pet', 'late_checkout']));
    expect(selection.settings).toMatchObject({ show_hours: true, use_coupon: true, use_gift: true, show_bank: true, show_online_payment: true });
    expect(selection.checkin_hours).toContain('15:00');
    expect(selection.source_of_referral.length).toBeGreaterThan(0);
    expect(selection.fees.map((f) => f.id)).toEqual(['cleaning', 'city_tax']);
    expect(selection.texts.booking_dates_text).toMatch(/3 noci/);
    // Issue 50: the room's rates, flexible by default, the non-refundable one 10 % cheaper.
    expect(room.rates?.map((rate) => [rate.id, rate.default])).toEqual([['flex', true], ['nonref', false], ['flex_breakfast', false]]);
    expect(room.rates?.[1]?.price).toBeCloseTo(room.rates![0]!.price * 0.9, 2);
    expect(room.rates?.[1]?.policy.tiers).toEqual([{ days_before: 'booking', percent: 100 }]);
  });

  it('the photos the objects name are served', async () => {
    const selection = value(await api.client().selection({ from: day(12), to: day(15) }));
    const response = await fetch(selection.objects[0]!.photos[0]!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
  });
});

describe('later steps', () => {
  it('summary prices the choice line by line, with coupon and deposit', async () => {
    const summary = value(await api.client().summary({ ...stay(day(12), day(15)), coupon: 'LETO10' }));
    expect(summary.accomodation).toBe(1);
    expect(summary.continue).toBe(true);
    expect(summary.persons).toBe(2);
    expect(summary.summary.lines.map((l) => l.label).join('|')).toMatch(/Snídaně.*Závěrečný úklid.*Poplatek z pobytu/);
    expect(summary.summary.discount).toBeGreaterThan(0);
    expect(summary.deposits).toMatchObject({ num: 'one', percent: 30, isCustomAmount: false });
    expect(summary.deposits.amount + summary.deposits.rest).toBeCloseTo(summary.summary.total);
    expect(summary.object_photos.length).toBeGreaterThan(0);
    expect(summary.selected_objects[0]?.rate).toMatchObject({ id: 'flex', name: 'Flexibilní', board: 'room_only', refundable: true });
  });

  it('summary explains why it cannot continue', async () => {
    const tooMany = stay(day(12), day(15));
    tooMany.objects[0]!.occupancy = { adults: 3, children: 0 };
    const summary = value(await api.client({ lang: 'en' }).summary(tooMany));
    expect(summary.continue).toBe(false);
    expect(summary.alert).toBe('Maximum number of guests for Room Lípa: 2.');
    const taken = value(await api.client().summary(stay(day(5), day(7))));
    expect(taken.continue).toBe(false);
    expect(taken.disabled_objects).toContain('1');
  });

  it('book stores the booking and answers the payment data; thanks shows it', async () => {
    const payment = value(
      await api.client().book({ ...stay(day(BOOKED), day(BOOKED + 3), '2'), customer: GUEST, acceptGdprCompliance: true }),
    );
    expect(payment.variable_symbol).toMatch(/^\d{8}$/);
    expect(payment.deposit).toBeLessThan(payment.price);
    expect(payment.qr_content).toMatch(
      new RegExp(`^SPD\\*1\\.0\\*ACC:CZ\\d{22}\\*AM:${payment.deposit.toFixed(2)}\\*CC:CZK\\*X-VS:${payment.variable_symbol}\\*MSG:`),
    );
    expect(payment.qr_img).toMatch(/^http:\/\/localhost:\d+\/qr-payment\.png\?text=SPD/);
    // A bank transfer: no card payment, no gateway's page (issue 51).
    expect(payment.online_payment_link).toBe('');
    expect(payment.payment).toBeUndefined();
    expect(payment.settings).toEqual({ show_bank: true, show_online_payment: true, show_qr: true, card_amount: 'deposit' });
    const thanks = value(await api.client().thanks({ uuid: payment.booking.uuid }));
    expect(thanks.booking).toMatchObject({ from: day(BOOKED), to: day(BOOKED + 3), nights: 3, payment_status: 'pending' });
    expect(thanks.booking.price).toBe(payment.price);
    // Issue 50: the rate with its terms, and (the book answer only) the guest's own booking page.
    expect(payment.rates).toEqual([expect.objectContaining({ object_id: '2', rate_id: 'flex', refundable: true })]);
    expect(thanks.rates).toEqual(payment.rates);
    expect(payment.manage_url).toMatch(/\/iframe\.html\?api_key=demo&lang=cs&manage_token=[\w-]{43}#\/booking$/);
    const page = value(await api.client().readBooking(new URL(payment.manage_url!).searchParams.get('manage_token')!));
    expect(page.booking).toMatchObject({ status: 'confirmed', variable_symbol: payment.variable_symbol, due: payment.price });
    expect(page.booking.cancellation).toMatchObject({ allowed: true, fee: 0 });
  });

  it("the demo gateway's page takes the payment and returns to the given URL; the gateway's notification marks it paid", async () => {
    const payment = value(
      await api.client().book({
        ...stay(day(BOOKED), day(BOOKED + 3), '3'),
        customer: GUEST,
        acceptGdprCompliance: true,
        successUrl: 'http://shop.example/booking#/step-5',
        failureUrl: 'http://shop.example/booking#/payment-failed',
        payments: 'card',
      }),
    );
    expect(payment.online_payment_link).toContain('/demo-payment/');
    const page = await fetch(payment.online_payment_link);
    expect(await page.text()).toContain(payment.variable_symbol);
    const paid = await fetch(payment.online_payment_link.replace('?', '/pay?'), { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('http://shop.example/booking#/step-5');
    expect(payment.manage_url).toMatch(/^http:\/\/shop\.example\/booking\?manage_token=[\w-]{43}#\/booking$/);
    // The server asks the gateway itself when the guest is back before the notification.
    const thanks = value(await api.client().thanks({ uuid: payment.booking.uuid }));
    expect(thanks.booking.payment_status).toBe('paid');
  });

  it('pricelist gives seasonal prices for every object', async () => {
    const pricelist = value(await api.client().pricelist());
    expect(pricelist.seasons.map((s) => s.id)).toEqual(['low', 'mid', 'high']);
    expect(pricelist.objects.every((o) => o.prices.length === 3)).toBe(true);
    expect(pricelist.settings.currency_text).toBe('Kč');
  });

  it('edit_call and edit_save: the operator moves a booking onto its own nights and sets a custom total', async () => {
    const operator = api.client({ editToken: EDIT_FIXTURE.editToken, editUuid: EDIT_FIXTURE.uuid });
    const before = value(await operator.editCall());
    expect(before.booking.uuid).toBe(EDIT_FIXTURE.uuid);
    expect(before.booking.from).toBe(day(40));
    // Its own nights count as free for the operator, not for a guest.
    const own = value(await operator.dates({ from: day(40), to: day(43) }));
    expect(own.error).toBe(false);
    const saved = value(
      await operator.editSave({
        from: day(41),
        to: day(44),
        objects: [{ id: before.booking.objects[0]!.id, occupancy: { adults: 2 }, services: {} }],
        customAmount: 5000,
        isCustomAmount: true,
        note: 'Pozdní příjezd',
        version: before.booking.version,
      }),
    );
    expect(saved.booking).toMatchObject({ from: day(41), to: day(44), price: 5000, is_custom_amount: true, note: 'Pozdní příjezd' });
    // Issue 50: a booking made before rates gets the object's default rate, which edit_call names.
    expect(saved.booking.objects[0]?.rate).toBe('flex');
    expect(saved.rates?.map((rate) => rate.rate_id)).toEqual(['flex']);
    expect(value(await operator.editCall()).booking.price).toBe(5000);
  });

  it('object_availability gives each object its occupied nights for the coming months', async () => {
    const calendars = value(await objectAvailability(api.client(), { months: 2 }));
    expect(calendars.from).toBe(day(0));
    expect(calendars.objects.map((o) => o.id)).toEqual(['1', '2', '3', '4', '5']);
    // The whole-house fixture occupies today+5..today+8 everywhere; room Lípa also today+20..today+22.
    for (const object of calendars.objects) expect(object.occupied).toEqual(expect.arrayContaining([day(5), day(8)]));
    expect(calendars.objects[0]!.occupied).toEqual(expect.arrayContaining([day(20), day(22)]));
    expect(calendars.objects[0]!.occupied).not.toContain(day(23));
    const refused = await objectAvailability(api.client({ lang: 'en' }), { months: 13 });
    expect(refused).toMatchObject({ ok: false, error: { status: 400, message: 'The number of months (months) must be between 1 and 12.' } });
  });

  it("global_settings carries the reviews' average and count, as the reviews call counts them (issue 52)", async () => {
    const [settings, answer] = [value(await api.client().settings()), value(await reviews(api.client()))];
    expect(settings.rating).toEqual({ average: Math.round(answer.summary.average * 10) / 10, count: answer.summary.count });
    expect(settings.rating!.count).toBeGreaterThan(0);
  });

  it('reviews gives the seeded reviews, newest stay first, with their average', async () => {
    const answer = value(await reviews(api.client()));
    expect(answer.reviews.length).toBeGreaterThanOrEqual(3);
    expect(answer.summary.count).toBe(answer.reviews.length);
    const days = answer.reviews.map((review) => review.stayed_on);
    expect(days).toEqual([...days].sort().reverse());
    expect(answer.reviews.every((review) => review.rating >= 1 && review.rating <= 5)).toBe(true);
    expect(answer.summary.average).toBeGreaterThan(0);
  });

  it('a custom total without an edit link is refused', async () => {
    const result = await api.client().summary({ ...stay(day(12), day(15)), customAmount: 1, isCustomAmount: true });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ kind: 'http', status: 403 });
  });
});

describe('modes and refusals', () => {
  it('debug mode uses the separate test database', async () => {
    const debug = api.client({ debug: true });
    value(await debug.book({ ...stay(day(DEBUG_STAY), day(DEBUG_STAY + 2), '4'), customer: GUEST, acceptGdprCompliance: true }));
    expect(await api.countGuestBookings('test')).toBe(1);
    const live = value(await api.client().selection({ from: day(DEBUG_STAY), to: day(DEBUG_STAY + 2) }));
    expect(live.objects.find((o) => o.id === '4')?.available).toBe(true);
  });

  it('dummy mode answers like a booking but stores nothing', async () => {
    const before = await api.countGuestBookings();
    const payment = value(
      await api.client({ dummy: true }).book({ ...stay(day(DUMMY_STAY), day(DUMMY_STAY + 2), '4'), customer: GUEST, acceptGdprCompliance: true }),
    );
    expect(payment.booking.dummy).toBe(true);
    expect(payment.price).toBeGreaterThan(0);
    expect(await api.countGuestBookings()).toBe(before);
    value(await api.client({ dummy: true }).thanks({ uuid: payment.booking.uuid }));
  });

  it('an unknown api key is a readable http error', async () => {
    const result = await api.client({ apiKey: 'nobody' }).availability();
    expect(result).toEqual({
      ok: false,
      error: { kind: 'http', status: 403, message: 'Neznámý klíč rezervačního systému (api_key).' },
    });
  });

  it('a wrong edit link is refused with a readable message', async () => {
    const result = await api.client({ editToken: 'wrong', editUuid: EDIT_FIXTURE.uuid, lang: 'en' }).availability();
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe('The booking edit link is not valid.');
  });

  it('booking with a missing required field names the field', async () => {
    const result = await api.client().book({ ...stay(day(80), day(82)), customer: { ...GUEST, email: '' }, acceptGdprCompliance: true });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ kind: 'http', status: 422, message: 'Vyplňte prosím pole E-mail.' });
  });
});
