import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../scripts/bench/server.mjs';
import { bookStays, distinctStays } from '../../scripts/bench/throughput.mjs';
import { freshDatabases, statusCounts, type FreshDatabases } from './harness.ts';

/**
 * A provider's first try at a second process: two server processes on one
 * SQLite file, started together. Every free stay asked for is stored, once,
 * and contention for the file's lock is waited out, never answered with a 500.
 */

let databases: FreshDatabases;
let servers: ServerProcess[];
beforeAll(async () => {
  databases = await freshDatabases();
  // Started at once: both find an empty file, one of them migrates and seeds it.
  servers = await Promise.all([startServerProcess({ env: databases.env }), startServerProcess({ env: databases.env })]);
  // Generous: each process compiles the server with tsx first, and other stages may share the machine.
}, 120_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await databases.remove();
});

it('200 distinct bookings from 16 clients across both processes are all stored, none answered 500', async () => {
  const results = await bookStays(
    servers.map((server) => server.origin),
    distinctStays(200),
    { clients: 16, keyPrefix: 'two-sqlite' },
  );
  const failed = results.filter((result) => result.status !== 200).map((result) => `${result.status} ${result.answer.error}`);
  expect(statusCounts(results), failed.slice(0, 5).join('; ')).toEqual({ 200: 200 });

  const db = await import('better-sqlite3').then(({ default: Database }) => new Database(databases.live.path, { readonly: true }));
  try {
    const stored = db.prepare('SELECT uuid FROM bookings WHERE fixture IS NULL').all() as Array<{ uuid: string }>;
    expect(new Set(stored.map((row) => row.uuid))).toEqual(new Set(results.map((result) => result.answer.booking?.uuid)));
    expect(stored).toHaveLength(200);
  } finally {
    db.close();
  }
}, 90_000);
