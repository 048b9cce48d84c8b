import type { RateLimitSettings } from '../extras.ts';
import { createRateLimiter, type RateLimiter, type RateLimitVerdict } from './rate-limit.ts';

/** The limiters of one server (never shared between two), built from its RateLimitSettings. */
export type ServerLimits = Record<keyof RateLimitSettings, RateLimiter>;

const UNLIMITED: RateLimiter = {
  hit: () => ({ allowed: true, retryAfterSeconds: 0 }),
  peek: () => ({ allowed: true, retryAfterSeconds: 0 }),
};

export function createServerLimits(settings: RateLimitSettings, now: () => number): ServerLimits {
  const build = (kind: keyof RateLimitSettings) => {
    const limit = settings[kind];
    return limit ? createRateLimiter({ ...limit, now }) : UNLIMITED;
  };
  return {
    requests: build('requests'),
    tokens: build('tokens'),
    bookings: build('bookings'),
    saves: build('saves'),
    bookingSaves: build('bookingSaves'),
  };
}

/** A refusal to answer with 429, its Retry-After in seconds. */
export class TooManyRequests extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('too many requests');
  }
}

/** Counts one request for `key`; throws TooManyRequests past the limit. */
export function spend(limiter: RateLimiter, key: string): void {
  const verdict: RateLimitVerdict = limiter.hit(key);
  if (!verdict.allowed) throw new TooManyRequests(verdict.retryAfterSeconds);
}

/**
 * A token check (an edit link, a guest's booking link) under the strict limiter: only a failed
 * check is counted, and past the limit even the right token is refused until the window ends, so
 * guessing does not pay however the guesses are spread. `check` answers what the token opens, or
 * undefined for a wrong token.
 */
export async function checkToken<T>(limiter: RateLimiter, client: string, check: () => Promise<T | undefined>): Promise<T | undefined> {
  const verdict = limiter.peek(client);
  if (!verdict.allowed) throw new TooManyRequests(verdict.retryAfterSeconds);
  const opened = await check();
  if (opened === undefined) limiter.hit(client);
  return opened;
}
