import { describe, expect, it } from 'vitest';
import { createApiClient, guestMessage, type ApiResult } from '../../src/api/index.ts';
import { lookUpCompany } from '../../src/api/registry.ts';
import { CONTRACTS, ENDPOINTS, malformedAnswer, replayHint, seededRandom, type Endpoint, type MalformedAnswer } from '../support/malformed-answers.ts';

/**
 * Issue 14, "Bad answers": 1,000 generated malformed answers per endpoint
 * against the real client with a fake fetch. Every one must come back as a
 * typed error value (never a value, never a throw), with a message a guest can
 * read. BAD_ANSWERS_SEED replays another seed; a failure names seed and case.
 */

const SEED = Number(process.env.BAD_ANSWERS_SEED ?? 20261122);
const CASES = 1_000;

const STAY = { from: '2027-08-02', to: '2027-08-07', objects: [{ id: '1', occupancy: { adults: 2 }, services: {} }] };
const CUSTOMER = {
  first_name: 'Petr', last_name: 'Svoboda', street_address: 'Náměstí 5', city: 'Tábor', postal_code: '390 01',
  country: 'CZ', email: 'petr@example.cz', phone: '601234567', dial_code: '420',
};

/** The client's call for each endpoint, answered by `respond`. */
function callerFor(respond: () => Response, lang: string) {
  const api = createApiClient({
    apiBase: 'http://api.example/api',
    apiKey: 'demo',
    lang,
    fetch: (async () => respond()) as typeof fetch,
    retryDelaysMs: [],
  });
  const calls: Record<Exclude<Endpoint, 'company_registry'>, () => Promise<ApiResult<unknown>>> = {
    global_translations: api.translations,
    global_settings: api.settings,
    availability: api.availability,
    dates: () => api.dates({ from: STAY.from, to: STAY.to }),
    selection: () => api.selection({ from: STAY.from, to: STAY.to }),
    summary: () => api.summary(STAY),
    book: () => api.book({ ...STAY, customer: CUSTOMER, acceptGdprCompliance: true, idempotencyKey: 'bad-answers-1' }),
    thanks: () => api.thanks({ uuid: '51043773-cb1d-4cfb-b4fe-632317f3b2f1' }),
    pricelist: api.pricelist,
    edit_call: api.editCall,
    edit_save: () => api.editSave({ ...STAY, version: 1, idempotencyKey: 'bad-answers-2' }),
  };
  return calls;
}

const responseOf = (answer: { status: number; contentType: string; body: string }) =>
  new Response(answer.body, { status: answer.status, headers: answer.contentType ? { 'Content-Type': answer.contentType } : {} });

/** The `error` text a body carries, which the client may show instead of its own words. */
function serverText(body: string): string | undefined {
  try {
    const error = (JSON.parse(body) as { error?: unknown } | null)?.error;
    return typeof error === 'string' ? error.trim() : undefined;
  } catch {
    return undefined;
  }
}

function expectedKinds(status: number): string[] {
  if (status >= 500) return ['server'];
  if (status >= 400) return ['http'];
  return ['invalid-response', 'server'];
}

function problemWith(answer: MalformedAnswer, result: ApiResult<unknown>): string | undefined {
  if (result.ok) return 'accepted as a value';
  const { kind, message } = result.error;
  if (!expectedKinds(answer.status).includes(kind)) return `kind ${kind}`;
  if (message !== guestMessage(kind) && message !== serverText(answer.body)) return `message ${JSON.stringify(message.slice(0, 80))}`;
  return undefined;
}

describe('the client turns malformed answers into typed errors', () => {
  it('accepts each contract\'s valid answer (so the cases below fail for what they break)', async () => {
    for (const endpoint of ENDPOINTS) {
      const call = callerFor(() => responseOf({ status: 200, contentType: 'application/json', body: JSON.stringify(CONTRACTS[endpoint].valid) }), 'cs')[endpoint];
      const result = await call();
      expect(result.ok, `${endpoint}: ${JSON.stringify(result)}`).toBe(true);
    }
    const registry = CONTRACTS.company_registry.valid;
    const record = await lookUpCompany((async () => responseOf({ status: 200, contentType: 'application/json', body: JSON.stringify(registry) })) as typeof fetch, 'http://ares.example', '27074358', new AbortController().signal);
    expect(record).toEqual(registry);
  });

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint}: ${CASES} malformed answers`, async () => {
      let answer = malformedAnswer(endpoint, SEED, 0);
      const lang = seededRandom(SEED).next() < 0.5 ? 'cs' : 'en';
      const call = callerFor(() => responseOf(answer), lang)[endpoint];
      const problems: string[] = [];
      for (let index = 0; index < CASES && problems.length < 5; index += 1) {
        answer = malformedAnswer(endpoint, SEED, index);
        let problem: string | undefined;
        try {
          problem = problemWith(answer, await call());
        } catch (error) {
          problem = `threw ${String(error)}`;
        }
        if (problem) problems.push(`${problem}: ${replayHint(answer)}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it(`the company registry: ${CASES} malformed records are ignored (null), never thrown`, async () => {
    const problems: string[] = [];
    for (let index = 0; index < CASES && problems.length < 5; index += 1) {
      const answer = malformedAnswer('company_registry', SEED, index);
      const record = await lookUpCompany((async () => responseOf(answer)) as typeof fetch, 'http://ares.example', '27074358', new AbortController().signal)
        .catch((error: unknown) => `threw ${String(error)}`);
      if (record !== null) problems.push(`${JSON.stringify(record).slice(0, 80)}: ${replayHint(answer)}`);
    }
    expect(problems).toEqual([]);
  });
});
