// Booking from the widget's state (src/state/book.ts) against the reference
// server: the stay is checked again before it is booked, and one intent makes
// one booking whatever the network does.
import { createStore } from 'jotai';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '../../src/config/config';
import { configAtom } from '../../src/state/config';
import { bookingAttemptAtom, bookingStateAtom, bookStayAtom } from '../../src/state/book';
import type { BookRequest } from '../../src/api';
import { day, GUEST, startTestServer, type TestServer } from './harness.ts';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(async () => {
  await api.stop();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function widgetStore(lang: 'cs' | 'en' = 'en') {
  const store = createStore();
  store.set(
    configAtom,
    resolveConfig({
      attributes: { apiKey: 'demo', apiBase: api.apiBase, routing: 'memory', lang },
      pageUrl: 'http://hotel.test/',
      remembered: {},
      scriptUrl: 'http://hotel.test/booking-widget.js',
    }),
  );
  return store;
}

function stay(from: number, to: number, objectId = '2'): Omit<BookRequest, 'idempotencyKey'> {
  return {
    from: day(from),
    to: day(to),
    objects: [{ id: objectId, occupancy: { adults: 2 }, services: { breakfast: 2 } }],
    customer: GUEST,
    acceptGdprCompliance: true,
  };
}

async function totalOf(request: Omit<BookRequest, 'idempotencyKey'>): Promise<number> {
  const summary = await api.client({ lang: 'en' }).summary(request);
  if (!summary.ok) throw new Error(summary.error.message);
  return summary.value.summary.total;
}

describe('booking the stay', () => {
  it('books an unchanged stay once, even when the guest clicks twice', async () => {
    const store = widgetStore();
    const request = stay(100, 103);
    const shownTotal = await totalOf(request);
    const before = await api.countGuestBookings();
    const [first, second] = await Promise.all([
      store.set(bookStayAtom, { request, shownTotal }),
      store.set(bookStayAtom, { request, shownTotal }),
    ]);
    expect(first.kind).toBe('booked');
    // The second click came while the first was out: it made no call of its own.
    expect(second.kind).toBe('checking');
    expect(store.get(bookingStateAtom).kind).toBe('booked');
    expect(await api.countGuestBookings()).toBe(before + 1);
  });

  it('tells a changed total before booking, and books once the guest agrees to it', async () => {
    const store = widgetStore();
    const request = stay(110, 113);
    const total = await totalOf(request);
    const before = await api.countGuestBookings();
    const told = await store.set(bookStayAtom, { request, shownTotal: total - 500 });
    expect(told).toEqual({ kind: 'price-changed', before: total - 500, after: total });
    expect(await api.countGuestBookings()).toBe(before);
    const booked = await store.set(bookStayAtom, { request, shownTotal: total });
    expect(booked.kind).toBe('booked');
    expect(await api.countGuestBookings()).toBe(before + 1);
  });

  it('names a room someone else took meanwhile and books nothing', async () => {
    const store = widgetStore();
    const request = stay(120, 123, '3');
    const shownTotal = await totalOf(request);
    const other = await api.client().book({ ...stay(121, 122, '3'), idempotencyKey: 'someone-else-0001' });
    expect(other.ok).toBe(true);
    const before = await api.countGuestBookings();
    expect(await store.set(bookStayAtom, { request, shownTotal })).toEqual({ kind: 'taken', objects: ['Room Javor'] });
    expect(await api.countGuestBookings()).toBe(before);
  });

  it('keeps the key after lost answers, so trying again stores one booking', async () => {
    const store = widgetStore();
    const request = stay(130, 132, '4');
    const shownTotal = await totalOf(request);
    const before = await api.countGuestBookings();
    const realFetch = globalThis.fetch;
    // The server stores the booking, but its answer never reaches the guest.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await realFetch(input, init);
      if (String(input).includes('/book.php')) throw new TypeError('connection dropped');
      return response;
    });
    const lost = await store.set(bookStayAtom, { request, shownTotal });
    expect(lost.kind).toBe('failed');
    const key = store.get(bookingAttemptAtom)?.key;
    expect(key).toBeTruthy();
    expect(await api.countGuestBookings()).toBe(before + 1);

    vi.unstubAllGlobals();
    const again = await store.set(bookStayAtom, { request, shownTotal });
    expect(again).toMatchObject({ kind: 'booked', attemptKey: key });
    expect(await api.countGuestBookings()).toBe(before + 1);
    // Kept, so step 4 knows this attempt already booked (isBooked) and offers nothing again.
    expect(store.get(bookingAttemptAtom)?.key).toBe(key);
  });

  it('sends the guest back when the server finds the dates taken at the last moment (409)', async () => {
    const store = widgetStore('cs');
    const request = stay(140, 142, '1');
    const shownTotal = await totalOf(request);
    const realFetch = globalThis.fetch;
    // Someone books the same nights between the check and the booking.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/book.php')) {
        await api.client({ fetch: realFetch }).book({ ...request, idempotencyKey: 'just-before-0001' });
      }
      return realFetch(input, init);
    });
    expect(await store.set(bookStayAtom, { request, shownTotal })).toEqual({
      kind: 'conflict',
      message: 'Zvolený termín už bohužel není volný. Vyberte prosím jiný termín.',
    });
  });
});
