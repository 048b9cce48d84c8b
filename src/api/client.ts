import { apiError, type ApiResult, type GuestWords } from './errors.ts';
import { callsOnTheirWay } from './signals.ts';
import type { ClientCore, Query, Supersedable } from './client-core.ts';
import { exchangeJson, type AnswerSchema, type Exchange, type SchemaSource, type TransportSettings } from './transport.ts';
import { TranslationsSchema } from './schemas/translations.ts';
import { SettingsSchema } from './schemas/settings.ts';
import { AvailabilitySchema } from './schemas/availability.ts';
import { PricingSchema } from './schemas/pricing.ts';
import type { BookRequest, CancelRequest, EditCancelRequest, EditSaveRequest, PayRequest, SummaryRequest, ThanksRequest } from './requests.ts';

export interface ApiClientOptions {
  /** Absolute URL, e.g. http://localhost:4173/api */
  apiBase: string;
  apiKey: string;
  lang: string;
  /** The guest's words for an error, in the widget's language (errors.ts); English without it. */
  describe?: GuestWords['describe'];
  /** true: {apiBase}/test/{name}.php */
  debug?: boolean;
  editToken?: string;
  editUuid?: string;
  dummy?: boolean;
  /** Sent as sw, sh. */
  screen?: { width: number; height: number };
  /** Injectable for tests. */
  fetch?: typeof fetch;
  /** Per attempt; default 10 s. */
  timeoutMs?: number;
  /** Pauses before retries of safe calls; default [200, 600] (two retries). */
  retryDelaysMs?: readonly number[];
}

/**
 * The start-up calls (SPEC 2), named once: the client's calls and the addresses
 * the browser fetches ahead of them (preload.ts) must be the same URL, or it fetches twice.
 * Availability first: the server's longest answer, so its request leaves first.
 */
const STARTUP_CALLS = {
  availability: { name: 'availability', query: {} },
  translations: { name: 'global_translations', query: { page: 'booking' } },
  settings: { name: 'global_settings', query: {} },
} as const satisfies Record<string, { name: string; query: Query }>;
/** The calls of later screens, their wire forms and schemas load with their first call (later-calls.ts). */
const laterCalls = () => import('./later-calls.ts');
type LaterCalls = Awaited<ReturnType<typeof laterCalls>>;
// Step 1 asks for the offer only once a stay is chosen, and step 2 reads it: its schema comes
// with the later screens' calls, which the first day chosen already fetches ahead (prefetch.ts),
// and loads beside the offer's own request (see SchemaSource).
const SelectionSchema = () => laterCalls().then((m) => m.SelectionSchema);

/** The build-time shared pass; empty when the build did not set one. */
function apiPass(): string {
  const pass: unknown = import.meta.env?.VITE_API_PASS;
  return typeof pass === 'string' ? pass : '';
}

export function createApiClient(options: ApiClientOptions) {
  const settings: TransportSettings = {
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: options.timeoutMs ?? 10_000,
    retryDelaysMs: options.retryDelaysMs ?? [200, 600],
    lang: options.lang,
    describe: options.describe,
    debug: options.debug ?? false,
  };
  // Per client, so two widgets on a page never cancel each other's calls.
  const inFlight = new Map<Supersedable, AbortController>();
  // release() aborts every call on its way: a widget removed from the page waits for nothing.
  const calls = callsOnTheirWay();

  function url(name: string, query: Query): string {
    const base = options.apiBase.replace(/\/+$/, '');
    const params = new URLSearchParams();
    const all: Query = {
      api_key: options.apiKey,
      lang: options.lang,
      api_pass: apiPass(),
      sw: options.screen ? String(Math.round(options.screen.width)) : undefined,
      sh: options.screen ? String(Math.round(options.screen.height)) : undefined,
      edit_token: options.editToken || undefined,
      edit_uuid: options.editUuid || undefined,
      is_dummy: options.dummy ? '1' : undefined,
      ...query,
    };
    for (const [key, value] of Object.entries(all)) if (value !== undefined) params.set(key, value);
    return `${base}/${settings.debug ? 'test/' : ''}${name}.php?${params.toString()}`;
  }

  function get<S extends AnswerSchema>(name: string, schema: SchemaSource<S>, query: Query = {}, cancel?: AbortSignal) {
    return calls.run(cancel, (signal) => {
      const exchange: Exchange = { url: url(name, query), method: 'GET', retry: true, cancel: signal };
      return exchangeJson(settings, exchange, schema);
    });
  }

  /** A start-up call, at the address startupAddresses() names for it. */
  function startup<S extends AnswerSchema>(call: keyof typeof STARTUP_CALLS, schema: SchemaSource<S>) {
    return get(STARTUP_CALLS[call].name, schema, STARTUP_CALLS[call].query);
  }

  /** A newer call of the same kind aborts the older one, which resolves 'aborted'. */
  async function latest<S extends AnswerSchema>(kind: Supersedable, schema: SchemaSource<S>, query: Query) {
    inFlight.get(kind)?.abort();
    const controller = new AbortController();
    inFlight.set(kind, controller);
    const result = await get(kind, schema, query, controller.signal);
    if (inFlight.get(kind) === controller) inFlight.delete(kind);
    return result;
  }

  /** Retries are safe: every body carries its idempotency key, which the server honours (later-calls.ts). */
  function post<S extends AnswerSchema>(name: string, schema: SchemaSource<S>, body: unknown) {
    return calls.run(undefined, (signal) => exchangeJson(settings, { url: url(name, {}), method: 'POST', retry: true, body, cancel: signal }, schema));
  }

  const core: ClientCore = { get, latest, post, posting: new Map() };
  /** A later screen's call; a module that cannot load fails like the network. */
  async function later<T>(call: (calls: LaterCalls) => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
    const calls = await laterCalls().catch(() => null);
    return calls ? call(calls) : { ok: false, error: apiError('network', settings) };
  }

  return {
    /** Aborts every call on its way (each resolves 'aborted'); later calls go out as usual. */
    release: () => calls.abortAll(),
    translations: () => startup('translations', TranslationsSchema),
    settings: () => startup('settings', SettingsSchema),
    availability: () => startup('availability', AvailabilitySchema),
    /** The addresses the three start-up calls above ask, in their order. */
    startupAddresses: () => Object.values(STARTUP_CALLS).map(({ name, query }) => url(name, query)),
    dates: (range: { from?: string; to?: string } = {}) =>
      latest('dates', PricingSchema, range.from && range.to ? { from: range.from, to: range.to } : {}),
    selection: (range: { from: string; to: string }) => latest('selection', SelectionSchema, range),
    summary: (request: SummaryRequest) => later((calls) => calls.summary(core, request)),
    // A repeat of one attempt (the caller's idempotency key) shares its request (later-calls.ts).
    book: (request: BookRequest) => later((calls) => calls.book(core, request)),
    /** A new card payment for a booking's amount due (issue 51); a repeat of one attempt shares its request. */
    pay: (request: PayRequest) => later((calls) => calls.pay(core, request)),
    thanks: (request: ThanksRequest) => later((calls) => calls.thanks(core, request)),
    pricelist: () => later((calls) => calls.pricelist(core)),
    /** Any other GET call (the pages' calls live beside their schemas: src/api/pages.ts), retried like the others. */
    read: get,
    editCall: () => later((calls) => calls.editCall(core)),
    editSave: (request: EditSaveRequest) => later((calls) => calls.editSave(core, request)),
    /** The hotel cancels the booking (issue 51); idempotent on the server. */
    editCancel: (request: EditCancelRequest) => later((calls) => calls.editCancel(core, request)),
    /** The guest's own booking by its manage token (issue 50). */
    readBooking: (manageToken: string) => later((calls) => calls.readBooking(core, manageToken)),
    /** Cancels it; idempotent on the server, so a repeat cancels once and answers the same. */
    cancelBooking: (request: CancelRequest) => later((calls) => calls.cancelBooking(core, request)),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
