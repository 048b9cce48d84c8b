import { EDIT_FIXTURE } from './db/fixtures.ts';
import type { RateLimitOptions } from './http/rate-limit.ts';

/**
 * What a server offers beyond the booking API. The demo (`npm run demo`) offers all of it; a
 * provider's server (`npm start`) none, unless asked for one by one (docs/security.md): each is a
 * way in for someone who is not the guest or the hotelier.
 */
export interface ServerExtras {
  /**
   * Seeds an empty database with the demo guesthouse (the `demo` key) and places its demo bookings;
   * the edit-demo booking opens with this token. Without it nothing is seeded or placed.
   */
  demoSeed?: { editToken: string };
  /** `/api/test/*.php`: the debug variants, on a database of their own. */
  debugEndpoints: boolean;
  /** `/outbox`: the e-mails written instead of sent, to loopback clients only. */
  outboxPage: boolean;
  /** The demo card gateway and its page `/demo-payment/<reference>` (docs/payments.md): anyone with the link pays without money. */
  paymentPage: boolean;
  /** Return pages (success_url, failure_url) on this machine's own addresses are allowed for every key: the demo's pages. */
  loopbackReturnPages: boolean;
}

export const DEMO_EXTRAS: ServerExtras = {
  demoSeed: { editToken: EDIT_FIXTURE.editToken },
  debugEndpoints: true,
  outboxPage: true,
  paymentPage: true,
  loopbackReturnPages: true,
};

export const NO_EXTRAS: ServerExtras = { debugEndpoints: false, outboxPage: false, paymentPage: false, loopbackReturnPages: false };

type Limit = Pick<RateLimitOptions, 'limit' | 'windowMs'> | null;

/** Requests each client address (or booking) may make per window; null: unlimited. */
export interface RateLimitSettings {
  /** Every request of one address. */
  requests: Limit;
  /** Refused token checks (a wrong edit link) of one address; past it every token check of that address is refused. */
  tokens: Limit;
  /** book.php calls of one address: each may send a confirmation e-mail. */
  bookings: Limit;
  /** edit_save calls of one address: each sends a "booking changed" e-mail. */
  saves: Limit;
  /** edit_save calls for one booking, from anywhere. */
  bookingSaves: Limit;
}

const minutes = (count: number) => count * 60_000;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  requests: { limit: 600, windowMs: minutes(1) },
  tokens: { limit: 10, windowMs: minutes(10) },
  bookings: { limit: 20, windowMs: minutes(10) },
  saves: { limit: 30, windowMs: minutes(10) },
  bookingSaves: { limit: 5, windowMs: minutes(1) },
};

export const NO_RATE_LIMITS: RateLimitSettings = { requests: null, tokens: null, bookings: null, saves: null, bookingSaves: null };

/** The demo counts only wrong tokens: everything else it answers as it always did (docs/security.md). */
export const DEMO_RATE_LIMITS: RateLimitSettings = { ...NO_RATE_LIMITS, tokens: DEFAULT_RATE_LIMITS.tokens };
