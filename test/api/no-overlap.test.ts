import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENGINE, day, startTestServer, type TestServer } from './harness.ts';

/**
 * The database itself, not only the server's check, refuses two stays of one
 * object that share a night: SQL written straight to it, past the server, is
 * refused (PostgreSQL: an exclusion constraint; SQLite: a trigger).
 */

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
  // The first request places the demo fixtures (room-lipa: object 1, today+20 .. today+23).
  expect((await api.client().availability()).ok).toBe(true);
});
afterAll(async () => {
  await api.stop();
});

/** A booking row of its own, as an operator's tool might insert it, without any stay yet. */
async function bareBooking(uuid: string): Promise<number> {
  const db = await api.database();
  const row = await db.get<{ id: number }>(
    `INSERT INTO bookings (uuid, edit_token, api_key, arrival, departure, stay, price, deposit, created_at)
     VALUES (?, 'token', 'demo', ?, ?, '{}', 0, 0, ?) RETURNING id`,
    uuid,
    day(21),
    day(22),
    new Date().toISOString(),
  );
  return row!.id;
}

it('refuses a stay inserted in SQL over nights another booking of the object holds', async () => {
  const db = await api.database();
  const id = await bareBooking('direct-sql-overlap');
  const insert = (objectId: number, from: string, to: string) =>
    db.run('INSERT INTO booked_stays (booking_id, object_id, arrival, departure) VALUES (?, ?, ?, ?)', id, objectId, from, to);

  // One night inside the fixture's stay of object 1, and one that only overlaps its last night.
  await expect(insert(1, day(21), day(22))).rejects.toThrow(/booked_stays_no_overlap/);
  await expect(insert(1, day(22), day(25))).rejects.toThrow(/booked_stays_no_overlap/);
  // Arriving on the fixture's departure day shares no night; another object is free those nights.
  await expect(insert(1, day(23), day(24))).resolves.toBe(1);
  await expect(insert(3, day(21), day(22))).resolves.toBe(1);
});

it.runIf(ENGINE === 'postgres')('the PostgreSQL schema holds the rule as an exclusion constraint over object and daterange', async () => {
  const db = await api.database();
  const constraint = await db.get<{ definition: string }>(
    "SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = 'booked_stays_no_overlap' AND contype = 'x'",
  );
  expect(constraint?.definition).toBe('EXCLUDE USING gist (object_id WITH =, daterange(arrival, departure) WITH &&)');
});
