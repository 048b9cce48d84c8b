import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { insertBooking, NightTakenError, type NewBooking } from '../../server/db/bookings.ts';
import type { Transaction } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open.ts';
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

/**
 * Holds each transaction's first step towards an object's stays (its lock, or its insert when it
 * takes none) until all `width` have come that far, so they take the step at the same moment.
 */
function startingTogether(width: number) {
  let arrived = 0;
  let release!: () => void;
  const together = new Promise<void>((resolve) => (release = resolve));
  return (tx: Transaction): Transaction => {
    let held = false;
    const hold = async () => {
      if (held) return;
      held = true;
      if (++arrived === width) release();
      await together;
    };
    return {
      ...tx,
      lock: async (name) => {
        await hold();
        return tx.lock(name);
      },
      run: async (sql, ...params) => {
        if (sql.includes('INTO booked_stays')) await hold();
        return tx.run(sql, ...params);
      },
    };
  };
}

// Without the per-object lock in storeStays this failed in every run of 100 rounds (4 to 11 rounds
// in each; a round that deadlocks aborts all its losers with "deadlock detected", each having waited
// for another's uncommitted stay). It needs the moment to coincide, hence the many rounds; with the
// lock they take about 2 s.
it.runIf(ENGINE === 'postgres')('bookings of one room that store their stay at the same moment: one is stored, the others refused, none deadlocks', async () => {
  const width = 16;
  const rounds = 100;
  // A pool of its own: each of the `width` transactions holds a connection while it waits.
  const db = await openDatabase({ ...api.databases.live, poolSize: width });
  onTestFinished(() => db.close());
  const outcomes: Record<string, number> = {};
  for (let round = 0; round < rounds && !Object.keys(outcomes).some((outcome) => outcome.startsWith('failed')); round++) {
    const booking: NewBooking = {
      api_key: 'demo', time_of_arrival: '', note: '', rel: '', customer: '{}', invoice: null, lang: 'en',
      price: 1800, deposit: 0, custom_amount: null, payments: '[]', success_url: '', failure_url: '', fixture: null,
      stay: { from: day(200 + round * 3), to: day(202 + round * 3), objects: [{ id: 3, occupancy: { adults: 2 }, services: {} }], coupon: '', gift: '', deposits: 'none' },
    };
    const together = startingTogether(width);
    const results = await Promise.all(
      Array.from({ length: width }, () =>
        db.transaction((tx) => insertBooking(together(tx), booking, new Date())).then(
          () => 'stored',
          (error: unknown) => (error instanceof NightTakenError ? 'refused' : `failed: ${(error as Error).message}`),
        ),
      ),
    );
    for (const result of results) outcomes[result] = (outcomes[result] ?? 0) + 1;
  }
  expect(outcomes).toEqual({ stored: rounds, refused: rounds * (width - 1) });
});
