import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EXTRAS } from '../../server/extras.ts';
import { day, GUEST, lowSeasonOffset, startTestServer, type TestServer } from './harness.ts';
import { postJson, rawRequest } from './http-client.ts';

/**
 * What every response and connection of the server is held to (issue 47, docs/security.md): the
 * headers of its own pages, the build's files it keeps to itself, the outbox for this machine only,
 * and how long a client may take.
 */

let folder: string;
let api: TestServer;
let base: string;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'booking-guard-'));
  for (const dir of ['dist/.vite', 'dist/chunks', 'demo/pages/.git', 'demo/photos']) mkdirSync(join(folder, dir), { recursive: true });
  writeFileSync(join(folder, 'dist/booking-widget.js'), 'export {};\n//# sourceMappingURL=booking-widget.js.map');
  writeFileSync(join(folder, 'dist/booking-widget.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  writeFileSync(join(folder, 'dist/chunks/step-2-abc.js.map'), '{"version":3}');
  writeFileSync(join(folder, 'dist/.vite/manifest.json'), '{"src/main.ts":{}}');
  writeFileSync(join(folder, 'demo/pages/.git/config.json'), '{}');
  writeFileSync(join(folder, 'demo/pages/index.html'), '<!doctype html><title>hotel</title>');
  api = await startTestServer({ root: folder, extras: DEMO_EXTRAS });
  base = api.server.url;
});
afterAll(async () => {
  await api.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe('files', () => {
  it.each(['/booking-widget.js.map', '/chunks/step-2-abc.js.map', '/.vite/manifest.json', '/%2Evite/manifest.json', '/.git/config.json'])('answers %s with 404', async (path) => {
    const answer = await rawRequest(`${base}${path}`);
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('version');
  });

  it('still serves the widget with the CDN headers of the README', async () => {
    const answer = await rawRequest(`${base}/booking-widget.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('headers', () => {
  it.each(['/api/global_settings.php?api_key=demo', '/api/nothing.php', '/booking-widget.js', '/', '/no-such-file', '/qr-payment.png?text=x'])(
    'sends nosniff with %s',
    async (path) => {
      expect((await rawRequest(`${base}${path}`)).headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('gives every HTML page of the server a strict CSP without framing, and no-store', async () => {
    const offset = lowSeasonOffset(120, 2);
    const paid = await postJson(`${base}/api/book.php?api_key=demo&lang=en`, {
      from: day(offset), to: day(offset + 2), objects: [{ id: '3', occupancy: { adults: 2 }, services: {} }],
      customer: GUEST, accept_gdpr_compliance: true, idempotency_key: 'guard-pages', success_url: `${base}/#/step-5`, payments: 'card',
    });
    expect(paid.status).toBe(200);
    const pages = [paid.body.online_payment_link as string, `${base}/demo-payment/no-such-booking`, paid.body.insurance_link as string, `${base}/outbox`, `${base}/outbox/none.eml`];
    for (const url of pages) {
      const answer = await rawRequest(url);
      expect(answer.headers['content-type'], url).toBe('text/html; charset=utf-8');
      const policy = String(answer.headers['content-security-policy']);
      expect(policy, url).toContain("default-src 'none'");
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(policy, url).not.toContain('unsafe-inline');
      expect(answer.headers['x-frame-options'], url).toBe('DENY');
      expect(answer.headers['cache-control'], url).toBe('no-store');
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
    }
    // The pay button's form may lead back to the booking's return page, and only there.
    const payment = await rawRequest(paid.body.online_payment_link as string);
    expect(String(payment.headers['content-security-policy'])).toContain(`form-action 'self' ${base}`);
  });
});

describe('the outbox', () => {
  it('answers this machine only, and a request a proxy forwarded is not this machine', async () => {
    expect((await rawRequest(`${base}/outbox`)).status).toBe(200);
    expect((await rawRequest(`${base}/outbox`, { headers: { 'X-Forwarded-For': '203.0.113.7' } })).status).toBe(404);
    expect((await rawRequest(`${base}/outbox`, { headers: { Forwarded: 'for=203.0.113.7' } })).status).toBe(404);
    expect((await rawRequest(`${base}/outbox`, { headers: { 'X-Forwarded-For': '127.0.0.1, 203.0.113.7' } })).status).toBe(404);
  });
});

describe('connections', () => {
  it('closes a connection whose headers never finish within 15 s', async () => {
    const socket = connect(api.server.port, '127.0.0.1');
    const started = Date.now();
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    const closedAfter = await new Promise<number>((resolve) => {
      socket.on('data', () => {});
      socket.once('close', () => resolve(Date.now() - started));
    });
    expect(closedAfter).toBeLessThan(15_000);
  }, 20_000);
});
