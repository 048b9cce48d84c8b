import type { Server, ServerOptions } from 'node:http';

/** What every response and every connection of the server is held to (docs/security.md). */

/** On every response: a browser never guesses a type, so no upload or answer runs as a script or page. */
export const NOSNIFF = ['X-Content-Type-Options', 'nosniff'] as const;

/** Source maps and dot-folders (`.vite/manifest.json`): the build's own files, never served. */
export function isHiddenPath(path: string): boolean {
  return path.toLowerCase().endsWith('.map') || path.split('/').some((segment) => segment.startsWith('.'));
}

/**
 * A client has 10 s to send its headers and 30 s for its whole request; Node checks every second
 * (its default of 30 s would let a stalled client stay four times as long). A slow or stalled
 * client then holds a connection, never the process, and only that long.
 */
export const CONNECTION_TIMEOUTS: ServerOptions = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
};

export interface ConnectionLimits {
  /** Open connections at most; past it Node closes new ones at once (default 1000). */
  maxConnections?: number;
}

export function applyTimeouts(server: Server, { maxConnections = 1000 }: ConnectionLimits = {}): void {
  // Idle keep-alive connections are closed after 65 s: longer than a load balancer's usual idle
  // timeout (60 s), so the balancer closes them first. A request sent on a connection the server
  // is just closing is lost, and a lost POST is not repeated by the HTTP client.
  server.keepAliveTimeout = 65_000;
  server.maxConnections = maxConnections;
}
