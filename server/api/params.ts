import { daysBetween, isIsoDay } from '../domain/days.ts';
import type { ObjectChoice } from '../domain/quote.ts';
import type { RequestContext } from './context.ts';
import { problem } from './problem.ts';

/** Reading and checking what the client sent; every refusal is a clear 4xx. */

const MAX_NIGHTS = 60;

export interface Range {
  from: string;
  to: string;
}

/** A range from `from`/`to`, or undefined when both are left out. */
export function optionalRange(ctx: RequestContext, source: { from?: unknown; to?: unknown }): Range | undefined {
  const from = source.from ?? '';
  const to = source.to ?? '';
  if (from === '' && to === '') return undefined;
  if (!isIsoDay(from) || !isIsoDay(to) || from >= to) throw problem(400, 'badDates', ctx.lang);
  if (daysBetween(from, to) > MAX_NIGHTS) throw problem(400, 'tooLong', ctx.lang);
  return { from, to };
}

export function requiredRange(ctx: RequestContext, source: { from?: unknown; to?: unknown }): Range {
  const range = optionalRange(ctx, source);
  if (!range) throw problem(400, 'badDates', ctx.lang);
  return range;
}

export function queryRange(ctx: RequestContext): Range | undefined {
  return optionalRange(ctx, { from: ctx.query.get('from') ?? '', to: ctx.query.get('to') ?? '' });
}

/** Whether the range lies inside the bookable window (today .. max_date). */
export function insideWindow(ctx: RequestContext, range: Range): boolean {
  return range.from >= ctx.today && range.to <= ctx.maxDate;
}

function counts(ctx: RequestContext, raw: unknown): Record<string, number> {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw problem(400, 'badObjects', ctx.lang);
  const result: Record<string, number> = {};
  for (const [key, value] of Object.entries(raw)) {
    const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > 50) {
      throw problem(400, 'badCount', ctx.lang, { max: 50 });
    }
    result[key.slice(0, 40)] = count;
  }
  return result;
}

/** The `objects` choice: a JSON array (in the query as text) of {id, occupancy, services}. */
export function objectChoices(ctx: RequestContext, raw: unknown): ObjectChoice[] {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      throw problem(400, 'badObjects', ctx.lang);
    }
  }
  if (value === undefined || value === null || value === '') return [];
  if (!Array.isArray(value) || value.length > 20) throw problem(400, 'badObjects', ctx.lang);
  const choices = value.map((item: unknown) => {
    if (typeof item !== 'object' || item === null) throw problem(400, 'badObjects', ctx.lang);
    const entry = item as { id?: unknown; occupancy?: unknown; services?: unknown; rate?: unknown };
    const id = Number(entry.id);
    if (!Number.isSafeInteger(id) || id <= 0) throw problem(400, 'badObjects', ctx.lang);
    // The chosen rate (issue 50); left out, the object's default.
    const rate = shortText(entry.rate, 40);
    return { id, occupancy: counts(ctx, entry.occupancy), services: counts(ctx, entry.services), ...(rate ? { rate } : {}) };
  });
  if (new Set(choices.map((c) => c.id)).size !== choices.length) throw problem(400, 'badObjects', ctx.lang);
  return choices;
}

export function shortText(raw: unknown, max = 500): string {
  return typeof raw === 'string' ? raw.trim().slice(0, max) : typeof raw === 'number' ? String(raw) : '';
}

/** An operator's total: a number 0 .. 10 000 000, accepted only with a valid edit link. */
export function customAmount(ctx: RequestContext, isCustom: unknown, amount: unknown): number | undefined {
  const wanted = isCustom === true || isCustom === '1' || isCustom === 'true' || isCustom === 1;
  if (!wanted) return undefined;
  if (!ctx.editBooking) throw problem(403, 'editOnly', ctx.lang);
  const value = typeof amount === 'string' ? Number(amount.replace(',', '.')) : amount;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 10_000_000) {
    throw problem(400, 'badAmount', ctx.lang);
  }
  return value;
}
