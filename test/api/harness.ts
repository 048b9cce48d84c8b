import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { startServer, type RunningServer } from '../../demo/server/app.ts';
import { addDays, localToday } from '../../demo/server/domain/days.ts';
import { createApiClient, type ApiClientOptions } from '../../src/api/index.ts';
import { lowSeasonOffset as lowSeasonAfter } from '../support/low-season.ts';
import guest from '../support/guest.json' with { type: 'json' };

/** A reference server on a free loopback port with its own temporary databases. */
export interface TestServer {
  server: RunningServer;
  apiBase: string;
  dbPath: string;
  testDbPath: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
  client(options?: Partial<ApiClientOptions>): ReturnType<typeof createApiClient>;
  /** Guest bookings (not the demo fixtures) stored in a database. */
  countGuestBookings(which?: 'live' | 'test'): number;
}

export async function startTestServer(): Promise<TestServer> {
  const folder = mkdtempSync(join(tmpdir(), 'booking-api-'));
  const dbPath = join(folder, 'booking.sqlite');
  const testDbPath = join(folder, 'booking-test.sqlite');
  const start = () => startServer({ port: 0, dbPath, testDbPath, root: resolve(import.meta.dirname, '../..') });
  const harness: TestServer = {
    server: await start(),
    apiBase: '',
    dbPath,
    testDbPath,
    async restart() {
      await harness.server.close();
      harness.server = await start();
      harness.apiBase = `${harness.server.url}/api`;
    },
    async stop() {
      await harness.server.close();
      rmSync(folder, { recursive: true, force: true });
    },
    client: (options = {}) =>
      createApiClient({ apiBase: harness.apiBase, apiKey: 'demo', lang: 'cs', retryDelaysMs: [], ...options }),
    countGuestBookings(which = 'live') {
      const db = new Database(which === 'live' ? dbPath : testDbPath, { readonly: true });
      try {
        return (db.prepare('SELECT COUNT(*) AS n FROM bookings WHERE fixture IS NULL').get() as { n: number }).n;
      } finally {
        db.close();
      }
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
