import type { RequestContext } from './context.ts';

/** The average rating and the count as the answers carry them: strings, the average to one decimal. */
const summaryOf = (count: number, average: number) => ({ count: String(count), average: average.toFixed(1) });

/** The summary alone (global_settings' rating), counted by the database without reading the texts. */
export async function reviewSummary(ctx: RequestContext): Promise<{ count: string; average: string }> {
  const row = await ctx.db.get<{ count: number | string; average: number | string | null }>(
    'SELECT COUNT(*) AS count, AVG(rating) AS average FROM reviews WHERE api_key = ?',
    ctx.apiKey,
  );
  return summaryOf(Number(row?.count ?? 0), Number(row?.average ?? 0));
}

/** reviews: what guests wrote about the house, newest stay first, with the average rating. */
export async function reviews(ctx: RequestContext) {
  const rows = await ctx.db.all<{ id: number; author: string; lang: string; rating: number; stayed_on: string; text: string }>(
    'SELECT id, author, lang, rating, stayed_on, text FROM reviews WHERE api_key = ? ORDER BY stayed_on DESC, id DESC',
    ctx.apiKey,
  );
  const average = rows.length === 0 ? 0 : rows.reduce((sum, row) => sum + row.rating, 0) / rows.length;
  return {
    reviews: rows.map((row) => ({ ...row, rating: String(row.rating) })),
    summary: summaryOf(rows.length, average),
  };
}
