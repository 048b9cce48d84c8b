import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { nightsOf } from '../domain/days.ts';
import { variableSymbol } from '../domain/payment.ts';
import type { StayRequest } from '../domain/quote.ts';
import { ConflictError, type Queryable, type Transaction } from './database.ts';
import type { BookedRate } from '../domain/rates.ts';
import { storeBookedRates } from './rates.ts';

/**
 * Stored bookings and the stays they hold (booked_stays: one row per object,
 * arrival to departure). Callers wrap writes in one transaction. The database
 * refuses two stays of one object that share a night (migrations.ts), which
 * surfaces here as NightTakenError.
 */

export interface BookingRow {
  id: number;
  uuid: string;
  edit_token: string;
  api_key: string;
  arrival: string;
  departure: string;
  stay: string;
  time_of_arrival: string;
  note: string;
  rel: string;
  customer: string;
  invoice: string | null;
  lang: string;
  price: number;
  deposit: number;
  custom_amount: number | null;
  payments: string;
  variable_symbol: string;
  payment_status: 'pending' | 'paid' | 'failed';
  success_url: string;
  failure_url: string;
  fixture: string | null;
  created_at: string;
  /** Grows by one with every edit_save: a save based on an older one is refused. */
  version: number;
  status: 'confirmed' | 'cancelled';
  /** The day it was cancelled, and what that cost and gave back; null while it stands. */
  cancelled_on: string | null;
  cancel_fee: number | null;
  refund: number | null;
}

export type NewBooking = Pick<
  BookingRow,
  'api_key' | 'time_of_arrival' | 'note' | 'rel' | 'customer' | 'invoice' | 'lang' | 'price' | 'deposit' | 'custom_amount' | 'payments' | 'success_url' | 'failure_url' | 'fixture'
> & {
  stay: StayRequest;
  uuid?: string;
  edit_token?: string;
  /** The guest's first manage token's hash (issue 50), stored in manage_tokens. */
  manage_token_hash?: string;
  /** Each object's rate, kept with the booking (issue 50). */
  rates?: readonly BookedRate[];
};

/** A night of the stay is already taken: the booking must not be stored. */
export class NightTakenError extends Error {
  constructor() {
    super('night already booked');
  }
}

/** This idempotency key was stored meanwhile (by another request or process): the booking must not be stored twice. */
export class KeyTakenError extends Error {
  constructor() {
    super('idempotency key already stored');
  }
}

/** The booked nights of each object from `from` up to the night before `to`. */
export async function occupiedNights(db: Queryable, from: string, to: string, exceptBookingId = -1): Promise<Map<number, Set<string>>> {
  const rows = await db.all<{ object_id: number; arrival: string; departure: string }>(
    'SELECT object_id, arrival, departure FROM booked_stays WHERE departure > ? AND arrival < ? AND booking_id != ?',
    from,
    to,
    exceptBookingId,
  );
  const occupied = new Map<number, Set<string>>();
  for (const row of rows) {
    const nights = occupied.get(row.object_id) ?? new Set<string>();
    for (const night of nightsOf(row.arrival > from ? row.arrival : from, row.departure < to ? row.departure : to)) nights.add(night);
    occupied.set(row.object_id, nights);
  }
  return occupied;
}

export async function bookingByUuid(db: Queryable, uuid: string): Promise<BookingRow | undefined> {
  return db.get<BookingRow>('SELECT * FROM bookings WHERE uuid = ?', uuid);
}

/** The booking an edit link points to, when its token matches (compared in constant time). */
export async function bookingForEdit(db: Queryable, uuid: string, token: string): Promise<BookingRow | undefined> {
  const booking = await bookingByUuid(db, uuid);
  if (!booking) return undefined;
  const expected = Buffer.from(booking.edit_token);
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? booking : undefined;
}

async function storeStays(tx: Transaction, bookingId: number, stay: StayRequest): Promise<void> {
  // In object order, so two bookings of the same objects always wait for each other the same way round.
  const objectIds = stay.objects.map((choice) => choice.id).sort((a, b) => a - b);
  // One writer of an object's stays at a time, until it commits. Without it, PostgreSQL's
  // no-overlap rule deadlocks when two bookings of one object insert at the same moment: each
  // finds the other's uncommitted stay and waits for it (docs/database.md). The next writer then
  // meets the committed stay and is refused at once.
  for (const objectId of objectIds) await tx.lock(`booked_stays ${objectId}`);
  try {
    for (const objectId of objectIds) {
      await tx.run('INSERT INTO booked_stays (booking_id, object_id, arrival, departure) VALUES (?, ?, ?, ?)', bookingId, objectId, stay.from, stay.to);
    }
  } catch (error) {
    if (error instanceof ConflictError) throw new NightTakenError();
    throw error;
  }
}

/** Stores a booking and claims its nights; throws NightTakenError when one is taken. */
export async function insertBooking(db: Transaction, booking: NewBooking, now: Date): Promise<BookingRow> {
  const inserted = await db.get<{ id: number }>(
    `INSERT INTO bookings (uuid, edit_token, api_key, arrival, departure, stay, time_of_arrival, note, rel,
      customer, invoice, lang, price, deposit, custom_amount, payments, success_url, failure_url, fixture, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    booking.uuid ?? randomUUID(),
    booking.edit_token ?? randomBytes(24).toString('base64url'),
    booking.api_key,
    booking.stay.from,
    booking.stay.to,
    JSON.stringify(booking.stay),
    booking.time_of_arrival,
    booking.note,
    booking.rel,
    booking.customer,
    booking.invoice,
    booking.lang,
    booking.price,
    booking.deposit,
    booking.custom_amount,
    booking.payments,
    booking.success_url,
    booking.failure_url,
    booking.fixture,
    now.toISOString(),
  );
  const id = Number(inserted?.id);
  if (booking.manage_token_hash) await db.run('INSERT INTO manage_tokens (hash, booking_id, created_at) VALUES (?, ?, ?)', booking.manage_token_hash, id, now.toISOString());
  await storeStays(db, id, booking.stay);
  if (booking.rates) await storeBookedRates(db, id, booking.rates);
  const stored = await db.get<BookingRow>('UPDATE bookings SET variable_symbol = ? WHERE id = ? RETURNING *', variableSymbol(id, booking.stay.from), id);
  return stored!;
}

export interface BookingChanges {
  stay: StayRequest;
  time_of_arrival: string;
  note: string;
  customer: string;
  price: number;
  deposit: number;
  custom_amount: number | null;
  /** Each object's rate now; an object that keeps its rate keeps the policy it was booked with (rates.ts). */
  rates?: readonly BookedRate[];
}

/** Moves an existing booking to a new stay (edit_save) and counts a new version; throws NightTakenError on a clash. */
export async function updateBookingStay(db: Transaction, booking: BookingRow, changes: BookingChanges): Promise<BookingRow> {
  await db.run('DELETE FROM booked_stays WHERE booking_id = ?', booking.id);
  await storeStays(db, booking.id, changes.stay);
  if (changes.rates) await storeBookedRates(db, booking.id, changes.rates);
  const updated = await db.get<BookingRow>(
    `UPDATE bookings SET arrival = ?, departure = ?, stay = ?, time_of_arrival = ?, note = ?,
       customer = ?, price = ?, deposit = ?, custom_amount = ?, version = version + 1
     WHERE id = ? RETURNING *`,
    changes.stay.from,
    changes.stay.to,
    JSON.stringify(changes.stay),
    changes.time_of_arrival,
    changes.note,
    changes.customer,
    changes.price,
    changes.deposit,
    changes.custom_amount,
    booking.id,
  );
  return updated!;
}

/** The version a booking has now; read in the saving transaction, after the lock on its row (edit_save). */
export async function bookingVersion(db: Queryable, bookingId: number): Promise<number | undefined> {
  // Touching the row first makes a concurrent save of the same booking wait here (PostgreSQL) instead of racing.
  await db.run('UPDATE bookings SET version = version WHERE id = ?', bookingId);
  return (await db.get<{ version: number }>('SELECT version FROM bookings WHERE id = ?', bookingId))?.version;
}

export async function setPaymentStatus(db: Queryable, uuid: string, status: 'paid' | 'failed'): Promise<void> {
  await db.run("UPDATE bookings SET payment_status = ? WHERE uuid = ? AND payment_status != 'paid'", status, uuid);
}

export async function bookingForKey(db: Queryable, apiKey: string, endpoint: string, key: string): Promise<BookingRow | undefined> {
  return db.get<BookingRow>(
    `SELECT b.* FROM idempotency_keys k JOIN bookings b ON b.id = k.booking_id
     WHERE k.api_key = ? AND k.endpoint = ? AND k.key = ?`,
    apiKey,
    endpoint,
    key,
  );
}

/** Throws KeyTakenError when the key was stored meanwhile (its primary key is unique). */
export async function rememberKey(db: Queryable, apiKey: string, endpoint: string, key: string, bookingId: number, now: Date): Promise<void> {
  try {
    await db.run(
      'INSERT INTO idempotency_keys (api_key, endpoint, key, booking_id, created_at) VALUES (?, ?, ?, ?, ?)',
      apiKey,
      endpoint,
      key,
      bookingId,
      now.toISOString(),
    );
  } catch (error) {
    if (error instanceof ConflictError) throw new KeyTakenError();
    throw error;
  }
}
