import { addMonths, localToday } from '../domain/days.ts';
import { serverLang, type Lang } from '../domain/lang.ts';
import { bookingForEdit, type BookingRow } from '../db/bookings.ts';
import { placeFixtures } from '../db/fixtures.ts';
import { problem } from './problem.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Database } from '../db/database.ts';
import { propertyNames } from '../db/kept.ts';
import { checkToken, type ServerLimits } from '../http/limits.ts';
import { isLoopbackHost } from '../http/loopback.ts';
import type { PaymentSettings } from '../payments/settle.ts';

/** Everything one API request needs, checked once before any endpoint runs. */
export interface RequestContext {
  db: Database;
  query: URLSearchParams;
  body: unknown;
  lang: Lang;
  apiKey: string;
  now: Date;
  /** The first bookable day. */
  today: string;
  /** The last bookable day, about 18 months ahead. */
  maxDate: string;
  /** The booking an operator's edit link opened; its own nights count as free. */
  editBooking?: BookingRow;
  dummy: boolean;
  /** Absolute origin of this server, for links in answers. */
  publicUrl: string;
  /** The demo payment page for this database's bookings (a uuid follows); undefined where it is not served. */
  paymentPageUrl?: string;
  /** Confirmation e-mails; absent where nothing should be sent. */
  mailer?: Mailer;
  /** The client's address (behind trusted proxies only, BOOKING_TRUST_PROXY): what rate limits count by. */
  client: string;
  limits: ServerLimits;
  /** Whether a page on this origin may be a booking's success_url / failure_url (guest.ts). */
  returnAllowed: (origin: string) => boolean;
  /** A call of the debug endpoints (/api/test/): links the server makes lead to them too. */
  testEndpoints: boolean;
  /** The card gateway and the hold (issue 51, docs/payments.md); undefined: no card is offered. */
  payments?: PaymentSettings;
}

export interface ContextSettings {
  db: Database;
  now: Date;
  publicUrl: string;
  paymentPageUrl?: string;
  /** When set, every call must carry it as api_pass. */
  apiPass?: string;
  mailer?: Mailer;
  client: string;
  limits: ServerLimits;
  /** Origins of return pages per API key, besides this server's own (publicUrl). */
  returnOrigins: Readonly<Record<string, readonly string[]>>;
  /** Pages on this machine's own addresses may be return pages of every key (the demo). */
  loopbackReturnPages: boolean;
  /** Without the demo seed no demo bookings are placed (server/extras.ts). */
  demoEditToken?: string;
  /** The debug endpoints (/api/test/). */
  testEndpoints?: boolean;
  payments?: PaymentSettings;
}

const BOOKING_WINDOW_MONTHS = 18;

function isTruthy(raw: string | null): boolean {
  return raw !== null && ['1', 'true', 'yes', ''].includes(raw.trim().toLowerCase());
}

export async function buildContext(settings: ContextSettings, query: URLSearchParams, body: unknown): Promise<RequestContext> {
  const lang = serverLang(query.get('lang'));
  const apiKey = query.get('api_key')?.trim() ?? '';
  if (settings.apiPass && query.get('api_pass') !== settings.apiPass) throw problem(403, 'wrongPass', lang);
  if (apiKey === '') throw problem(400, 'missingApiKey', lang);
  if (!(await propertyNames(settings.db)).has(apiKey)) throw problem(403, 'unknownApiKey', lang);

  const today = localToday(settings.now);
  if (settings.demoEditToken !== undefined) await placeFixtures(settings.db, today, settings.now, settings.demoEditToken);

  const editToken = query.get('edit_token')?.trim() ?? '';
  const editUuid = query.get('edit_uuid')?.trim() ?? '';
  let editBooking: BookingRow | undefined;
  if (editToken !== '' || editUuid !== '') {
    editBooking = await checkToken(settings.limits.tokens, settings.client, async () => {
      const booking = await bookingForEdit(settings.db, editUuid, editToken);
      return booking?.api_key === apiKey ? booking : undefined;
    });
    if (!editBooking) throw problem(403, 'badEditLink', lang);
  }
  const ownOrigin = new URL(settings.publicUrl).origin;
  const allowedOrigins = new Set([ownOrigin, ...(settings.returnOrigins[apiKey] ?? [])]);
  return {
    db: settings.db,
    query,
    body,
    lang,
    apiKey,
    now: settings.now,
    today,
    maxDate: addMonths(today, BOOKING_WINDOW_MONTHS),
    editBooking,
    dummy: isTruthy(query.get('is_dummy')),
    publicUrl: settings.publicUrl,
    paymentPageUrl: settings.paymentPageUrl,
    mailer: settings.mailer,
    client: settings.client,
    limits: settings.limits,
    returnAllowed: (origin) => allowedOrigins.has(origin) || (settings.loopbackReturnPages && isLoopbackHost(new URL(origin).hostname)),
    testEndpoints: settings.testEndpoints ?? false,
    payments: settings.payments,
  };
}

/** Photos are stored as server paths; answers carry absolute URLs, since the widget runs on another site. */
export function photoUrl(ctx: RequestContext, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${ctx.publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
