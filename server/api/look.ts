import { readCatalog } from '../db/catalog.ts';
import type { RequestContext } from './context.ts';
import { reviewSummary } from './reviews.ts';

/** global_translations and global_settings: the labels and the look. */

export async function translations(ctx: RequestContext) {
  const rows = await ctx.db.all<{ key: string; text: string }>('SELECT key, text FROM translations WHERE lang = ?', ctx.lang);
  return { texts: Object.fromEntries(rows.map((row) => [row.key, row.text])) };
}

export async function settings(ctx: RequestContext) {
  const [catalog, summary] = await Promise.all([readCatalog(ctx.db), reviewSummary(ctx)]);
  const { styles, contact, showDayPrices } = catalog.settings;
  return {
    styles: { display: 'rowsy', ...styles },
    contact,
    // show_day_prices (an extension, issue 32): the hotelier may keep the nightly prices off the calendar.
    show_day_prices: showDayPrices ? '1' : '0',
    // The guests' average rating (issue 52), for the flow's footer: in the answer step 1 already waits
    // for, so showing it costs no request of its own. Left out while the house has no reviews.
    ...(summary.count !== '0' && { rating: summary }),
  };
}
