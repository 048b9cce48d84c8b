import { bookingByUuid } from '../db/bookings.ts';
import { readCatalog } from '../db/catalog.ts';
import { pay } from './card.ts';
import type { RequestContext } from './context.ts';

/** pay.php: a new card payment for a booking's amount due (docs/api.md "Card payment"). */
export async function payBooking(ctx: RequestContext) {
  const catalog = await readCatalog(ctx.db);
  return pay(ctx, catalog, (uuid) => bookingByUuid(ctx.db, uuid));
}
