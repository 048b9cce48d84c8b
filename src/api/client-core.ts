// What the calls of later screens (later-calls.ts) are built on: one client's
// GET, superseding GET and keyed POST, which client.ts makes. A file of its own,
// so that later-calls.ts and client.ts do not import each other.
import type { ApiResult } from './errors.ts';
import type { AnswerOf, AnswerSchema, SchemaSource } from './transport.ts';

/** Calls where a newer one of the same kind aborts the older one. */
export type Supersedable = 'dates' | 'selection' | 'summary';
export type Query = Record<string, string | undefined>;

export interface ClientCore {
  get<S extends AnswerSchema>(name: string, schema: SchemaSource<S>, query?: Query): Promise<ApiResult<AnswerOf<S>>>;
  latest<S extends AnswerSchema>(kind: Supersedable, schema: SchemaSource<S>, query: Query): Promise<ApiResult<AnswerOf<S>>>;
  post<S extends AnswerSchema>(name: string, schema: SchemaSource<S>, key: string, body: unknown): Promise<ApiResult<AnswerOf<S>>>;
}
