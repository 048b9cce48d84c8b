import { addDays } from '../domain/days.ts';
import { quoteStay, type StayRequest } from '../domain/quote.ts';
import { readCatalog } from './catalog.ts';
import { insertBooking, NightTakenError } from './bookings.ts';
import type { Database, Queryable } from './database.ts';

/**
 * Demo bookings placed relative to today, so the calendar always shows the
 * same picture (docs/api.md lists them; end-to-end tests rely on them). They
 * move with the date: when the server first answers on a new day they are
 * placed again. Guests' own bookings are never touched.
 */

/** The edit-demo booking; the demo (`npm run demo`) opens it with this published token, any other server with its own (server/extras.ts). */
export const EDIT_FIXTURE = {
  uuid: '5f0c8a52-7f1e-4c7e-9a51-0d1e5b7a0001',
  editToken: 'demo-edit-token-0001',
} as const;

interface Fixture {
  name: string;
  objectIds: number[];
  startsIn: number;
  nights: number;
  adults: number;
  /** The booking's fixed uuid: its edit link is the demo's (the token comes from the server's settings). */
  uuid?: string;
}

const FIXTURES: readonly Fixture[] = [
  { name: 'whole-house', objectIds: [1, 2, 3, 4, 5], startsIn: 5, nights: 4, adults: 2 },
  { name: 'room-lipa', objectIds: [1], startsIn: 20, nights: 3, adults: 2 },
  { name: 'cottage-week', objectIds: [5], startsIn: 26, nights: 7, adults: 6 },
  { name: 'edit-demo', objectIds: [2], startsIn: 40, nights: 3, adults: 2, uuid: EDIT_FIXTURE.uuid },
];

const DEMO_GUEST = JSON.stringify({
  first_name: 'Jana',
  last_name: 'Nováková',
  street_address: 'Lipová 12',
  city: 'Brno',
  postal_code: '602 00',
  country: 'CZ',
  email: 'jana.novakova@example.cz',
  phone: '601234567',
  dial_code: '420',
});

const placedDay = async (db: Queryable) =>
  (await db.get<{ value: string }>("SELECT value FROM settings WHERE key = 'fixtures_day'"))?.value;

/**
 * The day each database's fixtures were last found placed for, so the question
 * is asked once a day per process, not on every request (on PostgreSQL every
 * question is a round trip). Only a later day ever replaces the placed one.
 */
const placedFor = new WeakMap<Database, string>();

export async function placeFixtures(db: Database, today: string, now: Date, editToken: string): Promise<void> {
  if (placedFor.get(db) === today) return;
  if ((await placedDay(db)) === JSON.stringify(today)) {
    placedFor.set(db, today);
    return;
  }
  const catalog = await readCatalog(db);
  await db.transaction(async (tx) => {
    // Another process may be placing them right now: one does it, the other then finds them placed.
    await tx.lock('booking-widget fixtures');
    if ((await placedDay(tx)) === JSON.stringify(today)) return;
    await tx.run('DELETE FROM bookings WHERE fixture IS NOT NULL');
    // One booking per object, so a guest's booking of one room cannot keep the others free.
    for (const [fixture, objectId] of FIXTURES.flatMap((f) => f.objectIds.map((id) => [f, id] as const))) {
      const from = addDays(today, fixture.startsIn);
      const stay: StayRequest = {
        from,
        to: addDays(from, fixture.nights),
        objects: [{ id: objectId, occupancy: { adults: fixture.adults }, services: {} }],
        coupon: '',
        gift: '',
        deposits: 'one',
      };
      const quote = quoteStay(catalog, 'cs', stay, new Map());
      const booking = {
        api_key: 'demo', time_of_arrival: '16:00', note: '', rel: '', customer: DEMO_GUEST, invoice: null, lang: 'cs',
        price: quote.total, deposit: quote.deposit.amount, custom_amount: null, payments: 'bank',
        success_url: '', failure_url: '', fixture: fixture.name, stay,
        uuid: fixture.uuid, edit_token: fixture.uuid ? editToken : undefined,
      };
      try {
        await tx.nested((inner) => insertBooking(inner, booking, now));
      } catch (error) {
        // A guest booked those nights meanwhile; their booking wins over the demo one.
        if (!(error instanceof NightTakenError)) throw error;
      }
    }
    await tx.run(
      "INSERT INTO settings (key, value) VALUES ('fixtures_day', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      JSON.stringify(today),
    );
  });
}

/**
 * Gives the edit-demo booking the token this server opens it with, and takes the published token
 * from every booking where this server does not publish it: a database the demo once ran on keeps
 * no booking that anyone could open with a token from the source.
 */
export async function setDemoEditToken(db: Database, token: string | undefined, replacement: () => string): Promise<void> {
  if (token !== undefined) await db.run('UPDATE bookings SET edit_token = ? WHERE uuid = ?', token, EDIT_FIXTURE.uuid);
  if (token === EDIT_FIXTURE.editToken) return;
  const published = await db.all<{ id: number }>('SELECT id FROM bookings WHERE edit_token = ?', EDIT_FIXTURE.editToken);
  for (const { id } of published) await db.run('UPDATE bookings SET edit_token = ? WHERE id = ?', replacement(), id);
}
