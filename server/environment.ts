import { randomBytes } from 'node:crypto';
import type { ServerOptions } from './app.ts';
import { EDIT_FIXTURE } from './db/fixtures.ts';
import { DEFAULT_RATE_LIMITS, DEMO_EXTRAS, DEMO_RATE_LIMITS, NO_EXTRAS, type RateLimitSettings } from './extras.ts';
import { isLoopbackHost } from './http/loopback.ts';
import { DEFAULT_HOLD_SECONDS } from './payments/choose.ts';

/**
 * The server's settings from its environment, for one of its two ways to run (README, Run it):
 * `npm run demo` (`--demo`) serves everything the demo shows; `npm start` serves the booking API and
 * asks for each extra by name (docs/security.md lists every variable).
 */

export class SettingsError extends Error {}

type EnvSettings = Pick<ServerOptions, 'extras' | 'publicUrl' | 'returnOrigins' | 'rateLimits' | 'trustProxy' | 'maxConnections' | 'payments'>;

const on = (value: string | undefined) => ['1', 'true', 'yes', 'on'].includes((value ?? '').trim().toLowerCase());

/**
 * BOOKING_PUBLIC_URL: an origin only, without a path; https for a provider (plain http only on this
 * machine), any http(s) for the demo (shown on a local network, say).
 */
function publicUrl(raw: string | undefined, { demo }: { demo: boolean }): string | undefined {
  const required = !demo;
  const text = (raw ?? '').trim();
  if (text === '') {
    if (required) throw new SettingsError('BOOKING_PUBLIC_URL is required: the address guests reach this server at, e.g. https://booking.example');
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SettingsError(`BOOKING_PUBLIC_URL is not a URL: ${text}`);
  }
  if (url.origin !== text.replace(/\/+$/, '')) throw new SettingsError(`BOOKING_PUBLIC_URL must be an origin without a path, e.g. https://booking.example (got ${text})`);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && (demo || isLoopbackHost(url.hostname)))) {
    throw new SettingsError('BOOKING_PUBLIC_URL must start with https:// (plain http only for localhost)');
  }
  return url.origin;
}

/** BOOKING_RETURN_ORIGINS: {"api key": ["https://hotel.example", …], …}. */
function returnOrigins(raw: string | undefined): Record<string, string[]> {
  if (!raw?.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new SettingsError('BOOKING_RETURN_ORIGINS must be JSON: {"api key": ["https://hotel.example"]}');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new SettingsError('BOOKING_RETURN_ORIGINS must be a JSON object of api keys');
  const origins: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(parsed)) {
    if (!Array.isArray(list)) throw new SettingsError(`BOOKING_RETURN_ORIGINS: the value of "${key}" must be a list of origins`);
    origins[key] = list.map((item: unknown) => {
      const origin = typeof item === 'string' && URL.canParse(item) ? new URL(item).origin : 'null';
      if (origin === 'null' || origin !== String(item).replace(/\/+$/, '')) throw new SettingsError(`BOOKING_RETURN_ORIGINS: "${String(item)}" is not an origin like https://hotel.example`);
      return origin;
    });
  }
  return origins;
}

/** BOOKING_RATE_LIMIT_*: `COUNT/SECONDS` (e.g. 10/600) or `off`; unset: the mode's default. */
function rateLimits(env: NodeJS.ProcessEnv, defaults: RateLimitSettings): RateLimitSettings {
  const names: Record<keyof RateLimitSettings, string> = {
    requests: 'BOOKING_RATE_LIMIT_REQUESTS',
    tokens: 'BOOKING_RATE_LIMIT_TOKENS',
    bookings: 'BOOKING_RATE_LIMIT_BOOKINGS',
    saves: 'BOOKING_RATE_LIMIT_SAVES',
    bookingSaves: 'BOOKING_RATE_LIMIT_BOOKING_SAVES',
  };
  const limits = { ...defaults };
  for (const [kind, name] of Object.entries(names) as Array<[keyof RateLimitSettings, string]>) {
    const value = env[name]?.trim();
    if (!value) continue;
    if (value === 'off') {
      limits[kind] = null;
      continue;
    }
    const match = /^(\d+)\/(\d+)$/.exec(value);
    if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) throw new SettingsError(`${name} must be COUNT/SECONDS (e.g. 10/600) or off`);
    limits[kind] = { limit: Number(match[1]), windowMs: Number(match[2]) * 1000 };
  }
  return limits;
}

export interface Settings extends EnvSettings {
  /** The provider's demo edit link's token, made for this start: printed once, never stored in a file. */
  freshEditToken?: string;
}

export function readSettings(env: NodeJS.ProcessEnv, { demo }: { demo: boolean }): Settings {
  const maxConnections = Number(env.BOOKING_MAX_CONNECTIONS ?? 1000);
  if (!Number.isInteger(maxConnections) || maxConnections < 1) throw new SettingsError('BOOKING_MAX_CONNECTIONS must be a whole number above 0');
  const common = {
    publicUrl: publicUrl(env.BOOKING_PUBLIC_URL, { demo }),
    returnOrigins: returnOrigins(env.BOOKING_RETURN_ORIGINS),
    rateLimits: rateLimits(env, demo ? DEMO_RATE_LIMITS : DEFAULT_RATE_LIMITS),
    trustProxy: env.BOOKING_TRUST_PROXY,
    maxConnections,
    payments: paymentOptions(env),
  };
  if (demo) return { ...common, extras: DEMO_EXTRAS };
  const freshEditToken = on(env.BOOKING_SEED_DEMO) ? randomBytes(24).toString('base64url') : undefined;
  return {
    ...common,
    freshEditToken,
    extras: {
      ...NO_EXTRAS,
      ...(freshEditToken ? { demoSeed: { editToken: freshEditToken } } : {}),
      debugEndpoints: on(env.BOOKING_DEBUG_ENDPOINTS),
      outboxPage: on(env.BOOKING_OUTBOX_PAGE),
      paymentPage: on(env.BOOKING_DEMO_PAYMENT),
    },
  };
}

/**
 * Card payments (docs/payments.md): Stripe when both its keys are set (one without the other is a
 * mistake worth stopping for), the hold's length. The keys are read here and never printed.
 */
function paymentOptions(env: NodeJS.ProcessEnv): NonNullable<ServerOptions['payments']> {
  const secretKey = env.BOOKING_STRIPE_SECRET_KEY?.trim() ?? '';
  const webhookSecret = env.BOOKING_STRIPE_WEBHOOK_SECRET?.trim() ?? '';
  if ((secretKey === '') !== (webhookSecret === '')) throw new SettingsError('BOOKING_STRIPE_SECRET_KEY and BOOKING_STRIPE_WEBHOOK_SECRET go together');
  const holdSeconds = Number(env.BOOKING_PAYMENT_HOLD_SECONDS ?? DEFAULT_HOLD_SECONDS);
  if (!Number.isInteger(holdSeconds) || holdSeconds < 1) throw new SettingsError('BOOKING_PAYMENT_HOLD_SECONDS must be a whole number of seconds above 0');
  return { holdSeconds, ...(secretKey ? { stripe: { secretKey, webhookSecret } } : {}) };
}

/** The edit link of the demo guesthouse's edit-demo booking (docs/edit.md). */
export function demoEditLink(origin: string, token: string): string {
  return `${origin}/?edit_token=${encodeURIComponent(token)}&edit_uuid=${EDIT_FIXTURE.uuid}#/step-2/edit`;
}
