import { readCatalog } from '../db/catalog.ts';
import type { RequestContext } from './context.ts';

/** global_translations and global_settings: the labels and the look. */

export async function translations(ctx: RequestContext) {
  const rows = await ctx.db.all<{ key: string; text: string }>('SELECT key, text FROM translations WHERE lang = ?', ctx.lang);
  return { texts: Object.fromEntries(rows.map((row) => [row.key, row.text])) };
}

export async function settings(ctx: RequestContext) {
  const { styles, contact, showDayPrices } = (await readCatalog(ctx.db)).settings;
  // show_day_prices (an extension, issue 32): the hotelier may keep the nightly prices off the calendar.
  return { styles: { display: 'rowsy', ...styles }, contact, show_day_prices: showDayPrices ? '1' : '0' };
}
