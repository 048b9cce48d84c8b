import { bookingForKey, KeyTakenError, NightTakenError, rememberKey, type BookingRow } from '../db/bookings.ts';
import type { Transaction } from '../db/database.ts';
import type { RequestContext } from './context.ts';
import { ApiProblem, problem } from './problem.ts';

/**
 * Stores a booking (book) or a change of one (edit_save) once per idempotency
 * key, in one transaction; the caller has answered a repeat of a key stored
 * before (bookingForKey). The server's own checks in `write` come first and say why a stay
 * cannot be had; the database's rules (no two stays of one object share a
 * night, one row per key) hold when two requests check at the same moment,
 * in two processes or on two machines. The one that loses is refused by the
 * database: when it carried the same key (a double click, a retry sent to
 * another process), it answers what the winner stored, else "no longer available".
 */
export async function storeOnce(
  ctx: RequestContext,
  endpoint: 'book' | 'edit_save',
  key: string,
  write: (tx: Transaction) => Promise<BookingRow>,
): Promise<{ row: BookingRow; created: boolean }> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await write(tx);
      await rememberKey(tx, ctx.apiKey, endpoint, key, row.id, ctx.now);
      return { row, created: true };
    });
  } catch (error) {
    const lostRace = error instanceof NightTakenError || error instanceof KeyTakenError || (error instanceof ApiProblem && error.status === 409);
    if (lostRace) {
      const repeat = await bookingForKey(ctx.db, ctx.apiKey, endpoint, key);
      if (repeat) return { row: repeat, created: false };
    }
    if (error instanceof NightTakenError) throw problem(409, 'noLongerAvailable', ctx.lang);
    throw error;
  }
}
