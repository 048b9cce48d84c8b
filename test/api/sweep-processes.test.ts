import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../scripts/bench/server.mjs';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open.ts';
import { readEml } from '../../server/mail/eml.ts';
import { createApiClient } from '../../src/api/index.ts';
import { eventually } from './eventually.ts';
import { cardStay, freshDatabases, lowSeasonOffset, value, type FreshDatabases } from './harness.ts';
import { outboxFiles } from './outbox.ts';

/**
 * The hold sweep in three server processes on one database at once (issue 51, docs/payments.md
 * "The hold"), on the SQLite file and on PostgreSQL: each unpaid booking is released once, its guest
 * gets one e-mail, and a payment that still comes is refunded once, whichever process hears of it.
 */

const PROCESSES = 3;
const BOOKINGS = 5;
let databases: FreshDatabases;
let servers: ServerProcess[];
let db: Database;
beforeAll(async () => {
  databases = await freshDatabases();
  // A hold of 2 seconds: each process sweeps every second, so their rounds overlap.
  const env = { ...databases.env, BOOKING_PAYMENT_HOLD_SECONDS: '2' };
  servers = await Promise.all(Array.from({ length: PROCESSES }, () => startServerProcess({ env })));
  db = await openDatabase(databases.live);
  // Generous: each process compiles the server with tsx first, and other stages may share the machine.
}, 120_000);
afterAll(async () => {
  await db?.close();
  await Promise.all((servers ?? []).map((server) => server.stop()));
  await databases?.remove();
});

const client = (server: ServerProcess) => createApiClient({ apiBase: `${server.origin}/api`, apiKey: 'demo', lang: 'cs', retryDelaysMs: [] });
const count = async (sql: string, ...params: string[]) => Number((await db.get<{ n: number }>(sql, ...params))?.n ?? -1);

it('each unpaid booking expires once, with one e-mail, and its late payment is refunded once', async () => {
  const first = lowSeasonOffset(300, 2);
  // Each booking through another process: the database is what they share.
  const booked = await Promise.all(
    Array.from({ length: BOOKINGS }, async (_, index) =>
      value(
        await client(servers[index % PROCESSES]!).book(
          cardStay({ arrival: first + 3 * index, nights: 2, objects: [String((index % 5) + 1)], returnUrls: true }),
        ),
      ),
    ),
  );
  const uuids = booked.map((booking) => booking.booking.uuid);
  await eventually(async () => ((await count(`SELECT CAST(COUNT(*) AS INTEGER) AS n FROM payment_holds h JOIN bookings b ON b.id = h.booking_id WHERE h.state = 'expired' AND b.uuid IN (${uuids.map(() => '?').join(', ')})`, ...uuids)) === BOOKINGS ? true : undefined), 20_000);

  // Each guest pays on the gateway's page after the release: the same press reaches every process at once.
  await Promise.all(
    booked.flatMap((booking) => {
      const path = new URL(booking.online_payment_link).pathname;
      return servers.map((server) => fetch(`${server.origin}${path}/pay?lang=cs`, { method: 'POST', redirect: 'manual' }).then((answer) => answer.status));
    }),
  );
  for (const booking of booked) {
    const reference = new URL(booking.online_payment_link).pathname.split('/').at(-1)!;
    await eventually(async () => ((await count("SELECT CAST(COUNT(*) AS INTEGER) AS n FROM card_refunds r JOIN card_payments p ON p.id = r.payment_id WHERE p.reference = ? AND r.state = 'done'", reference)) === 1 ? true : undefined), 15_000);
  }
  // Several more rounds of every process's sweep: nothing is released, sent or refunded again.
  await new Promise((wait) => setTimeout(wait, 2500));

  for (const booking of booked) {
    const reference = new URL(booking.online_payment_link).pathname.split('/').at(-1)!;
    expect(await count("SELECT CAST(COUNT(*) AS INTEGER) AS n FROM payment_events WHERE reference = ? AND outcome = 'refunded-late'", reference)).toBe(1);
    expect(await count('SELECT CAST(COUNT(*) AS INTEGER) AS n FROM card_refunds r JOIN card_payments p ON p.id = r.payment_id WHERE p.reference = ?', reference)).toBe(1);
    // The gateway's own record: one refund of the whole deposit.
    const gateway = await db.get<{ refunded: number }>('SELECT refunded FROM demo_gateway_payments WHERE reference = ?', reference);
    expect(Number(gateway?.refunded)).toBe(booking.deposit);
    expect(value(await client(servers[0]!).thanks({ uuid: booking.booking.uuid })).booking).toMatchObject({ payment_status: 'expired', refunded_amount: booking.deposit });
  }
  const outbox = join(databases.folder, 'outbox');
  const expiryMails = () => outboxFiles(outbox).map((name) => readEml(readFileSync(join(outbox, name), 'utf8')).subject).filter((subject) => subject.startsWith('Rezervace nebyla zaplacena'));
  // E-mails go out on the mail thread after the release: slower than the rows when the machine is busy.
  const subjects = await eventually(async () => (expiryMails().length >= BOOKINGS ? expiryMails() : undefined), 30_000);
  for (const booking of booked) {
    expect(subjects.filter((subject) => subject === `Rezervace nebyla zaplacena ${booking.variable_symbol} – Penzion U Staré lípy`)).toHaveLength(1);
  }
}, 90_000);
