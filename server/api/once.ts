import { isDeepStrictEqual } from 'node:util';
import { bookingForKey, KeyTakenError, NightTakenError, rememberKey, type BookingRow } from '../db/bookings.ts';
import type { StayRequest } from '../domain/quote.ts';
import type { Transaction } from '../db/database.ts';
import type { RequestContext } from './context.ts';
import { ApiProblem, problem } from './problem.ts';

/**
 * Stores a booking (book) or a change of one (edit_save) once per idempotency
 * key, in one transaction; the caller has answered a repeat of a key stored
 * before (earlierAttempt). The server's own checks in `write` come first and say why a stay
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
  stay: StayRequest,
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
      const repeat = await earlierAttempt(ctx, endpoint, key, stay);
      if (repeat) return { row: repeat, created: false };
    }
    if (error instanceof NightTakenError) throw problem(409, 'noLongerAvailable', ctx.lang);
    throw error;
  }
}

/**
 * The booking stored for a key earlier, when this request repeats that attempt; a key sent again
 * with another stay is a client's mistake (or a guess at someone's key), refused with 422 rather
 * than answered with a booking that is not what was asked for.
 */
export async function earlierAttempt(ctx: RequestContext, endpoint: 'book' | 'edit_save', key: string, stay: StayRequest): Promise<BookingRow | undefined> {
  const earlier = await bookingForKey(ctx.db, ctx.apiKey, endpoint, key);
  if (earlier && !isDeepStrictEqual(JSON.parse(earlier.stay), JSON.parse(JSON.stringify(stay)))) {
    throw problem(422, 'keyReused', ctx.lang);
  }
  return earlier;
}
