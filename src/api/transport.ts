import { apiError, type ApiError, type ApiResult, type GuestWords } from './errors.ts';

/**
 * One HTTP exchange with the booking API: timeout, optional retries with
 * backoff, JSON decoding, schema validation and error mapping. Every outcome
 * is a value; nothing here throws or rejects.
 */

export interface TransportSettings {
  fetch: typeof fetch;
  timeoutMs: number;
  /** Pause before each retry; its length is the number of retries. */
  retryDelaysMs: readonly number[];
  lang: string;
  /** The guest's words for an error (errors.ts). */
  describe?: GuestWords['describe'];
  debug: boolean;
}

export interface Exchange {
  url: string;
  method: 'GET' | 'POST';
  body?: unknown;
  /** Safe to repeat: GETs, and POSTs that carry an idempotency key. */
  retry: boolean;
  /** Aborted when a newer call of the same kind supersedes this one. */
  cancel?: AbortSignal;
}

type Raw = { ok: true; status: number; text: string } | { ok: false; error: ApiError };

async function attempt(settings: TransportSettings, exchange: Exchange): Promise<Raw> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, settings.timeoutMs);
  const forwardCancel = () => controller.abort();
  exchange.cancel?.addEventListener('abort', forwardCancel, { once: true });
  try {
    const init: RequestInit = { method: exchange.method, signal: controller.signal, headers: { Accept: 'application/json' } };
    if (exchange.body !== undefined) {
      init.body = JSON.stringify(exchange.body);
      init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
    }
    const response = await settings.fetch(exchange.url, init);
    const text = await response.text();
    return { ok: true, status: response.status, text };
  } catch {
    if (exchange.cancel?.aborted) return { ok: false, error: apiError('aborted', settings) };
    if (timedOut) return { ok: false, error: apiError('timeout', settings) };
    return { ok: false, error: apiError('network', settings) };
  } finally {
    clearTimeout(timer);
    exchange.cancel?.removeEventListener('abort', forwardCancel);
  }
}

function decodeJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Pricing uses `error` as a flag ("0"/"1"); those are not texts to show. */
const FLAG_WORDS = new Set(['', '0', '1', 'true', 'false']);

/** The server's own `error` text, when the answer carries one. */
function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const message = (body as { error: unknown }).error;
  return typeof message === 'string' && !FLAG_WORDS.has(message.trim().toLowerCase()) ? message : undefined;
}

type Validated<T> = { readonly value: T; readonly issues?: undefined } | { readonly issues: readonly unknown[] };

/**
 * What the transport needs of a schema: the Standard Schema interface, which
 * every valibot schema implements, so the transport itself carries no valibot
 * code and a later answer's schema can load with its screen.
 */
export interface AnswerSchema<T = unknown> {
  readonly '~standard': { readonly validate: (raw: unknown) => Validated<T> | Promise<Validated<T>> };
}

export type AnswerOf<S> = S extends AnswerSchema<infer T> ? T : never;

async function interpret<S extends AnswerSchema>(
  settings: TransportSettings,
  status: number,
  text: string,
  schema: S,
): Promise<ApiResult<AnswerOf<S>>> {
  const json = decodeJson(text);
  const message = json.ok ? serverMessage(json.value) : undefined;
  if (status >= 500) return { ok: false, error: apiError('server', settings, message, status) };
  if (status >= 400) return { ok: false, error: apiError('http', settings, message, status) };
  if (status < 200 || status >= 300 || !json.ok) {
    return { ok: false, error: apiError('invalid-response', settings, undefined, status) };
  }
  const parsed = await schema['~standard'].validate(json.value);
  if (!parsed.issues) return { ok: true, value: parsed.value as AnswerOf<S> };
  if (message !== undefined) return { ok: false, error: apiError('server', settings, message, status) };
  if (settings.debug) console.warn('[booking-widget] invalid API answer', parsed.issues);
  return { ok: false, error: apiError('invalid-response', settings, undefined, status) };
}

function isWorthRetrying(result: ApiResult<unknown>): boolean {
  return !result.ok && (result.error.kind === 'network' || result.error.kind === 'server');
}

/** Resolves after `ms`, or early (false) when the call is cancelled meanwhile. */
function pause(ms: number, cancel?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (cancel?.aborted) return resolve(false);
    const done = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      cancel?.removeEventListener('abort', done);
      resolve(true);
    }, ms);
    cancel?.addEventListener('abort', done, { once: true });
  });
}

/**
 * A schema, or a loader for one: schemas only later steps need load with
 * those steps, so step 1 downloads less.
 */
export type SchemaSource<S extends AnswerSchema> = S | (() => Promise<S>);

async function loadSchema<S extends AnswerSchema>(source: SchemaSource<S>): Promise<S | undefined> {
  try {
    return typeof source === 'function' ? await source() : source;
  } catch {
    return undefined;
  }
}

export async function exchangeJson<S extends AnswerSchema>(
  settings: TransportSettings,
  exchange: Exchange,
  source: SchemaSource<S>,
): Promise<ApiResult<AnswerOf<S>>> {
  const schemaLoad = loadSchema(source);
  const delays = exchange.retry ? settings.retryDelaysMs : [];
  let result: ApiResult<AnswerOf<S>> = { ok: false, error: apiError('network', settings) };
  for (let round = 0; round <= delays.length; round += 1) {
    if (round > 0 && !(await pause(delays[round - 1] ?? 0, exchange.cancel))) break;
    const raw = await attempt(settings, exchange);
    const schema = await schemaLoad;
    if (!schema) return { ok: false, error: apiError('network', settings) };
    result = raw.ok ? await interpret(settings, raw.status, raw.text, schema) : raw;
    if (!isWorthRetrying(result)) break;
  }
  if (exchange.cancel?.aborted) return { ok: false, error: apiError('aborted', settings) };
  return result;
}
