import { afterAll, beforeAll, expect, it } from 'vitest';
import { day, GUEST, lowSeasonOffset, startTestServer, type TestServer } from './harness.ts';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(async () => {
  await api.stop();
});

it('50 simultaneous bookings of the same nights: exactly one wins, the rest hear "no longer available"', async () => {
  // In the low season: a stay shorter than a season's minimum would be refused for that instead.
  const from = lowSeasonOffset(30, 3);
  const guests = Array.from({ length: 50 }, (_, index) =>
    api.client({ lang: 'en' }).book({
      from: day(from),
      to: day(from + 3),
      objects: [{ id: '3', occupancy: { adults: 2 }, services: {} }],
      customer: { ...GUEST, email: `guest${index}@example.cz` },
      acceptGdprCompliance: true,
      idempotencyKey: `attempt-${index}-${'x'.repeat(8)}`,
    }),
  );
  const results = await Promise.all(guests);
  const booked = results.filter((result) => result.ok);
  const refused = results.filter((result) => !result.ok);
  expect(booked).toHaveLength(1);
  expect(refused).toHaveLength(49);
  for (const result of refused) {
    if (result.ok) continue;
    expect(result.error).toEqual({
      kind: 'http',
      status: 409,
      message: 'The chosen dates are no longer available. Please choose other dates.',
    });
  }
  expect(await api.countGuestBookings()).toBe(1);
});

it('repeats of one booking attempt (double click, retry) store one booking and get the same answer', async () => {
  const from = lowSeasonOffset(45, 2);
  const attempt = {
    from: day(from),
    to: day(from + 2),
    objects: [{ id: '4', occupancy: { adults: 2 }, services: {} }],
    customer: GUEST,
    acceptGdprCompliance: true,
    idempotencyKey: 'double-click-attempt-0001',
  };
  const before = await api.countGuestBookings();
  // Two separate clients, so the server (not the client's own de-duplication) must honour the key.
  const [first, second] = await Promise.all([api.client().book(attempt), api.client().book(attempt)]);
  const third = await api.client().book(attempt);
  expect(first.ok && second.ok && third.ok).toBe(true);
  if (first.ok && second.ok && third.ok) {
    expect(second.value.booking.uuid).toBe(first.value.booking.uuid);
    expect(third.value.variable_symbol).toBe(first.value.variable_symbol);
  }
  expect(await api.countGuestBookings()).toBe(before + 1);
});
