import type { RequestContext } from './context.ts';

/** reviews: what guests wrote about the house, newest stay first, with the average rating. */
export async function reviews(ctx: RequestContext) {
  const rows = await ctx.db.all<{ id: number; author: string; lang: string; rating: number; stayed_on: string; text: string }>(
    'SELECT id, author, lang, rating, stayed_on, text FROM reviews WHERE api_key = ? ORDER BY stayed_on DESC, id DESC',
    ctx.apiKey,
  );
  const average = rows.length === 0 ? 0 : rows.reduce((sum, row) => sum + row.rating, 0) / rows.length;
  return {
    reviews: rows.map((row) => ({ ...row, rating: String(row.rating) })),
    summary: { count: String(rows.length), average: average.toFixed(1) },
  };
}
