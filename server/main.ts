import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { startServer } from './app.ts';
import { DEFAULT_POOL_SIZE } from './db/open.ts';
import { demoEditLink, readSettings, SettingsError, type Settings } from './environment.ts';

/**
 * `node --import tsx server/main.ts`: the reference server as a provider runs it (`npm start`);
 * with `--demo`, the demo (`npm run demo`). On http://localhost:$PORT (default 4173); SQLite files
 * in data/ by default, BOOKING_DATABASE_URL=postgres://… puts it on PostgreSQL (docs/database.md).
 * What each mode serves and every variable: docs/security.md.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const demo = process.argv.includes('--demo');
const port = Number(process.env.PORT ?? 4173);
const poolSize = Number(process.env.BOOKING_DATABASE_POOL ?? DEFAULT_POOL_SIZE);

let settings: Settings;
try {
  settings = readSettings(process.env, { demo });
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(`The booking server cannot start: ${error.message} (docs/security.md)`);
  process.exit(1);
}
const { freshEditToken, ...serverSettings } = settings;

const server = await startServer({
  ...serverSettings,
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
if (demo) console.log(`Booking widget demo: http://localhost:${server.port}/`);
else console.log(`Booking server: http://localhost:${server.port}/ (links to ${serverSettings.publicUrl}/)`);
// Shown once and kept nowhere: whoever started the server is the one who may edit the demo booking.
if (freshEditToken) console.log(`Demo edit link (this start only): ${demoEditLink(serverSettings.publicUrl ?? server.url, freshEditToken)}`);

let stopping = false;
/** Takes no new requests, answers those in flight, then closes the databases and exits. */
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the booking server…`);
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
