import { readCatalog } from '../db/catalog.ts';
import { nightsOf } from '../domain/days.ts';
import { minStayProblem } from '../domain/min-stay.ts';
import type { RequestContext } from './context.ts';
import { queryObject, quoteNow, readStay, summaryAnswer } from './stay.ts';

/** summary: prices the objects, occupancy and services chosen in step 2. */
export async function summary(ctx: RequestContext) {
  const catalog = await readCatalog(ctx.db);
  const stay = readStay(ctx, queryObject(ctx.query));
  const quote = await quoteNow(ctx, catalog, stay);
  // A stay shorter than its season's minimum is not one to continue with: book and edit_save refuse it.
  const tooShort = minStayProblem(nightsOf(stay.from, stay.to), catalog.seasons, ctx.lang);
  return summaryAnswer(ctx, catalog, tooShort === undefined ? quote : { ...quote, problems: [tooShort, ...quote.problems] }, stay);
}
