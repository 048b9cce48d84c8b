import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';
import { runSql } from '../../scripts/postgres.mjs';
import { startServer, type RunningServer, type ServerOptions } from '../../server/app.ts';
import { DEMO_EXTRAS, DEMO_RATE_LIMITS } from '../../server/extras.ts';
import type { Database } from '../../server/db/database.ts';
import { openDatabase, type DatabasePlace } from '../../server/db/open.ts';
import { addDays, localToday } from '../../server/domain/days.ts';
import { createApiClient, type ApiClientOptions, type BookRequest } from '../../src/api/index.ts';
import { lowSeasonOffset as lowSeasonAfter } from '../support/low-season.ts';
import guest from '../support/guest.json' with { type: 'json' };

/**
 * The engine these API tests run on: SQLite (the `api` project) or PostgreSQL in
 * the throwaway cluster of test/support/postgres-cluster.ts (`api-postgres`, vite.config.ts).
 */
export const ENGINE: Database['engine'] = process.env.BOOKING_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

/** Empty databases of their own for one server: SQLite files in a temporary folder, or new PostgreSQL databases. */
export interface FreshDatabases {
  folder: string;
  live: DatabasePlace;
  test: DatabasePlace;
  /** The same, as main.ts reads them from its environment. */
  env: Record<string, string>;
  remove(): Promise<void>;
}

const postgresAdmin = (sql: string) => runSql(inject('postgresAdminUrl'), sql);

/**
 * `seeded: false` (PostgreSQL): really empty, for the server to migrate and seed at start;
 * by default a copy of a database the test setup migrated and seeded once, which is quicker.
 */
export async function freshDatabases({ seeded = true } = {}): Promise<FreshDatabases> {
  const folder = mkdtempSync(join(tmpdir(), 'booking-api-'));
  const files = { live: join(folder, 'booking.sqlite'), test: join(folder, 'booking-test.sqlite') };
  const fileEnv = { BOOKING_DB: files.live, BOOKING_TEST_DB: files.test };
  if (ENGINE === 'sqlite') {
    return {
      folder,
      live: { path: files.live },
      test: { path: files.test },
      env: fileEnv,
      remove: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  const names = [`bw_${randomBytes(6).toString('hex')}`, `bw_${randomBytes(6).toString('hex')}_test`];
  for (const name of names) await postgresAdmin(`CREATE DATABASE ${name}${seeded ? ` TEMPLATE ${inject('postgresTemplate')}` : ''}`);
  const [live, test] = names.map((name) => inject('postgresAdminUrl').replace(/\/postgres$/, `/${name}`));
  return {
    folder,
    live: { url: live, path: files.live, poolSize: 4 },
    test: { url: test, path: files.test, poolSize: 4 },
    env: { ...fileEnv, BOOKING_DATABASE_URL: live!, BOOKING_TEST_DATABASE_URL: test!, BOOKING_DATABASE_POOL: '4' },
    async remove() {
      for (const name of names) await postgresAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A reference server on a free loopback port with its own temporary databases. */
export interface TestServer {
  server: RunningServer;
  apiBase: string;
  databases: FreshDatabases;
  restart(): Promise<void>;
  stop(): Promise<void>;
  client(options?: Partial<ApiClientOptions>): ReturnType<typeof createApiClient>;
  /** A connection of the test's own to a database, beside the server's: SQL straight to it. */
  database(which?: 'live' | 'test'): Promise<Database>;
  /** Guest bookings (not the demo fixtures) stored in a database. */
  countGuestBookings(which?: 'live' | 'test'): Promise<number>;
}

/** The demo's server (its extras and limits) unless `overrides` say otherwise. */
export async function startTestServer(overrides: Partial<ServerOptions> = {}): Promise<TestServer> {
  const databases = await freshDatabases();
  const { live, test } = databases;
  const start = () =>
    startServer({
      port: 0,
      dbPath: live.path,
      testDbPath: test.path,
      databaseUrl: live.url,
      testDatabaseUrl: test.url,
      poolSize: live.poolSize,
      root: resolve(import.meta.dirname, '../..'),
      extras: DEMO_EXTRAS,
      rateLimits: DEMO_RATE_LIMITS,
      ...overrides,
    });
  const connections = new Map<'live' | 'test', Promise<Database>>();
  const harness: TestServer = {
    server: await start(),
    apiBase: '',
    databases,
    async restart() {
      await harness.server.close();
      harness.server = await start();
      harness.apiBase = `${harness.server.url}/api`;
    },
    async stop() {
      await harness.server.close();
      for (const connection of connections.values()) await (await connection).close();
      await databases.remove();
    },
    client: (options = {}) =>
      createApiClient({ apiBase: harness.apiBase, apiKey: 'demo', lang: 'cs', retryDelaysMs: [], ...options }),
    database(which = 'live') {
      let connection = connections.get(which);
      if (!connection) {
        connection = openDatabase(which === 'live' ? live : test);
        connections.set(which, connection);
      }
      return connection;
    },
    async countGuestBookings(which = 'live') {
      const db = await harness.database(which);
      return (await db.get<{ n: number }>('SELECT CAST(COUNT(*) AS INTEGER) AS n FROM bookings WHERE fixture IS NULL'))?.n ?? -1;
    },
  };
  harness.apiBase = `${harness.server.url}/api`;
  return harness;
}

/** A day relative to the server's today, as the seeded fixtures are. */
export function day(offset: number): string {
  return addDays(localToday(new Date()), offset);
}

/** The first offset from `start` whose nights all fall in the low season (see test/support/low-season.ts). */
export const lowSeasonOffset = (start: number, nights: number): number => lowSeasonAfter(start, nights, day);

/** The guest of API tests and of the throughput bench (scripts/bench/throughput.mjs). */
export const GUEST = guest;

/**
 * A card booking of one adult in each of `objects` (at `rate` where given) from the day `arrival`
 * for `nights`, the guest's consents given; with `returnUrls`, the widget's return addresses on a
 * page of this machine (the card tests of issue 51).
 */
export function cardStay({ arrival, nights, objects, rate, returnUrls = false }: {
  arrival: number;
  nights: number;
  objects: readonly string[];
  rate?: string;
  returnUrls?: boolean;
}): BookRequest {
  return {
    from: day(arrival),
    to: day(arrival + nights),
    objects: objects.map((id) => ({ id, occupancy: { adults: 1 }, services: {}, ...(rate ? { rate } : {}) })),
    customer: GUEST,
    acceptGdprCompliance: true,
    acceptCancellationTerms: true,
    payments: 'card',
    ...(returnUrls ? { successUrl: 'http://localhost/booking#/step-5', failureUrl: 'http://localhost/booking#/payment-failed' } : {}),
  };
}

/** The value of an API client's answer that must be ok; an error is thrown with its kind and message otherwise. */
export function value<T>(result: { ok: true; value: T } | { ok: false; error: { kind: string; message: string } }): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.kind}: ${result.error.message}`);
  return result.value;
}

/** How many answers had each HTTP status (0: no answer), e.g. { 200: 49, 409: 1 }. */
export function statusCounts(results: ReadonlyArray<{ status: number }>): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
