import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/**
 * Counting requests per key (a client address, a booking) in fixed windows, in this process's memory.
 *
 * Synchronous on purpose: a check runs before any database work, and a refused request costs nothing.
 * Each server process counts on its own, so N processes behind one balancer let N times the limit
 * through; docs/security.md says so and leaves the rest to the provider's proxy.
 */

export interface RateLimitOptions {
  /** Requests allowed per key in one window. */
  limit: number;
  windowMs: number;
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
  /** Keys kept at most before expired windows are swept (default 10 000); bounds memory under a flood of addresses. */
  maxKeys?: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Whole seconds until the key's window ends (at least 1 while a window is open): the `Retry-After` value. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one request for `key` and says whether it is within the limit. */
  hit(key: string): RateLimitVerdict;
  /**
   * Whether one more hit would be allowed, counting nothing: for limits on failures (wrong tokens),
   * where only a failure is counted but a key past the limit is refused before anything is checked.
   */
  peek(key: string): RateLimitVerdict;
}

interface Window {
  count: number;
  endsAt: number;
}

export function createRateLimiter({ limit, windowMs, now = Date.now, maxKeys = 10_000 }: RateLimitOptions): RateLimiter {
  const windows = new Map<string, Window>();

  function sweep(at: number) {
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
    // Still full of live windows: the oldest go first (a Map keeps insertion order), so memory stays bounded.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  const retryAfter = (window: Window, at: number) => Math.max(1, Math.ceil((window.endsAt - at) / 1000));

  return {
    peek(key) {
      const at = now();
      const window = windows.get(key);
      if (!window || window.endsAt <= at) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: window.count < limit, retryAfterSeconds: retryAfter(window, at) };
    },
    hit(key) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        if (window) windows.delete(key);
        else if (windows.size >= maxKeys) sweep(at);
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.count++;
      return { allowed: window.count <= limit, retryAfterSeconds: retryAfter(window, at) };
    },
  };
}

/**
 * Which proxies in front of the server are believed about the client's address (BOOKING_TRUST_PROXY):
 * unset, empty, `0` or `false`: none, the socket's peer is the client; a number N: the N nearest hops
 * of `X-Forwarded-For`; otherwise a comma-separated list of addresses, subnets (`10.0.0.0/8`) or
 * the names `loopback`, `linklocal`, `uniquelocal`.
 */
export type TrustProxy = (address: string, hop: number) => boolean;

export function parseTrustProxy(setting: string | undefined): TrustProxy {
  const value = (setting ?? '').trim();
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return () => false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return proxyaddr.compile(value.split(',').map((part) => part.trim()).filter(Boolean));
}

/** The address a request came from, following `X-Forwarded-For` only through trusted proxies. */
export function clientAddress(req: IncomingMessage, trust: TrustProxy): string {
  if (!req.socket.remoteAddress) return 'unknown';
  return proxyaddr(req, trust);
}
