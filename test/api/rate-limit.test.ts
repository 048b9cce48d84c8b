import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, createRateLimiter, parseTrustProxy } from '../../server/http/rate-limit.ts';

/** The limiter that every token check and every sending endpoint of the server counts with. */

function clock(start = 1_000_000) {
  let at = start;
  return { now: () => at, move: (ms: number) => (at += ms) };
}

describe('createRateLimiter', () => {
  it('allows the limit in one window, then refuses with the seconds left until it ends', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: time.now });
    expect([1, 2, 3].map(() => limiter.hit('198.51.100.7').allowed)).toEqual([true, true, true]);
    time.move(15_500);
    expect(limiter.hit('198.51.100.7')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.hit('203.0.113.9').allowed).toBe(true);
  });

  it('counts anew once the window has passed', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, now: time.now });
    limiter.hit('a');
    expect(limiter.hit('a').allowed).toBe(false);
    time.move(999);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time.move(1);
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('forgets the oldest keys when more addresses come than it keeps, instead of growing', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: time.now, maxKeys: 2 });
    limiter.hit('first');
    limiter.hit('second');
    limiter.hit('third');
    expect(limiter.hit('first').allowed).toBe(true);
    expect(limiter.hit('third').allowed).toBe(false);
  });
});

function request(remoteAddress: string, forwardedFor?: string): IncomingMessage {
  return { socket: { remoteAddress }, connection: { remoteAddress }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} } as unknown as IncomingMessage;
}

describe('clientAddress', () => {
  it('believes X-Forwarded-For only when BOOKING_TRUST_PROXY says so', () => {
    const viaProxy = request('10.0.0.2', '203.0.113.50, 198.51.100.7');
    expect(clientAddress(viaProxy, parseTrustProxy(undefined))).toBe('10.0.0.2');
    expect(clientAddress(viaProxy, parseTrustProxy('0'))).toBe('10.0.0.2');
    expect(clientAddress(viaProxy, parseTrustProxy('1'))).toBe('198.51.100.7');
    expect(clientAddress(viaProxy, parseTrustProxy('2'))).toBe('203.0.113.50');
    expect(clientAddress(viaProxy, parseTrustProxy('10.0.0.0/8'))).toBe('198.51.100.7');
    expect(clientAddress(request('192.0.2.1', '203.0.113.50'), parseTrustProxy('10.0.0.0/8'))).toBe('192.0.2.1');
  });
});

describe('peek', () => {
  it('says whether one more would pass without counting, for limits on failures', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000, now: time.now });
    expect(limiter.peek('a').allowed).toBe(true);
    limiter.hit('a');
    expect(limiter.peek('a').allowed).toBe(true);
    limiter.hit('a');
    time.move(4_000);
    expect(limiter.peek('a')).toEqual({ allowed: false, retryAfterSeconds: 6 });
    expect(limiter.peek('a')).toEqual({ allowed: false, retryAfterSeconds: 6 });
    time.move(6_000);
    expect(limiter.peek('a').allowed).toBe(true);
  });
});
