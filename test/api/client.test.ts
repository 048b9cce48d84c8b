import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorWordsOf } from '../support/error-words';
import { createApiClient, type ApiClientOptions } from '../../src/api/index.ts';

/** The client on its own, with a scripted fetch: what an integrator can rely on. */

type Handler = (url: URL, init: RequestInit) => Promise<Response> | Response;

function scripted(handler: Handler) {
  const calls: Array<{ url: URL; init: RequestInit }> = [];
  const fetchFake = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    calls.push({ url, init });
    return handler(url, init);
  });
  return { fetch: fetchFake as unknown as typeof fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const PRICING = { price: '1200.50', texts: { price_text: 'cena od' }, settings: { currency_text: 'Kč' }, alerts: [], error: '0' };

function client(handler: Handler, options: Partial<ApiClientOptions> = {}) {
  const fake = scripted(handler);
  const api = createApiClient({
    apiBase: 'http://api.example/api/',
    apiKey: 'demo',
    lang: 'cs',
    // The widget words its errors from its Czech catalog (state/api-texts.ts).
    describe: errorWordsOf('cs').describe,
    fetch: fake.fetch,
    retryDelaysMs: [1, 1],
    ...options,
  });
  return { api, calls: fake.calls };
}

/** Never answers until its signal aborts, like a server that hangs. */
const hanging: Handler = (_url, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('request shape', () => {
  it('calls {apiBase}/{name}.php with the documented query names', async () => {
    const { api, calls } = client(() => json(PRICING), {
      screen: { width: 1280, height: 720 },
      editToken: 'tok',
      editUuid: 'uid',
      dummy: true,
    });
    await api.dates({ from: '2026-05-01', to: '2026-05-03' });
    const url = calls[0]!.url;
    expect(url.origin + url.pathname).toBe('http://api.example/api/dates.php');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      api_key: 'demo', lang: 'cs', api_pass: '', sw: '1280', sh: '720', edit_token: 'tok', edit_uuid: 'uid', is_dummy: '1',
      from: '2026-05-01', to: '2026-05-03',
    });
  });

  it('uses the test endpoints in debug mode and asks translations for page=booking', async () => {
    const { api, calls } = client(() => json({ texts: {} }), { debug: true });
    await api.translations();
    expect(calls[0]!.url.pathname).toBe('/api/test/global_translations.php');
    expect(calls[0]!.url.searchParams.get('page')).toBe('booking');
  });

  it('sends api_pass from the build-time VITE_API_PASS', async () => {
    vi.stubEnv('VITE_API_PASS', 'build-secret');
    const { api, calls } = client(() => json({ texts: {} }));
    await api.translations();
    expect(calls[0]!.url.searchParams.get('api_pass')).toBe('build-secret');
  });

  it("names the start-up calls' addresses exactly as the calls ask them, so a preload of them is used, not repeated", async () => {
    for (const options of [{}, { debug: true, editToken: 'tok', editUuid: 'uid', dummy: true, screen: { width: 390, height: 844 } }]) {
      const { api, calls } = client(() => json({}), options);
      // Availability first: the server's longest answer leaves first.
      await api.availability();
      await api.translations();
      await api.settings();
      expect(api.startupAddresses()).toEqual(calls.map((call) => call.url.href));
    }
  });

  it('leaves from and to out when the range is cleared', async () => {
    const { api, calls } = client(() => json(PRICING));
    await api.dates();
    expect(calls[0]!.url.searchParams.has('from')).toBe(false);
  });
});

describe('parsing answers', () => {
  it('turns boolean and number strings into booleans and numbers and ignores unknown fields', async () => {
    const { api } = client(() =>
      json({
        checkin_hours: ['14:00'],
        objects: [
          {
            id: 7, name: 'Pokoj', max_occupancy: '3', available: 'true', alert: '', price: '900', extra: { ignored: true },
            occupancy: [{ id: 'adults', min: '1', count: '1' }, { id: 'infants', min: '0', count: 'false' }],
            services: [{ id: 'pet', count_min: '0', selected: '0', count: '0', price: '300' }],
          },
        ],
        settings: { show_hours: '1', show_insurance: '0', use_coupon: 'true', use_gift: 'false', show_source_of_referral: 1 },
        unknown_top_level: 1,
      }),
    );
    const result = await api.selection({ from: '2026-05-01', to: '2026-05-03' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const object = result.value.objects[0]!;
    expect(object).toMatchObject({ id: '7', max_occupancy: 3, available: true, price: 900 });
    expect(object).not.toHaveProperty('extra');
    expect(object.occupancy.map((o) => o.count)).toEqual([true, false]);
    expect(result.value.settings).toMatchObject({
      show_hours: true, show_insurance: false, use_coupon: true, use_gift: false, show_source_of_referral: true,
    });
    expect(result.value).not.toHaveProperty('unknown_top_level');
  });

  it('parses the pricing answer', async () => {
    const { api } = client(() => json({ ...PRICING, alerts: ['Minimální pobyt 5 nocí'], error: '1' }));
    const result = await api.dates({ from: '2026-07-01', to: '2026-07-03' });
    expect(result).toEqual({
      ok: true,
      value: { price: 1200.5, texts: { price_text: 'cena od' }, settings: { currency_text: 'Kč', min_nights: 0 }, alerts: ['Minimální pobyt 5 nocí'], error: true },
    });
  });

  it("reads the season minimum a range must reach (settings.min_nights, issue 22's extension)", async () => {
    const { api } = client(() => json({ ...PRICING, price: '0.00', settings: { currency_text: 'Kč', min_nights: '5' } }));
    const result = await api.dates({ from: '2026-07-01', to: '2026-07-03' });
    expect(result).toMatchObject({ ok: true, value: { price: 0, settings: { currency_text: 'Kč', min_nights: 5 } } });
  });

  it("reads each night's price and the arrivals' minimum stays, leaving out what is malformed (issue 32's extensions)", async () => {
    const lists = { unavailable: [], available_in: [], available_out: [] };
    const settings = { days_nights: 'nights', min_date: '2027-07-01', max_date: '2027-12-31' };
    const answer = (data: object, extra: object = {}) => client(() => json({ data: { ...lists, ...data }, settings: { ...settings, ...extra } })).api.availability();
    const sent = await answer(
      {
        // As JSON.parse reads it, "__proto__" is a key like any other.
        prices: JSON.parse('{"2027-07-14":2100,"2027-07-15":"2100.50","2027-07-16":0,"2027-07-17":-5,"2027-07-18":"free","tomorrow":1400,"2027-02-30":1400,"__proto__":9}'),
        min_stay: { '2027-07-14': 5, '2027-07-15': '2', '2027-07-16': 1, '2027-07-17': 2.5, '2027-07-18': null },
      },
      { currency_text: 'Kč' },
    );
    expect(sent).toMatchObject({
      ok: true,
      value: { data: { prices: { '2027-07-14': 2100, '2027-07-15': 2100.5 }, min_stay: { '2027-07-14': 5, '2027-07-15': 2 } }, settings: { currency_text: 'Kč' } },
    });
    if (sent.ok) {
      expect(Object.keys(sent.value.data.prices)).toEqual(['2027-07-14', '2027-07-15']);
      expect(Object.getPrototypeOf(sent.value.data.prices)).toBe(Object.prototype);
    }
    // A server without them, or with something else there, gives today's calendar rather than an error.
    for (const odd of [{}, { prices: 'none', min_stay: [5, 5] }, { prices: null, min_stay: 7 }]) {
      expect(await answer(odd), JSON.stringify(odd)).toMatchObject({ ok: true, value: { data: { prices: {}, min_stay: {} }, settings: { currency_text: '' } } });
    }
  });

  it('reads whether the hotelier shows the nightly prices (show_day_prices), ignoring what is not a yes or no', async () => {
    const settings = async (show: unknown) => {
      const result = await client(() => json({ styles: {}, show_day_prices: show })).api.settings();
      return result.ok ? result.value.show_day_prices : 'refused';
    };
    expect([await settings('0'), await settings('1'), await settings(undefined), await settings('maybe')]).toEqual([false, true, undefined, undefined]);
  });

  it('turns an answer of the wrong shape into an invalid-response error, not a crash', async () => {
    const wrong: Array<['availability' | 'dates', () => Response]> = [
      ['availability', () => json({ data: { unavailable: 'everything' } })],
      ['availability', () => json({ data: { unavailable: [], available_in: [], available_out: [] }, settings: { min_date: 'tomorrow', max_date: '2027-01-01' } })],
      ['availability', () => new Response('<html>Gateway</html>', { status: 200 })],
      ['availability', () => json(null)],
      ['dates', () => json({ price: 'free', alerts: [], error: '0' })],
      ['dates', () => json({ price: '1', alerts: 'none', error: '0' })],
    ];
    for (const [call, answer] of wrong) {
      const { api } = client(answer);
      const result = await (call === 'dates' ? api.dates() : api.availability());
      expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
      if (!result.ok) expect(result.error.message).toMatch(/nerozumíme/);
      // Without the widget's words, a client says it in English.
      const { api: plain } = client(answer, { describe: undefined });
      const plainResult = await (call === 'dates' ? plain.dates() : plain.availability());
      if (!plainResult.ok) expect(plainResult.error.message).toMatch(/did not answer as expected/);
    }
  });

  it('an unusable 2xx answer that carries an error text reports that text', async () => {
    const { api } = client(() => json({ error: 'Rezervace jsou dočasně vypnuté' }));
    expect(await api.availability()).toEqual({
      ok: false,
      error: { kind: 'server', status: 200, message: 'Rezervace jsou dočasně vypnuté' },
    });
  });

  it("passes the server's own error text on a 4xx answer", async () => {
    const { api } = client(() => json({ error: 'Neznámý klíč' }, 403));
    expect(await api.availability()).toEqual({ ok: false, error: { kind: 'http', status: 403, message: 'Neznámý klíč' } });
  });

  it('gives a readable message in the widget language when the server says nothing', async () => {
    const { api } = client(() => new Response('', { status: 404 }), { lang: 'pl', describe: errorWordsOf('pl').describe });
    const result = await api.availability();
    expect(result).toEqual({ ok: false, error: { kind: 'http', status: 404, message: 'System rezerwacji odrzucił żądanie.' } });
  });
});

describe('timing', () => {
  it('a newer dates call aborts the older one, which resolves as aborted', async () => {
    let count = 0;
    const { api } = client((url, init) => {
      count += 1;
      return count === 1 ? hanging(url, init) : json(PRICING);
    });
    const first = api.dates({ from: '2026-05-01', to: '2026-05-03' });
    const second = api.dates({ from: '2026-05-01', to: '2026-05-05' });
    expect((await first).ok).toBe(false);
    expect(await first).toMatchObject({ ok: false, error: { kind: 'aborted' } });
    expect((await second).ok).toBe(true);
  });

  it('calls of different kinds, or on different clients, do not abort each other', async () => {
    const slowThenFast = () => {
      let count = 0;
      return (() => {
        count += 1;
        return count === 1 ? new Promise<Response>((r) => setTimeout(() => r(json(PRICING)), 20)) : json(PRICING);
      }) as Handler;
    };
    const one = client(slowThenFast());
    const other = client(slowThenFast());
    const results = await Promise.all([one.api.dates(), other.api.dates()]);
    expect(results.every((r) => r.ok)).toBe(true);
  });

  it('gives up after the timeout with a timeout error', async () => {
    const { api } = client(hanging, { timeoutMs: 30, retryDelaysMs: [] });
    const started = Date.now();
    const result = await api.availability();
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('retries a GET after a network failure or a 5xx and then succeeds', async () => {
    let count = 0;
    const { api, calls } = client(() => {
      count += 1;
      if (count === 1) throw new TypeError('fetch failed');
      if (count === 2) return json({ error: 'busy' }, 503);
      return json({ texts: { a: 'b' } });
    });
    const result = await api.translations();
    expect(result).toEqual({ ok: true, value: { texts: { a: 'b' } } });
    expect(calls).toHaveLength(3);
  });

  it('stops retrying after the configured retries and reports the last failure', async () => {
    const { api, calls } = client(() => json({ error: 'Databáze spí' }, 500), { retryDelaysMs: [1, 1] });
    expect(await api.settings()).toEqual({ ok: false, error: { kind: 'server', status: 500, message: 'Databáze spí' } });
    expect(calls).toHaveLength(3);
  });

  it('does not retry a 4xx', async () => {
    const { api, calls } = client(() => json({ error: 'no' }, 400));
    await api.settings();
    expect(calls).toHaveLength(1);
  });
});

describe('booking idempotency', () => {
  const request = {
    from: '2026-05-01',
    to: '2026-05-03',
    objects: [{ id: '1', occupancy: { adults: 2 }, services: {} }],
    customer: {
      first_name: 'Jana', last_name: 'Nová', street_address: 'A 1', city: 'Brno', postal_code: '60200',
      country: 'Czech Republic', email: 'jana@example.cz', phone: '601234567',
    },
    acceptGdprCompliance: true,
  };

  it('repeats a failed book with the same idempotency key', async () => {
    let count = 0;
    const { api, calls } = client(() => {
      count += 1;
      if (count === 1) throw new TypeError('connection reset');
      return json({ error: 'stop here' }, 409);
    });
    await api.book(request);
    expect(calls).toHaveLength(2);
    const keys = calls.map((call) => (JSON.parse(String(call.init.body)) as { idempotency_key: string }).idempotency_key);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(calls[0]!.init.method).toBe('POST');
  });

  it('a double click with one key sends one request; a new attempt gets a new key', async () => {
    const { api, calls } = client(() => new Promise((r) => setTimeout(() => r(json({ error: 'x' }, 409)), 10)));
    const key = 'attempt-key-0001';
    const [a, b] = await Promise.all([api.book({ ...request, idempotencyKey: key }), api.book({ ...request, idempotencyKey: key })]);
    expect(a).toEqual(b);
    expect(calls).toHaveLength(1);
    await api.book(request);
    await api.book(request);
    const keys = calls.map((call) => (JSON.parse(String(call.init.body)) as { idempotency_key: string }).idempotency_key);
    expect(new Set(keys).size).toBe(3);
  });

  it('makes keys also where crypto.randomUUID is missing (a plain-http host page)', async () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(7) });
    try {
      const { api, calls } = client(() => json({ error: 'x' }, 409));
      await api.book(request);
      expect((JSON.parse(String(calls[0]!.init.body)) as { idempotency_key: string }).idempotency_key).toBe('07'.repeat(16));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('never rejects, even when fetch itself throws synchronously', async () => {
    const { api } = client(() => {
      throw new Error('boom');
    }, { retryDelaysMs: [] });
    await expect(api.book(request)).resolves.toMatchObject({ ok: false, error: { kind: 'network' } });
  });
});
