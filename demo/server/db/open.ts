import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations.ts';
import { seedGuesthouse } from './seed.ts';
import { seedReviews } from './seed-reviews.ts';

/** Opens (creating when needed) a booking database, brings its schema up to date and seeds it. */
export function openDatabase(path: string): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  seedGuesthouse(db);
  seedReviews(db);
  return db;
}
