import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { ConflictError, type Database, type SqlValue, type Transaction } from './database.ts';

/**
 * SQLite through better-sqlite3: one file on one machine. Its calls are
 * synchronous; they are wrapped as promises to serve the engine-neutral
 * interface, so a transaction's work runs in microtasks between which other
 * requests may run. Hence one transaction at a time per connection (a queue),
 * and queries from outside wait while one is open, so nobody reads or writes
 * inside another request's transaction.
 *
 * More than one process on the same file (a second server process): a
 * transaction that will write takes the write lock when it begins (BEGIN
 * IMMEDIATE), and anyone who cannot get a lock waits for it (busy_timeout).
 * A deferred transaction that reads first and upgrades later would instead get
 * SQLITE_BUSY at once when another process wrote in between, which answered 500.
 */

/** How long a statement waits for another process's lock before failing. */
const BUSY_TIMEOUT_MS = 10_000;

/** Errors of SQLite's uniqueness rules: keys and the no-overlap trigger (migrations.ts). */
const CONFLICT_CODES = new Set(['SQLITE_CONSTRAINT_PRIMARYKEY', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_TRIGGER']);

function conflictOr(error: unknown): unknown {
  const { code, message } = error as { code?: string; message?: string };
  return code !== undefined && CONFLICT_CODES.has(code) ? new ConflictError(message ?? code, { cause: error }) : error;
}

export function openSqlite(path: string): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  // The busy timeout first: another process may be migrating the file this very moment.
  const raw = new BetterSqlite3(path, { timeout: BUSY_TIMEOUT_MS });
  raw.pragma('journal_mode = WAL');
  raw.pragma('foreign_keys = ON');

  // Preparing the same SQL again on every request cost about a tenth of a booking's time.
  const prepared = new Map<string, BetterSqlite3.Statement>();
  const statement = (sql: string) => {
    let found = prepared.get(sql);
    if (!found) {
      found = raw.prepare(sql);
      prepared.set(sql, found);
    }
    return found;
  };
  const call = <T>(work: () => T): T => {
    try {
      return work();
    } catch (error) {
      throw conflictOr(error);
    }
  };
  const all = <Row>(sql: string, params: SqlValue[]) => call(() => statement(sql).all(...params) as Row[]);
  const get = <Row>(sql: string, params: SqlValue[]) => call(() => statement(sql).get(...params) as Row | undefined);
  const run = (sql: string, params: SqlValue[]) => call(() => statement(sql).run(...params).changes);

  let savepoints = 0;
  const tx: Transaction = {
    all: async (sql, ...params) => all(sql, params),
    get: async (sql, ...params) => get(sql, params),
    run: async (sql, ...params) => run(sql, params),
    exec: async (sql) => call(() => void raw.exec(sql)),
    // BEGIN IMMEDIATE already makes this the only writer of the file, in every process.
    lock: async () => {},
    async nested(work) {
      const name = `nested_${++savepoints}`;
      raw.exec(`SAVEPOINT ${name}`);
      try {
        const value = await work(tx);
        raw.exec(`RELEASE ${name}`);
        return value;
      } catch (error) {
        raw.exec(`ROLLBACK TO ${name}`);
        raw.exec(`RELEASE ${name}`);
        throw error;
      }
    },
  };

  /** Settles after every transaction queued so far. */
  let queue: Promise<unknown> = Promise.resolve();
  let open = false;
  const outside = async () => {
    while (open) await queue;
  };

  async function transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    call(() => raw.exec('BEGIN IMMEDIATE'));
    open = true;
    try {
      const value = await work(tx);
      call(() => raw.exec('COMMIT'));
      return value;
    } catch (error) {
      if (raw.inTransaction) raw.exec('ROLLBACK');
      throw error;
    } finally {
      open = false;
    }
  }

  return {
    engine: 'sqlite',
    async all(sql, ...params) {
      if (open) await outside();
      return all(sql, params);
    },
    async get(sql, ...params) {
      if (open) await outside();
      return get(sql, params);
    },
    async run(sql, ...params) {
      if (open) await outside();
      return run(sql, params);
    },
    transaction(work) {
      const result = queue.then(() => transaction(work));
      queue = result.catch(() => undefined);
      return result;
    },
    // Moves when another connection (another process, an operator's tool) commits a change.
    offerStamp: async () => statement('PRAGMA data_version').pluck().get(),
    async close() {
      await queue;
      raw.close();
    },
  };
}
