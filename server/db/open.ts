import type { Database } from './database.ts';
import { migrate } from './migrations.ts';
import { openPostgres } from './postgres.ts';
import { seedGuesthouse } from './seed.ts';
import { seedReviews } from './seed-reviews.ts';
import { seedRates } from './seed-rates.ts';
import { openSqlite } from './sqlite.ts';

/** Where a booking database lives: a PostgreSQL URL when given, else a SQLite file. */
export interface DatabasePlace {
  /** postgres://user:password@host:port/database (BOOKING_DATABASE_URL). */
  url?: string;
  /** The SQLite file used without a URL (':memory:' for none). */
  path: string;
  /** PostgreSQL: how many connections this process keeps at most (BOOKING_DATABASE_POOL). */
  poolSize?: number;
}

export const DEFAULT_POOL_SIZE = 10;

const POSTGRES_URL = /^postgres(?:ql)?:\/\//;

export interface OpenOptions {
  /** Seed an empty database with the demo guesthouse (default true; a provider's server asks for it, server/extras.ts). */
  seedDemo?: boolean;
}

/**
 * Opens (creating when needed) a booking database, brings its schema up to date
 * and seeds it, all in one transaction under a lock: two processes starting on
 * an empty database at once migrate and seed it once.
 */
export async function openDatabase(place: DatabasePlace, { seedDemo = true }: OpenOptions = {}): Promise<Database> {
  if (place.url !== undefined && !POSTGRES_URL.test(place.url)) {
    throw new Error('A database URL must start with postgres:// or postgresql:// (without one, the server uses SQLite).');
  }
  const db = place.url ? await openPostgres(place.url, place.poolSize ?? DEFAULT_POOL_SIZE) : openSqlite(place.path);
  try {
    await db.transaction(async (tx) => {
      await migrate(tx, db.engine);
      if (!seedDemo) return;
      await seedGuesthouse(tx);
      await seedReviews(tx);
      await seedRates(tx);
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
