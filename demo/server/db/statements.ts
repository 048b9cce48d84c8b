import type Database from 'better-sqlite3';

/**
 * Prepared statements kept per database connection: preparing the same SQL
 * again on every request cost about a tenth of a booking's time. Keyed by the
 * connection (a WeakMap), so two servers or databases never share one and a
 * closed database's statements go with it.
 */
const prepared = new WeakMap<Database.Database, Map<string, Database.Statement>>();

export function statement(db: Database.Database, sql: string): Database.Statement {
  let statements = prepared.get(db);
  if (!statements) {
    statements = new Map();
    prepared.set(db, statements);
  }
  let found = statements.get(sql);
  if (!found) {
    found = db.prepare(sql);
    statements.set(sql, found);
  }
  return found;
}
