import { createHash } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { migrate, SCHEMA_VERSION } from '../../server/db/migrations.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { openSqlite } from '../../server/db/sqlite.ts';
import { ENGINE, freshDatabases, type FreshDatabases } from './harness.ts';

/**
 * A booking's manage tokens moved from one hash on its row to a table of their own, so the
 * operator's "booking changed" e-mail can carry a link of its own (docs/database.md). A link sent
 * before the move keeps opening its booking after it, on both engines.
 */

let databases: FreshDatabases | undefined;
let db: Database | undefined;
afterAll(async () => {
  await db?.close();
  await databases?.remove();
});

it('moves the stored hash of an earlier link into manage_tokens and drops the old column', async () => {
  databases = await freshDatabases({ seeded: false });
  const { live } = databases;
  db = ENGINE === 'postgres' ? await openPostgres(live.url!, 2) : openSqlite(live.path);
  const opened = db;
  await opened.transaction((tx) => migrate(tx, opened.engine, SCHEMA_VERSION - 1));
  const hash = createHash('sha256').update('an-earlier-link-token-of-43-characters-abc').digest('hex');
  await opened.run("INSERT INTO api_keys (key, name) VALUES ('demo', 'Demo')");
  const booking = await opened.get<{ id: number }>(
    `INSERT INTO bookings (uuid, edit_token, api_key, arrival, departure, stay, price, deposit, created_at, manage_token_hash)
     VALUES ('b-1', 'edit', 'demo', '2027-07-09', '2027-07-12', '{}', 6000, 1800, '2026-11-29T08:00:00.000Z', ?) RETURNING id`,
    hash,
  );

  await opened.transaction((tx) => migrate(tx, opened.engine));

  const found = await opened.get<{ id: number }>(
    'SELECT bookings.id FROM manage_tokens JOIN bookings ON bookings.id = manage_tokens.booking_id WHERE manage_tokens.hash = ?',
    hash,
  );
  expect(Number(found?.id)).toBe(Number(booking?.id));
  const row = await opened.get<Record<string, unknown>>('SELECT * FROM bookings WHERE id = ?', booking!.id);
  expect(row).not.toHaveProperty('manage_token_hash');
  // Run again, it changes nothing.
  await opened.transaction((tx) => migrate(tx, opened.engine));
  expect(await opened.all('SELECT hash FROM manage_tokens')).toHaveLength(1);
});
