import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDIT_FIXTURE } from '../../server/db/fixtures.ts';
import { DEFAULT_RATE_LIMITS, NO_EXTRAS } from '../../server/extras.ts';
import { day, GUEST, lowSeasonOffset, startTestServer, type TestServer } from './harness.ts';
import { getJson, postJson, rawRequest } from './http-client.ts';

/**
 * The server as `npm start` runs it for a provider (issue 47): the demo guesthouse asked for with a
 * fresh edit link (BOOKING_SEED_DEMO=1), nothing else of the demo, links from BOOKING_PUBLIC_URL.
 */

const PUBLIC_URL = 'https://booking.example';
const FRESH_TOKEN = 'fresh-token-of-this-start-7Qx2';
let api: TestServer;
let base: string;

beforeAll(async () => {
  api = await startTestServer({
    extras: { ...NO_EXTRAS, demoSeed: { editToken: FRESH_TOKEN } },
    rateLimits: DEFAULT_RATE_LIMITS,
    publicUrl: PUBLIC_URL,
    returnOrigins: { demo: ['https://hotel.example'] },
  });
  base = api.server.url;
});
afterAll(async () => {
  await api.stop();
});

const objects = (id: string) => [{ id, occupancy: { adults: 2 }, services: {} }];
const editLink = (token: string) => `edit_token=${encodeURIComponent(token)}&edit_uuid=${EDIT_FIXTURE.uuid}`;

/** A book body for two low-season nights of one object (each test its own), from `start` days on or later. */
function booking(objectId: string, start: number, key: string, extra: Record<string, unknown> = {}) {
  const offset = lowSeasonOffset(start, 2);
  return { from: day(offset), to: day(offset + 2), objects: objects(objectId), customer: GUEST, accept_gdpr_compliance: true, idempotency_key: key, ...extra };
}

describe('what only the demo serves', () => {
  it('answers 404 for the outbox, the demo payment page and the debug endpoints', async () => {
    const paid = await postJson(`${base}/api/book.php?api_key=demo&lang=en`, booking('1', 120, 'provider-mode-extras'));
    expect(paid.status).toBe(200);
    const uuid = (paid.body.booking as { uuid: string }).uuid;
    expect(paid.body.online_payment_link).toBe('');
    // No gateway: no card is offered, and a card booking is a bank transfer (issue 51).
    expect(paid.body.settings).toMatchObject({ show_online_payment: '0' });
    const card = await postJson(`${base}/api/book.php?api_key=demo&lang=en`, booking('1', 130, 'provider-mode-card', { payments: 'card' }));
    expect(card.status).toBe(200);
    expect(card.body.online_payment_link).toBe('');
    expect(card.body.payment).toBeUndefined();
    for (const path of ['/outbox', '/outbox/anything.eml', `/demo-payment/${uuid}`, '/api/test/availability.php?api_key=demo']) {
      expect((await rawRequest(`${base}${path}`)).status, path).toBe(404);
    }
    const succeed = await rawRequest(`${base}/demo-payment/${uuid}/succeed`, { method: 'POST' });
    expect(succeed.status).toBe(404);
    const thanks = await getJson(`${base}/api/thanks.php?api_key=demo&uuid=${uuid}`);
    expect((thanks.body.booking as { payment_status: string }).payment_status).toBe('pending');
  });

  it('refuses the published demo edit link with 403 and opens the one made for this start', async () => {
    const published = await getJson(`${base}/api/edit_call.php?api_key=demo&lang=en&${editLink(EDIT_FIXTURE.editToken)}`);
    expect(published.status).toBe(403);
    const fresh = await getJson(`${base}/api/edit_call.php?api_key=demo&lang=en&${editLink(FRESH_TOKEN)}`);
    expect(fresh.status).toBe(200);
    expect((fresh.body.booking as { uuid: string }).uuid).toBe(EDIT_FIXTURE.uuid);
  });
});

describe('links', () => {
  it('start from BOOKING_PUBLIC_URL whatever Host the request names', async () => {
    const headers = { Host: 'evil.example' };
    const paid = await postJson(`${base}/api/book.php?api_key=demo&lang=en`, booking('2', 120, 'provider-mode-host'), headers);
    expect(paid.status).toBe(200);
    expect(paid.body.qr_img).toMatch(/^https:\/\/booking\.example\/qr-payment\.png\?text=SPD/);
    expect(paid.body.insurance_link).toMatch(/^https:\/\/booking\.example\//);
    const offset = lowSeasonOffset(120, 2);
    const summary = await getJson(`${base}/api/summary.php?api_key=demo&from=${day(offset)}&to=${day(offset + 2)}&objects=${encodeURIComponent(JSON.stringify(objects('2')))}`, headers);
    const photos = summary.body.object_photos as Array<{ url: string }>;
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) expect(photo.url).toMatch(/^https:\/\/booking\.example\/photos\//);
    expect(JSON.stringify([paid.body, summary.body])).not.toContain('evil.example');
  });
});

describe('book', () => {
  it('prices a booking with a custom total and a valid edit link as summary prices it', async () => {
    const body = booking('3', 120, 'provider-mode-custom-total', { is_custom_amount: true, custom_amount: 0 });
    const summary = await getJson(
      `${base}/api/summary.php?api_key=demo&from=${body.from}&to=${body.to}&objects=${encodeURIComponent(JSON.stringify(body.objects))}`,
    );
    const total = (summary.body.summary as { total: string }).total;
    expect(Number(total)).toBeGreaterThan(0);
    const paid = await postJson(`${base}/api/book.php?api_key=demo&lang=en&${editLink(FRESH_TOKEN)}`, body);
    expect(paid.status).toBe(200);
    expect(paid.body.price).toBe(total);
  });

  it('refuses a return page on a foreign origin with 422 and books nothing', async () => {
    const before = await api.countGuestBookings();
    const foreign = await postJson(`${base}/api/book.php?api_key=demo&lang=en`, booking('4', 120, 'provider-mode-foreign', { success_url: 'https://evil.example/phish' }));
    expect(foreign.status).toBe(422);
    expect(foreign.body.error).toMatch(/success_url/);
    const scheme = await postJson(`${base}/api/book.php?api_key=demo&lang=en`, booking('4', 120, 'provider-mode-scheme', { failure_url: 'javascript:alert(1)' }));
    expect(scheme.status).toBe(422);
    const otherHost = await postJson(`${base}/api/book.php?api_key=demo&lang=en`, booking('4', 120, 'provider-mode-slashes', { success_url: '//evil.example/phish' }));
    expect(otherHost.status).toBe(422);
    expect(await api.countGuestBookings()).toBe(before);
  });

  it('takes return pages on the origins the key allows, and paths on its own', async () => {
    const allowed = await postJson(
      `${base}/api/book.php?api_key=demo&lang=en`,
      booking('4', 120, 'provider-mode-allowed', { success_url: 'https://hotel.example/book#/step-5', failure_url: '/booking#/payment-failed' }),
    );
    expect(allowed.status).toBe(200);
  });

  it('answers a reused idempotency key with another stay 422, and the same request with the same booking', async () => {
    const first = await postJson(`${base}/api/book.php?api_key=demo&lang=en`, booking('5', 120, 'provider-mode-reused'));
    expect(first.status).toBe(200);
    const before = await api.countGuestBookings();
    const again = await postJson(`${base}/api/book.php?api_key=demo&lang=en`, booking('5', 120, 'provider-mode-reused'));
    expect(again.status).toBe(200);
    expect(again.body.booking).toEqual(first.body.booking);
    const other = await postJson(`${base}/api/book.php?api_key=demo&lang=en`, booking('1', 200, 'provider-mode-reused'));
    expect(other.status).toBe(422);
    expect(other.body.error).toMatch(/idempotency_key/);
    expect(await api.countGuestBookings()).toBe(before);
  });
});
