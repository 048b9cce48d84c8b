import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { openDatabase } from './db/open.ts';
import type { Database } from './db/database.ts';
import { setDemoEditToken } from './db/fixtures.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings, type ServerExtras } from './extras.ts';
import { createServerLimits } from './http/limits.ts';
import { isLocalRequest } from './http/loopback.ts';
import { clientAddress, parseTrustProxy } from './http/rate-limit.ts';
import { applyTimeouts, CONNECTION_TIMEOUTS, isHiddenPath, NOSNIFF } from './http/guard.ts';
import { message } from './domain/messages.ts';
import { serverLang } from './domain/lang.ts';
import { handleApi } from './api/router.ts';
import { handleNotification } from './payments/notifications.ts';
import { CORS_HEADERS, sendJson } from './http/respond.ts';
import { fileInside, pageHeaders, precompressFolder, sendFile, widgetFileHeaders } from './http/static.ts';
import { handlePaymentPage, insurancePage } from './pages/payment-page.ts';
import { handleRegistry } from './registry/registry.ts';
import { outboxPage } from './pages/outbox-page.ts';
import { createMailer } from './mail/mailer.ts';
import { QR_PAYMENT_PATH, qrPaymentImage } from './http/qr-payment.ts';
import { choosePayments, type PaymentOptions } from './payments/choose.ts';
import { propertyNames } from './db/kept.ts';

/**
 * The reference server: the booking API on SQLite or PostgreSQL, photos, the built widget (dist/)
 * and the demo pages (demo/pages/); for the demo also its payment page, outbox and debug endpoints
 * (`extras`, docs/security.md).
 */

export interface ServerOptions {
  /** 0 picks a free port. */
  port: number;
  /** The SQLite file, used when no databaseUrl is given (the outbox's default folder is beside it). */
  dbPath: string;
  /** The debug endpoints (/api/test/...) use their own database, opened only when they are served. */
  testDbPath: string;
  /** postgres://…: the live database is on PostgreSQL (docs/database.md). */
  databaseUrl?: string;
  /** postgres://…: the debug endpoints' database on PostgreSQL; without it, testDbPath. */
  testDatabaseUrl?: string;
  /** PostgreSQL connections each database keeps at most (default 10). */
  poolSize?: number;
  /** How long close() lets requests in flight finish before it cuts them off (default 10 s). */
  drainMs?: number;
  /** The project folder (holds dist/ and demo/). */
  root: string;
  /** What is served beyond the booking API (DEMO_EXTRAS, NO_EXTRAS). */
  extras: ServerExtras;
  /**
   * Where guests reach this server (BOOKING_PUBLIC_URL, e.g. https://booking.example): every link
   * the server writes starts here, never from a request's Host. Default http://localhost:<port>.
   */
  publicUrl?: string;
  /** Origins each API key's return pages (success_url, failure_url) may be on, besides publicUrl's (BOOKING_RETURN_ORIGINS). */
  returnOrigins?: Readonly<Record<string, readonly string[]>>;
  /** Requests per client address (default DEFAULT_RATE_LIMITS). */
  rateLimits?: RateLimitSettings;
  /** BOOKING_TRUST_PROXY: which proxies' X-Forwarded-For is believed (rate-limit.ts parseTrustProxy). */
  trustProxy?: string;
  /** Open connections at most (default 1000): past it new ones are closed at once. */
  maxConnections?: number;
  host?: string;
  /** When set, every API call must carry it as api_pass. */
  apiPass?: string;
  /** The clock; tests move it. */
  now?: () => Date;
  /** Confirmation e-mails go through this SMTP server (smtp://user:pass@host:port); unset: into the outbox. */
  smtpUrl?: string;
  /** The outbox folder; default `outbox` beside the live database. */
  outboxDir?: string;
  /** The sender's address of confirmation e-mails. */
  mailFrom?: string;
  /**
   * Compress the built widget's files (dist/) as the server starts, so no request waits for brotli's
   * strongest level (about 3 s of CPU for the whole build). The demo does; a server that only answers
   * the API (the API tests start dozens) leaves it off and compresses a file when it is first asked for.
   */
  precompress?: boolean;
  /** Card payments (docs/payments.md): Stripe's keys, the hold; without Stripe, the demo gateway where extras.paymentPage. */
  payments?: PaymentOptions;
}

export interface RunningServer {
  url: string;
  port: number;
  /** Where confirmation e-mails are written when no SMTP address is configured. */
  outboxDir: string;
  /** Stops taking requests, lets those in flight finish (up to drainMs), then closes the databases and the mailer. */
  close(): Promise<void>;
}

const API = /^\/api\/(?:(test)\/)?([A-Za-z0-9_]+)\.php$/;
const PAYMENT = /^\/demo-payment\/(?:(test)\/)?([^?]+)$/;
const NOTIFICATION = /^\/payments\/([a-z]+)\/(?:(test)\/)?(?:webhook|notify)$/;

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { extras } = options;
  const live = await openDatabase({ url: options.databaseUrl, path: options.dbPath, poolSize: options.poolSize }, { seedDemo: extras.demoSeed !== undefined });
  const opened: Database[] = [live];
  let test: Database | undefined;
  try {
    await setDemoEditToken(live, extras.demoSeed?.editToken, () => randomBytes(24).toString('base64url'));
    if (extras.debugEndpoints) {
      test = await openDatabase({ url: options.testDatabaseUrl, path: options.testDbPath, poolSize: options.poolSize });
      opened.push(test);
      await setDemoEditToken(test, extras.demoSeed?.editToken, () => randomBytes(24).toString('base64url'));
    }
  } catch (error) {
    await Promise.all(opened.map((db) => db.close()));
    throw error;
  }
  const now = options.now ?? (() => new Date());
  const pagesFolder = join(options.root, 'demo', 'pages');
  const distFolder = join(options.root, 'dist');
  const photosFolder = join(options.root, 'demo', 'photos');
  let publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? 'http://localhost';
  const outboxDir = options.outboxDir ?? join(dirname(options.dbPath), 'outbox');
  const mailer = createMailer({ outboxDir, smtpUrl: options.smtpUrl, from: options.mailFrom ?? 'Booking widget demo <booking@localhost>' });
  const trust = parseTrustProxy(options.trustProxy);
  // The server's clock, so a test that moves it moves the windows too.
  const limits = createServerLimits(options.rateLimits ?? DEFAULT_RATE_LIMITS, () => now().getTime());
  // The server's own address for the demo gateway's notifications; known once it listens.
  let ownUrl = '';
  const payments = choosePayments(options.payments ?? {}, {
    demo: extras.paymentPage,
    live,
    test,
    now,
    publicUrl: () => publicUrl,
    ownUrl: () => ownUrl,
    released: (db, booking) =>
      void propertyNames(db)
        .then((names) => mailer.sendExpiry({ booking, propertyName: names.get(booking.api_key) ?? '' }))
        .catch((error: unknown) => console.error('[payments] the expiry e-mail was not sent:', error)),
  });

  async function serveStatic(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    // Source maps stay in dist/ for the size report and a provider's error tracker; dot-folders
    // (.vite/manifest.json) are the build's own notes. Neither is for visitors.
    if (isHiddenPath(path)) return false;
    const headOnly = req.method === 'HEAD';
    if (path === '/') return sendFile(res, join(pagesFolder, 'index.html'), { headOnly, req });
    if (path.startsWith('/photos/')) {
      const file = fileInside(photosFolder, path.slice('/photos/'.length));
      return file !== undefined && sendFile(res, file, { headOnly, req });
    }
    const widgetFile = fileInside(distFolder, path);
    if (widgetFile && (await sendFile(res, widgetFile, { headOnly, req, headers: widgetFileHeaders(path) }))) return true;
    const page = fileInside(pagesFolder, path);
    return page !== undefined && sendFile(res, page, { headOnly, req, headers: pageHeaders(path) });
  }

  function tooMany(res: ServerResponse, retryAfterSeconds: number, url: URL): void {
    res.setHeader('Retry-After', String(retryAfterSeconds));
    if (url.pathname.startsWith('/api/')) return sendJson(res, 429, { error: message('tooManyRequests', serverLang(url.searchParams.get('lang'))) });
    res.writeHead(429, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Too many requests');
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let url: URL;
    let path: string;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
      path = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    const client = clientAddress(req, trust);
    const allowed = limits.requests.hit(client);
    if (!allowed.allowed) return tooMany(res, allowed.retryAfterSeconds, url);
    if (path.startsWith('/api/') && req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS).end();
      return;
    }
    const api = API.exec(url.pathname);
    if (api && (!api[1] || test)) {
      const db: Database = api[1] && test ? test : live;
      const paymentPageUrl = extras.paymentPage ? `${publicUrl}/demo-payment${api[1] ? '/test' : ''}` : undefined;
      const cardPayments = api[1] ? payments.test : payments.live;
      return handleApi(req, res, api[2] ?? '', url, {
        db,
        publicUrl,
        paymentPageUrl,
        apiPass: options.apiPass,
        now,
        mailer,
        client,
        limits,
        returnOrigins: options.returnOrigins ?? {},
        loopbackReturnPages: extras.loopbackReturnPages,
        demoEditToken: extras.demoSeed?.editToken,
        testEndpoints: Boolean(api[1]),
        payments: cardPayments,
      });
    }
    if (path.startsWith('/api/')) {
      res.writeHead(404, { ...CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: 'Unknown API address' }));
      return;
    }
    if (handleRegistry(req, res, path)) return;
    const notification = NOTIFICATION.exec(url.pathname);
    if (notification) {
      const side = notification[2] ? payments.test : payments.live;
      const db = notification[2] ? test : live;
      if (db && side && side.gateway.name === notification[1]) return handleNotification(req, res, db, side, now);
    }
    const payment = extras.paymentPage ? PAYMENT.exec(url.pathname) : null;
    const demoGateway = payment?.[1] ? payments.testDemo : payments.liveDemo;
    if (payment && demoGateway) return handlePaymentPage(req, res, demoGateway, payment[2] ?? '', url);
    if (path === '/demo-insurance') return insurancePage(res, url);
    if (path === QR_PAYMENT_PATH) return qrPaymentImage(req, res, url);
    // Guests' names, addresses and notes: for the person at this machine only.
    if (extras.outboxPage && req.method === 'GET' && (path === '/outbox' || path.startsWith('/outbox/')) && isLocalRequest(req, trust)) {
      return outboxPage(res, outboxDir, path.slice('/outbox/'.length));
    }
    if (await serveStatic(req, res, path)) return;
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  }

  // Requests in flight, so that close() lets them finish (a SIGTERM from a deploy) instead of cutting them off.
  let inFlight = 0;
  let closing = false;
  let drained = () => {};
  const server = createServer(CONNECTION_TIMEOUTS, (req, res) => {
    inFlight++;
    res.setHeader(NOSNIFF[0], NOSNIFF[1]);
    if (closing) res.setHeader('Connection', 'close');
    res.once('close', () => {
      inFlight--;
      if (!closing) return;
      // Its connection is idle from the next turn on; a closing server lets it go.
      setImmediate(() => server.closeIdleConnections());
      if (inFlight === 0) drained();
    });
    route(req, res).catch((error: unknown) => {
      console.error('[demo-server] request failed:', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end();
    });
  });
  applyTimeouts(server, { maxConnections: options.maxConnections });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  ownUrl = `http://127.0.0.1:${port}`;
  const stopSweeps = payments.startSweeps();
  if (options.precompress) void precompressFolder(distFolder);
  if (options.publicUrl === undefined) publicUrl = `http://localhost:${port}`;

  return {
    url: `http://localhost:${port}`,
    port,
    outboxDir,
    async close() {
      closing = true;
      stopSweeps();
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const allAnswered = new Promise<void>((resolve) => {
        drained = resolve;
        if (inFlight === 0) resolve();
      });
      const cutOff = setTimeout(() => server.closeAllConnections(), options.drainMs ?? 10_000);
      await allAnswered;
      server.closeAllConnections();
      await stopped;
      clearTimeout(cutOff);
      await Promise.all(opened.map((db) => db.close()));
      // Messages already handed over are written or sent before close() resolves.
      await mailer.close();
    },
  };
}
