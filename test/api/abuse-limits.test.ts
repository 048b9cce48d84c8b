import { afterEach, describe, expect, it } from 'vitest';
import { EDIT_FIXTURE } from '../../server/db/fixtures.ts';
import { DEFAULT_RATE_LIMITS, DEMO_EXTRAS, NO_RATE_LIMITS } from '../../server/extras.ts';
import { day, GUEST, lowSeasonOffset, startTestServer, type TestServer } from './harness.ts';
import { getJson, postJson } from './http-client.ts';

/**
 * Rate limits per client address in the server itself (issue 47, docs/security.md): wrong tokens
 * strictly, bookings and "booking changed" e-mails per address and per booking, X-Forwarded-For
 * believed only behind a trusted proxy.
 */

let api: TestServer | undefined;
afterEach(async () => {
  await api?.stop();
  api = undefined;
});

/** A clock the test moves; the server's rate windows follow it. */
function movableClock() {
  let shift = 0;
  return { now: () => new Date(Date.now() + shift), move: (ms: number) => (shift += ms) };
}

const editCall = (base: string, token: string, headers: Record<string, string> = {}) =>
  getJson(`${base}/api/edit_call.php?api_key=demo&lang=en&edit_token=${encodeURIComponent(token)}&edit_uuid=${EDIT_FIXTURE.uuid}`, headers);

describe('token checks', () => {
  it('end 30 wrong edit tokens from one address in 429 with Retry-After, and refuse the right one until the window passes', async () => {
    const clock = movableClock();
    api = await startTestServer({ extras: DEMO_EXTRAS, rateLimits: DEFAULT_RATE_LIMITS, now: clock.now });
    const base = api.server.url;
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let guess = 0; guess < 30; guess++) {
      const answer = await editCall(base, `guess-${guess}`);
      statuses.push(answer.status);
      if (answer.status === 429) retryAfter = String(answer.headers['retry-after']);
    }
    expect(statuses.slice(0, 10).every((status) => status === 403)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(600);

    const right = await editCall(base, EDIT_FIXTURE.editToken);
    expect(right.status).toBe(429);
    expect(String(right.body.error)).toMatch(/Too many attempts/);
    clock.move(Number(retryAfter) * 1000);
    expect((await editCall(base, EDIT_FIXTURE.editToken)).status).toBe(200);
  });

  it('counts by X-Forwarded-For only when BOOKING_TRUST_PROXY says so', async () => {
    api = await startTestServer({ extras: DEMO_EXTRAS, rateLimits: { ...NO_RATE_LIMITS, tokens: { limit: 3, windowMs: 60_000 } }, trustProxy: '1' });
    const base = api.server.url;
    for (let guess = 0; guess < 4; guess++) await editCall(base, 'wrong', { 'X-Forwarded-For': '203.0.113.1' });
    expect((await editCall(base, 'wrong', { 'X-Forwarded-For': '203.0.113.1' })).status).toBe(429);
    expect((await editCall(base, EDIT_FIXTURE.editToken, { 'X-Forwarded-For': '198.51.100.2' })).status).toBe(200);
    await api.stop();

    api = await startTestServer({ extras: DEMO_EXTRAS, rateLimits: { ...NO_RATE_LIMITS, tokens: { limit: 3, windowMs: 60_000 } } });
    const direct = api.server.url;
    for (let guess = 0; guess < 4; guess++) await editCall(direct, 'wrong', { 'X-Forwarded-For': `203.0.113.${guess}` });
    expect((await editCall(direct, EDIT_FIXTURE.editToken, { 'X-Forwarded-For': '198.51.100.2' })).status).toBe(429);
  });
});

describe('bookings and e-mails', () => {
  it('refuses bookings past the limit of one address with 429 and stores none of them', async () => {
    api = await startTestServer({ extras: DEMO_EXTRAS, rateLimits: { ...NO_RATE_LIMITS, bookings: { limit: 2, windowMs: 600_000 } } });
    const base = api.server.url;
    const statuses: number[] = [];
    for (const id of ['1', '2', '3']) {
      const offset = lowSeasonOffset(120, 2);
      const answer = await postJson(`${base}/api/book.php?api_key=demo&lang=en`, {
        from: day(offset), to: day(offset + 2), objects: [{ id, occupancy: { adults: 2 }, services: {} }],
        customer: GUEST, accept_gdpr_compliance: true, idempotency_key: `limited-booking-${id}`,
      });
      statuses.push(answer.status);
      if (answer.status === 429) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(await api.countGuestBookings()).toBe(2);
  });

  it('lets a booking be saved (and its guest e-mailed) a few times a minute, then 429', async () => {
    api = await startTestServer({ extras: DEMO_EXTRAS, rateLimits: { ...NO_RATE_LIMITS, bookingSaves: { limit: 5, windowMs: 60_000 } } });
    const link = `edit_token=${EDIT_FIXTURE.editToken}&edit_uuid=${EDIT_FIXTURE.uuid}`;
    const statuses: number[] = [];
    for (let save = 0; save < 6; save++) {
      const current = await getJson(`${api.server.url}/api/edit_call.php?api_key=demo&lang=en&${link}`);
      const { version } = current.body.booking as { version: string };
      const answer = await postJson(`${api.server.url}/api/edit_save.php?api_key=demo&lang=en&${link}`, {
        from: day(40), to: day(43), objects: [{ id: '2', occupancy: { adults: 2 }, services: {} }],
        note: `save ${save}`, version, idempotency_key: `limited-save-${save}`,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('everything else', () => {
  it('answers past the generous limit with 429 and Retry-After', async () => {
    api = await startTestServer({ extras: DEMO_EXTRAS, rateLimits: { ...NO_RATE_LIMITS, requests: { limit: 5, windowMs: 60_000 } } });
    const statuses: number[] = [];
    for (let call = 0; call < 6; call++) statuses.push((await getJson(`${api.server.url}/api/global_settings.php?api_key=demo&lang=en`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
