import { readCatalog } from '../db/catalog.ts';
import type { RequestContext } from './context.ts';
import { queryObject, quoteNow, readStay, summaryAnswer } from './stay.ts';

/** summary: prices the objects, occupancy and services chosen in step 2. */
export function summary(ctx: RequestContext) {
  const catalog = readCatalog(ctx.db);
  const stay = readStay(ctx, queryObject(ctx.query));
  return summaryAnswer(ctx, catalog, quoteNow(ctx, catalog, stay));
}
