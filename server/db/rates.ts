import type { CancellationTier } from '../../src/booking/cancellation.ts';
import type { Board, BookedRate, RatePlan } from '../domain/rates.ts';
import type { Queryable } from './database.ts';

/** Rates as the database keeps them (migrations.ts, step 4): the offer's, and each booking's copy. */

type Row = Record<string, unknown>;

const tiersOf = (raw: unknown): CancellationTier[] => JSON.parse(String(raw)) as CancellationTier[];
const namesOf = (raw: unknown): RatePlan['names'] => JSON.parse(String(raw)) as RatePlan['names'];

export function ratePlanOf(row: Row): RatePlan {
  return {
    id: String(row.id),
    names: namesOf(row.names),
    board: row.board as Board,
    discountPercent: Number(row.discount_percent),
    boardPrice: Number(row.board_price),
    tiers: tiersOf(row.tiers),
    isDefault: Number(row.is_default) === 1,
  };
}

interface BookedRateRow {
  object_id: number;
  rate_id: string;
  names: string;
  board: string;
  tiers: string;
  price: number;
}

const bookedRateOf = (row: BookedRateRow): BookedRate => ({
  objectId: Number(row.object_id),
  rateId: row.rate_id,
  names: namesOf(row.names),
  board: row.board as Board,
  tiers: tiersOf(row.tiers),
  price: Number(row.price),
});

/** The rates a booking's objects were booked with, in object order; none for a booking made before rates. */
export async function bookedRates(db: Queryable, bookingId: number): Promise<BookedRate[]> {
  const rows = await db.all<BookedRateRow>('SELECT * FROM booked_rates WHERE booking_id = ? ORDER BY object_id', bookingId);
  return rows.map(bookedRateOf);
}

/**
 * Keeps the booking's rates as `rates` says, inside the caller's transaction. An object that keeps
 * its rate keeps the policy it was booked with (only its price follows the new stay); a new object
 * or a changed rate copies the rate as the offer has it now.
 */
export async function storeBookedRates(tx: Queryable, bookingId: number, rates: readonly BookedRate[]): Promise<void> {
  const kept = await bookedRates(tx, bookingId);
  await tx.run('DELETE FROM booked_rates WHERE booking_id = ?', bookingId);
  for (const rate of rates) {
    const before = kept.find((old) => old.objectId === rate.objectId && old.rateId === rate.rateId);
    const policy = before ?? rate;
    await tx.run(
      'INSERT INTO booked_rates (booking_id, object_id, rate_id, names, board, tiers, price) VALUES (?, ?, ?, ?, ?, ?, ?)',
      bookingId,
      rate.objectId,
      rate.rateId,
      JSON.stringify(policy.names),
      policy.board,
      JSON.stringify(policy.tiers),
      rate.price,
    );
  }
}
