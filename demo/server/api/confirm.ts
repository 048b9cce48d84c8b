import type { BookingRow } from '../db/bookings.ts';
import type { Catalog } from '../domain/catalog.ts';
import { confirmationMessage } from '../mail/confirmation.ts';
import type { RequestContext } from './context.ts';

/**
 * Hands a stored booking's confirmation e-mail to the mailer; it is built and
 * sent after the answer. `updated`: the operator changed the booking.
 */
export function sendConfirmation(ctx: RequestContext, catalog: Catalog, booking: BookingRow, options: { updated?: boolean } = {}): void {
  const { mailer, db, now } = ctx;
  if (!mailer) return;
  const property = db.prepare('SELECT name FROM api_keys WHERE key = ?').get(booking.api_key) as { name: string } | undefined;
  mailer.send(() => confirmationMessage(booking, catalog, property?.name ?? '', now, options));
}
