import type { Queryable } from './database.ts';

/**
 * A few guests' reviews of the demo guesthouse, written once (also into a
 * database made before reviews existed). A flag remembers it, so reviews a
 * hotelier deleted stay deleted.
 */

const REVIEWS = [
  ['Petra K.', 'cs', 5, '2026-08-14', 'Krásný klidný penzion kousek od centra. Snídaně výborné, paní domácí ochotná. Rádi se vrátíme.'],
  ['Tom W.', 'en', 4, '2026-07-03', 'Lovely garden room and a great breakfast. The stairs are steep with luggage, but the view makes up for it.'],
  ['Rodina Horákova', 'cs', 5, '2026-05-22', 'Rodinný pokoj byl prostorný, děti si užily zahradu. Parkování přímo u domu.'],
] as const;

/** Runs inside the start-up transaction (open.ts). */
export async function seedReviews(tx: Queryable): Promise<void> {
  const seeded = await tx.get("SELECT 1 FROM settings WHERE key = 'reviews_seeded'");
  const demo = await tx.get("SELECT 1 FROM api_keys WHERE key = 'demo'");
  if (seeded || !demo) return;
  for (const review of REVIEWS) {
    await tx.run("INSERT INTO reviews (api_key, author, lang, rating, stayed_on, text) VALUES ('demo', ?, ?, ?, ?, ?)", ...review);
  }
  await tx.run("INSERT INTO settings (key, value) VALUES ('reviews_seeded', 'true')");
}
