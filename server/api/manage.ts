import { readCatalog } from '../db/catalog.ts';
import type { RequestContext } from './context.ts';
import { bookingForToken } from './manage-token.ts';
import { managedBookingAnswer } from './manage-answer.ts';
import { cancelBookingNow } from './cancel.ts';

/**
 * booking and cancel (issue 50): the guest's own booking, opened by the manage token of the
 * booking page's address. See docs/api.md "The guest's booking".
 */

export async function readBooking(ctx: RequestContext) {
  const booking = await bookingForToken(ctx, ctx.query.get('manage_token'));
  return managedBookingAnswer(ctx, await readCatalog(ctx.db), booking);
}

/**
 * Cancels the guest's booking by its terms (cancel.ts): idempotent by the booking itself, so a
 * repeat (with or without the same idempotency key) answers the cancelled booking and sends
 * nothing. From the day of arrival on it is refused (422) with the reason.
 */
export async function cancelBooking(ctx: RequestContext) {
  const body = ctx.body as Record<string, unknown>;
  const found = await bookingForToken(ctx, body.manage_token);
  const catalog = await readCatalog(ctx.db);
  const booking = await cancelBookingNow(ctx, catalog, found, { by: 'guest', refund: 'terms' });
  return managedBookingAnswer(ctx, catalog, booking);
}
