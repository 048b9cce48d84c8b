import type { Database, SqlValue } from './database.ts';

/**
 * Answers to reads of what the server itself never writes (its properties'
 * names, the hotelier's texts), kept per database until its offer stamp moves
 * (database.ts), as the offer itself is (catalog.ts). A booking asked for them
 * on every request; on PostgreSQL each ask is a round trip. Only for reads
 * whose parameters come from a small fixed set (a language), never from free
 * input, so what is kept stays small.
 */
const kept = new WeakMap<Database, { stamp: unknown; answers: Map<string, Promise<readonly unknown[]>> }>();

export async function keptRows<Row>(db: Database, sql: string, ...params: SqlValue[]): Promise<readonly Row[]> {
  const stamp = await db.offerStamp();
  let entry = kept.get(db);
  if (!entry || entry.stamp !== stamp) {
    entry = { stamp, answers: new Map() };
    kept.set(db, entry);
  }
  const key = JSON.stringify([sql, ...params]);
  let answer = entry.answers.get(key);
  if (!answer) {
    const answers = entry.answers;
    // Frozen: every request gets the same rows.
    answer = db.all<Row>(sql, ...params).then((rows) => Object.freeze(rows.map((row) => Object.freeze(row))));
    answers.set(key, answer);
    answer.catch(() => answers.get(key) === answer && answers.delete(key));
  }
  return answer as Promise<readonly Row[]>;
}

/** Each API key the server answers, with its property's name. */
export async function propertyNames(db: Database): Promise<ReadonlyMap<string, string>> {
  const rows = await keptRows<{ key: string; name: string }>(db, 'SELECT key, name FROM api_keys');
  return new Map(rows.map((row) => [row.key, row.name]));
}
