import { readCatalog } from '../db/catalog.ts';
import type { RequestContext } from './context.ts';

/** global_translations and global_settings: the labels and the look. */

export function translations(ctx: RequestContext) {
  const rows = ctx.db.prepare('SELECT key, text FROM translations WHERE lang = ?').all(ctx.lang) as Array<{
    key: string;
    text: string;
  }>;
  return { texts: Object.fromEntries(rows.map((row) => [row.key, row.text])) };
}

export function settings(ctx: RequestContext) {
  const { styles, contact } = readCatalog(ctx.db).settings;
  return { styles: { display: 'rowsy', ...styles }, contact };
}
