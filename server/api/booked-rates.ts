import type { BookingRow } from '../db/bookings.ts';
import type { Queryable } from '../db/database.ts';
import { bookedRates } from '../db/rates.ts';
import { pick, type Catalog } from '../domain/catalog.ts';
import { bookedOnOf } from '../domain/cancellation-fee.ts';
import type { Lang } from '../domain/lang.ts';
import { bookedRatesAnswer, type BookedRate } from '../domain/rates.ts';

/** An object's name in `lang`, or its number when the offer no longer has it. */
export const objectNamer = (catalog: Catalog, lang: Lang) => (id: number) => {
  const object = catalog.objects.find((candidate) => candidate.id === id);
  return object ? pick(object.name, lang) : `#${id}`;
};

/** A stored booking's rates with their terms in dates, as book, thanks and edit_call answer them (issue 50). */
export async function storedRatesAnswer(db: Queryable, catalog: Catalog, booking: BookingRow, lang: Lang, rates?: readonly BookedRate[]) {
  return bookedRatesAnswer(rates ?? (await bookedRates(db, booking.id)), objectNamer(catalog, lang), booking.arrival, bookedOnOf(booking), lang);
}
