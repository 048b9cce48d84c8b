import type { BookingRow } from '../db/bookings.ts';
import type { Catalog } from '../domain/catalog.ts';
import type { RequestContext } from './context.ts';
import { propertyNames } from '../db/kept.ts';
import { bookedRates } from '../db/rates.ts';

/**
 * Hands a stored booking's confirmation e-mail to the mailer; it is built and
 * sent after the answer, on the mail thread. `updated`: the operator changed the booking.
 */
export async function sendConfirmation(
  ctx: RequestContext,
  catalog: Catalog,
  booking: BookingRow,
  options: { updated?: boolean; manageUrl?: string } = {},
): Promise<void> {
  const { mailer, db, now } = ctx;
  if (!mailer) return;
  const propertyName = (await propertyNames(db)).get(booking.api_key) ?? '';
  const rates = await bookedRates(db, booking.id);
  mailer.sendConfirmation({ booking, catalog, propertyName, now, updated: options.updated ?? false, rates, manageUrl: options.manageUrl });
}
