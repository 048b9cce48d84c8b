import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { day, GUEST, lowSeasonOffset, startTestServer, type TestServer } from './harness.ts';

/**
 * Random and hostile input on loopback only, in a bounded loop: the server
 * must answer every request without a 5xx and keep serving afterwards.
 */

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(async () => {
  await api.stop();
});

/** A small deterministic generator, so a failure can be replayed. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

const ENDPOINTS = ['global_translations', 'global_settings', 'availability', 'dates', 'selection', 'summary', 'book', 'thanks', 'pricelist', 'edit_call', 'edit_save', 'object_availability', 'reviews', 'nope', '../../etc/passwd'];
const NAMES = ['api_key', 'lang', 'from', 'to', 'objects', 'edit_token', 'edit_uuid', 'is_dummy', 'uuid', 'coupon', 'custom_amount', 'is_custom_amount', 'deposits', 'sw', 'sh', 'constructor', '__proto__'];
const VALUES = [
  'demo', '', 'en', 'cs', 'x'.repeat(5000), '2026-02-30', '0000-00-00', day(3), day(12), day(15), day(900), '-1', 'NaN', '1e308',
  '[{"id":1,"occupancy":{"adults":2}}]', '[{"id":"1; DROP TABLE bookings"}]', '{"id":1}', '[[[[]]]]', '[{"id":1,"occupancy":{"adults":1e9}}]',
  '%', '%E0%A4%A', '\u0000', '<script>', "' OR 1=1 --", '😀', 'null', 'true', '{"__proto__":{"x":1}}',
];
const BODIES = [
  '', '{', 'null', '[]', '"text"', '12', '{"from":1,"to":{}}', '{"objects":"not json","idempotency_key":"abcdefgh1"}',
  JSON.stringify({ from: day(12), to: day(14), objects: [{ id: 1, occupancy: { adults: 1 } }], idempotency_key: 'fuzz-key-1', customer: 'x' }),
  JSON.stringify({ from: day(12), to: day(14), objects: [{ id: 9, occupancy: { adults: 'two' } }], idempotency_key: 'fuzz-key-2', customer: { first_name: ['a'] } }),
  JSON.stringify({ __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } }),
  'x'.repeat(70_000),
];

function encodeRandomly(random: ReturnType<typeof randomSource>, value: string): string {
  return random.next() < 0.8 ? encodeURIComponent(value) : value.replace(/[\s#]/g, '');
}

it('never answers 5xx to fuzzed query strings and bodies, and keeps working', async () => {
  const random = randomSource(20261122);
  for (let round = 0; round < 300; round += 1) {
    const endpoint = random.pick(ENDPOINTS);
    const pairs = Array.from({ length: Math.floor(random.next() * 6) }, () => `${random.pick(NAMES)}=${encodeRandomly(random, random.pick(VALUES))}`);
    if (random.next() < 0.7) pairs.unshift('api_key=demo');
    const url = `${api.apiBase}/${random.next() < 0.2 ? 'test/' : ''}${endpoint}.php?${pairs.join('&')}`;
    const method = random.pick(['GET', 'POST', 'PUT', 'DELETE']);
    const body = method === 'POST' || method === 'PUT' ? random.pick(BODIES) : undefined;
    const headers = { 'Content-Type': random.pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded']) };
    const response = await fetch(url, { method, body, headers });
    const text = await response.text();
    expect(response.status, `${method} ${url} -> ${text.slice(0, 200)}`).toBeLessThan(500);
    // Every refusal under /api/ is JSON the client can show (../ in a name may leave /api/).
    if (new URL(response.url).pathname.startsWith('/api/') && response.status >= 400) expect(JSON.parse(text)).toHaveProperty('error');
  }
  const after = await api.client().availability();
  expect(after.ok).toBe(true);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

it('refuses paths that try to leave the served folders', async () => {
  for (const path of ['/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/package.json', '/photos/..%2f..%2fpackage.json', '/server/app.ts']) {
    const response = await fetch(`${api.server.url}${path}`);
    expect(response.status, path).toBe(404);
  }
  const ok = await api.client().translations();
  expect(ok.ok).toBe(true);
});

it('answers CORS preflight for the API from any origin', async () => {
  const response = await fetch(`${api.apiBase}/book.php`, {
    method: 'OPTIONS',
    headers: { Origin: 'https://hotel.example', 'Access-Control-Request-Method': 'POST' },
  });
  expect(response.status).toBe(204);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('access-control-allow-headers')).toContain('Content-Type');
});

/** Writes raw bytes to the server and resolves with whatever it answers before closing. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
    socket.setTimeout(2000, () => socket.destroy());
  });
}

it('survives malformed HTTP on the socket', async () => {
  const garbage = [
    'GARBAGE\r\n\r\n',
    'GET /api/availability.php?api_key=demo HTTP/9.9\r\n\r\n',
    `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    'POST /api/book.php?api_key=demo HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"from":',
    'POST /api/book.php?api_key=demo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    'GET /api/availability.php?api_key=demo HTTP/1.1\r\nHost: <script>\r\n\r\n',
  ];
  for (const bytes of garbage) {
    const answer = await rawExchange(api.server.port, bytes);
    expect(answer.startsWith('HTTP/1.1 5')).toBe(false);
  }
  const after = await api.client().availability();
  expect(after.ok).toBe(true);
});

it('a NUL character in a text or an id is no 5xx either (PostgreSQL text cannot hold one)', async () => {
  const offset = lowSeasonOffset(75, 2);
  const booked = await fetch(`${api.apiBase}/book.php?api_key=demo&lang=en`, {
    method: 'POST',
    body: JSON.stringify({
      from: day(offset),
      to: day(offset + 2),
      objects: [{ id: 1, occupancy: { adults: 1 }, services: {} }],
      customer: { ...GUEST, first_name: 'Pe\u0000tr' },
      note: 'late\u0000arrival',
      accept_gdpr_compliance: true,
      idempotency_key: 'nul-in-texts-0001',
    }),
  });
  expect(booked.status).toBe(200);
  for (const query of ['thanks.php?api_key=demo&uuid=a%00b', 'availability.php?api_key=demo&edit_uuid=a%00b&edit_token=x%00y']) {
    const response = await fetch(`${api.apiBase}/${query}`);
    expect(response.status, query).toBeGreaterThanOrEqual(400);
    expect(response.status, query).toBeLessThan(500);
  }
});
