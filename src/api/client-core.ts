// What the calls of later screens (later-calls.ts) are built on: one client's
// GET, superseding GET and POST, which client.ts makes, and the client's keyed
// POSTs on their way (later-calls.ts sends a repeat of one as the same call). A file of its own,
// so that later-calls.ts and client.ts do not import each other.
import type { ApiResult } from './errors.ts';
import type { AnswerOf, AnswerSchema, SchemaSource } from './transport.ts';

/** Calls where a newer one of the same kind aborts the older one. */
export type Supersedable = 'dates' | 'selection' | 'summary';
export type Query = Record<string, string | undefined>;

export interface ClientCore {
  get<S extends AnswerSchema>(name: string, schema: SchemaSource<S>, query?: Query): Promise<ApiResult<AnswerOf<S>>>;
  latest<S extends AnswerSchema>(kind: Supersedable, schema: SchemaSource<S>, query: Query): Promise<ApiResult<AnswerOf<S>>>;
  post<S extends AnswerSchema>(name: string, schema: SchemaSource<S>, body: unknown): Promise<ApiResult<AnswerOf<S>>>;
  /** The bookings on their way, by call and idempotency key. */
  posting: Map<string, Promise<ApiResult<unknown>>>;
}
