import type { Database } from '../db/database.ts';
import type { BookingRow } from '../db/bookings.ts';

/**
 * Releases bookings whose card payment did not come in time (BOOKING_PAYMENT_HOLD_SECONDS): their
 * nights are free again. Safe with several server processes on one database: each booking is
 * released in a transaction of its own by a conditional update, so only one process releases it.
 */
export async function releaseExpiredHolds(db: Database, now: Date): Promise<BookingRow[]> {
  const due = await db.all<{ booking_id: number }>("SELECT booking_id FROM payment_holds WHERE state = 'held' AND expires_at <= ? ORDER BY expires_at", now.toISOString());
  const released: BookingRow[] = [];
  for (const { booking_id: id } of due) {
    const booking = await db.transaction(async (tx) => {
      await tx.lock(`booking ${id}`);
      const changed = await tx.run("UPDATE payment_holds SET state = 'expired' WHERE booking_id = ? AND state = 'held' AND expires_at <= ?", id, now.toISOString());
      if (changed !== 1) return undefined;
      await tx.run('DELETE FROM booked_stays WHERE booking_id = ?', id);
      await tx.run("UPDATE card_payments SET status = 'failed' WHERE booking_id = ? AND status = 'pending'", id);
      return tx.get<BookingRow>('SELECT * FROM bookings WHERE id = ?', id);
    });
    if (booking) released.push(booking);
  }
  return released;
}

/**
 * Runs the release every `everyMs` until stopped, and then `alsoDue` (the refunds a gateway refused,
 * tried again: refund-queue.ts); a failed round is logged and the next one tries again.
 */
export function startHoldSweep(
  db: Database,
  now: () => Date,
  everyMs: number,
  onReleased: (booking: BookingRow) => void,
  alsoDue: (now: Date) => Promise<void> = async () => {},
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    releaseExpiredHolds(db, now())
      .then((released) => released.forEach(onReleased))
      .catch((error: unknown) => console.error('[payments] releasing unpaid holds failed:', error))
      .then(() => alsoDue(now()))
      .catch((error: unknown) => console.error('[payments] retrying refunds failed:', error instanceof Error ? error.message : error))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
