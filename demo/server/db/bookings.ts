import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type Database from 'better-sqlite3';
import { nightsOf } from '../domain/days.ts';
import { variableSymbol } from '../domain/payment.ts';
import type { StayRequest } from '../domain/quote.ts';
import { statement } from './statements.ts';

/** Stored bookings and their nights. Callers wrap writes in one transaction. */

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
}

export type NewBooking = Pick<
  BookingRow,
  'api_key' | 'time_of_arrival' | 'note' | 'rel' | 'customer' | 'invoice' | 'lang' | 'price' | 'deposit' | 'custom_amount' | 'payments' | 'success_url' | 'failure_url' | 'fixture'
> & { stay: StayRequest; uuid?: string; edit_token?: string };

/** A night of the stay is already taken: the booking must not be stored. */
export class NightTakenError extends Error {
  constructor() {
    super('night already booked');
  }
}

export function occupiedNights(
  db: Database.Database,
  from: string,
  to: string,
  exceptBookingId = -1,
): Map<number, Set<string>> {
  const rows = statement(db, 'SELECT object_id, night FROM booked_nights WHERE night >= ? AND night < ? AND booking_id != ?').all(
    from,
    to,
    exceptBookingId,
  ) as Array<{ object_id: number; night: string }>;
  const occupied = new Map<number, Set<string>>();
  for (const row of rows) {
    const nights = occupied.get(row.object_id) ?? new Set<string>();
    nights.add(row.night);
    occupied.set(row.object_id, nights);
  }
  return occupied;
}

export function bookingByUuid(db: Database.Database, uuid: string): BookingRow | undefined {
  return statement(db, 'SELECT * FROM bookings WHERE uuid = ?').get(uuid) as BookingRow | undefined;
}

/** The booking an edit link points to, when its token matches (compared in constant time). */
export function bookingForEdit(db: Database.Database, uuid: string, token: string): BookingRow | undefined {
  const booking = bookingByUuid(db, uuid);
  if (!booking) return undefined;
  const expected = Buffer.from(booking.edit_token);
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? booking : undefined;
}

function storeNights(db: Database.Database, bookingId: number, stay: StayRequest): void {
  const insert = statement(db, 'INSERT INTO booked_nights (object_id, night, booking_id) VALUES (?, ?, ?)');
  try {
    for (const choice of stay.objects) {
      for (const night of nightsOf(stay.from, stay.to)) insert.run(choice.id, night, bookingId);
    }
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT')) throw new NightTakenError();
    throw error;
  }
}

/** Stores a booking and claims its nights; throws NightTakenError when one is taken. */
export function insertBooking(db: Database.Database, booking: NewBooking, now: Date): BookingRow {
  const result = statement(
    db,
    `INSERT INTO bookings (uuid, edit_token, api_key, arrival, departure, stay, time_of_arrival, note, rel,
      customer, invoice, lang, price, deposit, custom_amount, payments, success_url, failure_url, fixture, created_at)
     VALUES (@uuid, @edit_token, @api_key, @arrival, @departure, @stay, @time_of_arrival, @note, @rel,
      @customer, @invoice, @lang, @price, @deposit, @custom_amount, @payments, @success_url, @failure_url, @fixture, @created_at)`,
  ).run({
    ...booking,
    uuid: booking.uuid ?? randomUUID(),
    edit_token: booking.edit_token ?? randomBytes(24).toString('base64url'),
    arrival: booking.stay.from,
    departure: booking.stay.to,
    stay: JSON.stringify(booking.stay),
    created_at: now.toISOString(),
  });
  const id = Number(result.lastInsertRowid);
  statement(db, 'UPDATE bookings SET variable_symbol = ? WHERE id = ?').run(variableSymbol(id, booking.stay.from), id);
  storeNights(db, id, booking.stay);
  return statement(db, 'SELECT * FROM bookings WHERE id = ?').get(id) as BookingRow;
}

export interface BookingChanges {
  stay: StayRequest;
  time_of_arrival: string;
  note: string;
  customer: string;
  price: number;
  deposit: number;
  custom_amount: number | null;
}

/** Moves an existing booking to a new stay (edit_save) and counts a new version; throws NightTakenError on a clash. */
export function updateBookingStay(db: Database.Database, booking: BookingRow, changes: BookingChanges): BookingRow {
  statement(db, 'DELETE FROM booked_nights WHERE booking_id = ?').run(booking.id);
  storeNights(db, booking.id, changes.stay);
  statement(
    db,
    `UPDATE bookings SET arrival = @from, departure = @to, stay = @stay, time_of_arrival = @time_of_arrival, note = @note,
       customer = @customer, price = @price, deposit = @deposit, custom_amount = @custom_amount, version = version + 1
     WHERE id = @id`,
  ).run({
    ...changes,
    from: changes.stay.from,
    to: changes.stay.to,
    stay: JSON.stringify(changes.stay),
    id: booking.id,
  });
  return statement(db, 'SELECT * FROM bookings WHERE id = ?').get(booking.id) as BookingRow;
}

export function setPaymentStatus(db: Database.Database, uuid: string, status: 'paid' | 'failed'): void {
  statement(db, "UPDATE bookings SET payment_status = ? WHERE uuid = ? AND payment_status != 'paid'").run(status, uuid);
}

export function bookingForKey(db: Database.Database, apiKey: string, endpoint: string, key: string): BookingRow | undefined {
  return statement(
    db,
    `SELECT b.* FROM idempotency_keys k JOIN bookings b ON b.id = k.booking_id
     WHERE k.api_key = ? AND k.endpoint = ? AND k.key = ?`,
  ).get(apiKey, endpoint, key) as BookingRow | undefined;
}

export function rememberKey(db: Database.Database, apiKey: string, endpoint: string, key: string, bookingId: number, now: Date): void {
  statement(db, 'INSERT INTO idempotency_keys (api_key, endpoint, key, booking_id, created_at) VALUES (?, ?, ?, ?, ?)').run(
    apiKey,
    endpoint,
    key,
    bookingId,
    now.toISOString(),
  );
}
