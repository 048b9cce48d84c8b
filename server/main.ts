import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { startServer } from './app.ts';
import { DEFAULT_POOL_SIZE } from './db/open.ts';

/**
 * `node --import tsx server/main.ts`: the demo on http://localhost:$PORT (default 4173).
 * SQLite files in data/ by default; BOOKING_DATABASE_URL=postgres://… puts it
 * on PostgreSQL (docs/database.md).
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4173);
const poolSize = Number(process.env.BOOKING_DATABASE_POOL ?? DEFAULT_POOL_SIZE);

const server = await startServer({
  port: Number.isInteger(port) && port >= 0 ? port : 4173,
  host: process.env.HOST ?? 'localhost',
  root,
  dbPath: resolve(root, process.env.BOOKING_DB ?? 'data/booking.sqlite'),
  testDbPath: resolve(root, process.env.BOOKING_TEST_DB ?? 'data/booking-test.sqlite'),
  databaseUrl: process.env.BOOKING_DATABASE_URL || undefined,
  testDatabaseUrl: process.env.BOOKING_TEST_DATABASE_URL || undefined,
  poolSize: Number.isInteger(poolSize) && poolSize > 0 ? poolSize : DEFAULT_POOL_SIZE,
  apiPass: process.env.BOOKING_API_PASS || undefined,
  smtpUrl: process.env.BOOKING_SMTP_URL || undefined,
  mailFrom: process.env.BOOKING_MAIL_FROM || undefined,
  precompress: process.env.BOOKING_PRECOMPRESS !== 'off',
});
console.log(`Booking widget demo: http://localhost:${server.port}/`);

let stopping = false;
/** Takes no new requests, answers those in flight, then closes the databases and exits. */
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the demo server…`);
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
