import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { startServer } from './app.ts';

/** `tsx demo/server/main.ts`: the demo on http://localhost:$PORT (default 4173). */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.PORT ?? 4173);

const server = await startServer({
  port: Number.isInteger(port) && port >= 0 ? port : 4173,
  host: process.env.HOST ?? 'localhost',
  root,
  dbPath: resolve(root, process.env.BOOKING_DB ?? 'data/booking.sqlite'),
  testDbPath: resolve(root, process.env.BOOKING_TEST_DB ?? 'data/booking-test.sqlite'),
  apiPass: process.env.BOOKING_API_PASS || undefined,
  smtpUrl: process.env.BOOKING_SMTP_URL || undefined,
  mailFrom: process.env.BOOKING_MAIL_FROM || undefined,
});
console.log(`Booking widget demo: http://localhost:${server.port}/`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the demo server…`);
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
