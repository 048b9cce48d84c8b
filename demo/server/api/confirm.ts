import type { BookingRow } from '../db/bookings.ts';
import type { Catalog } from '../domain/catalog.ts';
import type { RequestContext } from './context.ts';
import { statement } from '../db/statements.ts';

/**
 * Hands a stored booking's confirmation e-mail to the mailer; it is built and
 * sent after the answer, on the mail thread. `updated`: the operator changed the booking.
 */
export function sendConfirmation(ctx: RequestContext, catalog: Catalog, booking: BookingRow, options: { updated?: boolean } = {}): void {
  const { mailer, db, now } = ctx;
  if (!mailer) return;
  const property = statement(db, 'SELECT name FROM api_keys WHERE key = ?').get(booking.api_key) as { name: string } | undefined;
  mailer.sendConfirmation({ booking, catalog, propertyName: property?.name ?? '', now, updated: options.updated ?? false });
}
