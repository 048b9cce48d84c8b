import { createHash, randomBytes } from 'node:crypto';
import type { BookingRow } from '../db/bookings.ts';
import type { Queryable } from '../db/database.ts';
import { checkToken } from '../http/limits.ts';
import type { RequestContext } from './context.ts';
import { rateProblem } from './problem.ts';

/**
 * The guest's manage tokens (issue 50): 256 random bits, base64url, each told once (the book
 * answer's manage_url and the confirmation e-mail; a new one in each "booking changed" e-mail) and
 * stored only as its SHA-256 in manage_tokens, so a copy of the database opens no booking. Every
 * token of a booking opens it until its links expire. A token is never logged and never part of an error.
 */

const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;

export const manageTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: manageTokenHash(token) };
}

/** A further token for a stored booking (the operator's "booking changed" e-mail); the earlier ones keep working. */
export async function storeManageToken(db: Queryable, bookingId: number, now: Date): Promise<string> {
  const { token, hash } = newManageToken();
  await db.run('INSERT INTO manage_tokens (hash, booking_id, created_at) VALUES (?, ?, ?)', hash, bookingId, now.toISOString());
  return token;
}

/**
 * The booking a token opens, checked under the server's token limiter as edit links are
 * (http/limits.ts): a client address past its wrong tokens is refused (429 with Retry-After)
 * before anything is looked up, the right token too; a wrong, guessed or expired token is 404,
 * the same for all three, and counted against the address. A booking's page expires after its
 * departure.
 */
export async function bookingForToken(ctx: RequestContext, raw: unknown, db: Queryable = ctx.db): Promise<BookingRow> {
  const token = typeof raw === 'string' ? raw.trim() : '';
  const row = await checkToken(ctx.limits.tokens, ctx.client, async () => {
    if (!TOKEN.test(token)) return undefined;
    const found = await db.get<BookingRow>(
      'SELECT bookings.* FROM manage_tokens JOIN bookings ON bookings.id = manage_tokens.booking_id WHERE manage_tokens.hash = ? AND bookings.api_key = ?',
      manageTokenHash(token),
      ctx.apiKey,
    );
    return found && found.departure >= ctx.today ? found : undefined;
  });
  if (!row) throw rateProblem(404, 'unknownManageToken', ctx.lang);
  return row;
}

/**
 * The guest's booking page: the page the booking was made from (its success_url without the
 * fragment) with `manage_token` in the query and the widget's `#/booking` route, or, without one,
 * the server's own iframe page. Built on the server's public address, as the payment links are.
 */
export function manageUrl(ctx: RequestContext, booking: Pick<BookingRow, 'success_url' | 'api_key' | 'lang'>, token: string): string {
  let page: URL;
  try {
    page = new URL(booking.success_url);
  } catch {
    page = new URL(`${ctx.publicUrl}/iframe.html`);
    page.searchParams.set('api_key', booking.api_key);
    page.searchParams.set('lang', booking.lang);
    if (ctx.testEndpoints) page.searchParams.set('debug', '1');
  }
  page.hash = '';
  page.searchParams.set('manage_token', token);
  return `${page.toString()}#/booking`;
}
