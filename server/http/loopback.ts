import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
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
  if (!isLoopbackAddress(clientAddress(req, trust))) return false;
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return !forwarded || isLoopbackAddress(clientAddress(req, () => true));
}
