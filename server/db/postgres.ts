import pg from 'pg';
import { ConflictError, type Database, type SqlValue, type Transaction } from './database.ts';

/**
 * PostgreSQL through a pool of `pg` connections: many server processes, on
 * one machine or several, share one database. Each transaction has a
 * connection of its own for its whole life; other queries take any free one.
 * No double booking is the database's own rule here (an exclusion constraint,
 * migrations.ts), so two processes that both checked a stay as free cannot
 * both store it: the second waits for the first (an advisory lock per object,
 * db/bookings.ts) and is refused.
 */

/** Dates stay 'YYYY-MM-DD' strings, as SQLite gives them (pg would make them local-midnight Date objects). */
const DATE_OID = 1082;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID ? (value: string) => value : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** unique_violation and exclusion_violation: a key or the no-overlap rule refused the write. */
const CONFLICT_CODES = new Set(['23505', '23P01']);

function conflictOr(error: unknown): unknown {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code !== undefined && CONFLICT_CODES.has(code) ? new ConflictError(constraint ?? code, { cause: error }) : error;
}

/**
 * PostgreSQL's text cannot hold U+0000 (SQLite's can). It only ever comes from a
 * malformed request (a note, a uuid in a query string); it is dropped rather
 * than failing the request with a 500.
 */
const storable = (value: SqlValue) => (typeof value === 'string' && value.includes('\u0000') ? value.replaceAll('\u0000', '') : value);

/**
 * `?` placeholders become `$1`, `$2`, … (outside quoted text), and each distinct
 * statement gets a name, so every connection parses and plans it only once.
 */
const named = new Map<string, { name: string; text: string }>();
function query(sql: string, values: SqlValue[]): pg.QueryConfig {
  let found = named.get(sql);
  if (!found) {
    let index = 0;
    const text = sql.replace(/'[^']*'|\?/g, (part) => (part === '?' ? `$${++index}` : part));
    found = { name: `bw_${named.size + 1}`, text };
    named.set(sql, found);
  }
  return { ...found, values: values.map(storable) };
}

/** The queries of one connection or of the pool, with refusals turned into ConflictError. */
function queries(target: pg.Pool | pg.PoolClient) {
  const rows = async <Row>(sql: string, params: SqlValue[]) => {
    try {
      return await target.query<Row & pg.QueryResultRow>(query(sql, params));
    } catch (error) {
      throw conflictOr(error);
    }
  };
  return {
    all: async <Row>(sql: string, ...params: SqlValue[]) => (await rows<Row>(sql, params)).rows as Row[],
    get: async <Row>(sql: string, ...params: SqlValue[]) => (await rows<Row>(sql, params)).rows[0] as Row | undefined,
    run: async (sql: string, ...params: SqlValue[]) => (await rows(sql, params)).rowCount ?? 0,
  };
}

function transactionOn(client: pg.PoolClient): Transaction {
  let savepoints = 0;
  const tx: Transaction = {
    ...queries(client),
    async exec(sql) {
      await client.query(sql);
    },
    async lock(name) {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [name]);
    },
    async nested(work) {
      const name = `nested_${++savepoints}`;
      await client.query(`SAVEPOINT ${name}`);
      try {
        const value = await work(tx);
        await client.query(`RELEASE SAVEPOINT ${name}`);
        return value;
      } catch (error) {
        await client.query(`ROLLBACK TO SAVEPOINT ${name}`);
        throw error;
      }
    },
  };
  return tx;
}

/** How long an operator's change of the offer, made directly in the database, may stay unseen. */
const OFFER_KEPT_MS = 5_000;

export async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types, application_name: 'booking-widget' });
  // An idle connection that breaks (the database restarted) must not take the server down with it.
  pool.on('error', (error) => console.error('[db] an idle PostgreSQL connection failed:', error.message));
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    engine: 'postgres',
    ...queries(pool),
    async transaction(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const value = await work(transactionOn(client));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch((failure: Error) => (broken = failure));
        throw error;
      } finally {
        // A connection that could not roll back is dropped, not handed to the next request.
        client.release(broken);
      }
    },
    // No cheap "has anything changed" question exists here across processes; the offer is read again every few seconds.
    offerStamp: async () => Math.floor(Date.now() / OFFER_KEPT_MS),
    close: () => pool.end(),
  };
}
