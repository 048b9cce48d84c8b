import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyaddr from 'proxy-addr';
import { clientAddress, type TrustProxy } from './rate-limit.ts';

/** This machine's own addresses: what the demo's pages and its outbox are limited to. */

export function isLoopbackAddress(address: string): boolean {
  const plain = address.replace(/^::ffff:/i, '');
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
}

/** A URL host name of this machine: localhost or a loopback address. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host);
}

/**
 * Whether a request comes from this machine itself. A proxy on the same machine that is not
 * trusted (BOOKING_TRUST_PROXY) would make every visitor look local, so a forwarded request
 * counts as local only when the trusted chain says so.
 */
export function isLocalRequest(req: IncomingMessage, trust: TrustProxy): boolean {
  // RFC 7239's header is not read for addresses at all: one that carries it came through a proxy.
  if (req.headers.forwarded !== undefined || !isLoopbackAddress(clientAddress(req, trust))) return false;
  // Every hop named, not just the nearest: a client may write its own X-Forwarded-For before the proxy adds to it.
  return proxyaddr.all(req).every(isLoopbackAddress);
}
