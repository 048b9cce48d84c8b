import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/app.ts';
import { DEMO_EXTRAS } from '../../server/extras.ts';

/** The demo server's files: the built widget from dist/, the demo pages, photos; nothing else. */

let folder: string;
let server: RunningServer;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'booking-static-'));
  for (const dir of ['dist/chunks', 'dist/assets', 'demo/pages', 'demo/photos']) mkdirSync(join(folder, dir), { recursive: true });
  writeFileSync(join(folder, 'dist/booking-widget.js'), 'export {};');
  writeFileSync(join(folder, 'dist/iframe.html'), '<!doctype html><title>iframe</title>');
  writeFileSync(join(folder, 'dist/chunks/step-2-abc.js'), 'export {};');
  writeFileSync(join(folder, 'dist/assets/app-abc.css'), 'body{}');
  writeFileSync(join(folder, 'demo/pages/index.html'), '<!doctype html><title>hotel</title>');
  writeFileSync(join(folder, 'demo/pages/dummy.html'), '<!doctype html><title>dummy</title>');
  writeFileSync(join(folder, 'demo/photos/a.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(folder, 'secret.txt'), 'secret');
  server = await startServer({ port: 0, root: folder, dbPath: join(folder, 'data/a.sqlite'), testDbPath: join(folder, 'data/b.sqlite'), extras: DEMO_EXTRAS });
});
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

it.each([
  ['/', 'text/html; charset=utf-8', 'hotel'],
  ['/dummy.html', 'text/html; charset=utf-8', 'dummy'],
  ['/booking-widget.js', 'text/javascript; charset=utf-8', 'export'],
  ['/iframe.html', 'text/html; charset=utf-8', 'iframe'],
  ['/chunks/step-2-abc.js', 'text/javascript; charset=utf-8', 'export'],
  ['/assets/app-abc.css', 'text/css; charset=utf-8', 'body'],
  ['/photos/a.svg', 'image/svg+xml', '<svg'],
])('serves %s as %s', async (path, type, content) => {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(type);
  expect(await response.text()).toContain(content);
});

it.each(['/secret.txt', '/../secret.txt', '/%2e%2e/secret.txt', '/photos/../../secret.txt', '/data/a.sqlite', '/missing.html', '/chunks/'])(
  'answers 404 for %s',
  async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(404);
  },
);

it('lets any origin load the widget: the entry revalidated, hashed chunks cached for good', async () => {
  const entry = await fetch(`${server.url}/booking-widget.js`, { headers: { Origin: 'http://hotel.example' } });
  expect(entry.headers.get('access-control-allow-origin')).toBe('*');
  expect(entry.headers.get('cache-control')).toBe('no-cache');
  const etag = entry.headers.get('etag');
  expect(etag).toBeTruthy();
  const again = await fetch(`${server.url}/booking-widget.js`, { headers: { 'If-None-Match': etag ?? '' } });
  expect(again.status).toBe(304);

  const chunk = await fetch(`${server.url}/chunks/step-2-abc.js`);
  expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
  expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  // Demo pages are the host's, not the widget's: no CORS header.
  const page = await fetch(`${server.url}/dummy.html`);
  expect(page.headers.get('access-control-allow-origin')).toBeNull();
});
