import { afterAll, beforeAll, expect, it } from 'vitest';
import { day, GUEST, lowSeasonOffset, startTestServer, type TestServer } from './harness.ts';

/** A low-season stay (no minimum above one night), whatever the date the test runs on. */
const STAY = lowSeasonOffset(50, 3);

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(async () => {
  await api.stop();
});

it('bookings survive a stop and restart of the server', async () => {
  const booked = await api.client().book({
    from: day(STAY),
    to: day(STAY + 3),
    objects: [{ id: '5', occupancy: { adults: 4 }, services: { pet: 1 } }],
    customer: GUEST,
    acceptGdprCompliance: true,
  });
  expect(booked.ok).toBe(true);
  if (!booked.ok) return;

  await api.restart();

  const thanks = await api.client().thanks({ uuid: booked.value.booking.uuid });
  expect(thanks.ok && thanks.value.booking.variable_symbol).toBe(booked.value.variable_symbol);
  const selection = await api.client().selection({ from: day(STAY), to: day(STAY + 3) });
  expect(selection.ok && selection.value.objects.find((o) => o.id === '5')?.available).toBe(false);
  const again = await api.client().book({
    from: day(STAY + 1),
    to: day(STAY + 2),
    objects: [{ id: '5', occupancy: { adults: 2 }, services: {} }],
    customer: GUEST,
    acceptGdprCompliance: true,
  });
  expect(again.ok).toBe(false);
  expect(await api.countGuestBookings()).toBe(1);
});
