/**
 * What the server asks of its database, whichever engine holds it: SQLite
 * (one machine, the default) or PostgreSQL (BOOKING_DATABASE_URL; several
 * server processes and machines on one database). Only server/db knows
 * which one it talks to; everything above it writes SQL both understand, with
 * `?` placeholders, and awaits the answers.
 */

export type SqlValue = string | number | null;

export interface Queryable {
  /** Every row the statement returns. */
  all<Row>(sql: string, ...params: SqlValue[]): Promise<Row[]>;
  /** The first row, or undefined. */
  get<Row>(sql: string, ...params: SqlValue[]): Promise<Row | undefined>;
  /** Runs a statement that returns no rows; resolves to how many rows it changed. */
  run(sql: string, ...params: SqlValue[]): Promise<number>;
}

/** An open transaction. Its statements see each other; nobody else sees them before the commit. */
export interface Transaction extends Queryable {
  /** Runs `work` in a savepoint: when it throws, only its own changes are undone. */
  nested<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Waits until no other transaction, in any process, holds the lock of this
   * name, and holds it until this one ends. For work that reads and then
   * writes the same shared state (the schema, the demo fixtures, an object's stays).
   */
  lock(name: string): Promise<void>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly engine: 'sqlite' | 'postgres';
  /**
   * Runs `work` in one transaction that may write: committed when it resolves,
   * rolled back when it throws. Writers wait for each other instead of failing.
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Changes whenever the offer may have changed, so a kept copy of it is read again. */
  offerStamp(): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * A uniqueness rule of the database refused a write: a primary or unique key,
 * or the rule that one object's stays never overlap (`booked_stays_no_overlap`).
 * `constraint` names it where the engine says which.
 */
export class ConflictError extends Error {
  constructor(
    readonly constraint: string,
    options?: { cause?: unknown },
  ) {
    super(`conflict: ${constraint}`, options);
  }
}
