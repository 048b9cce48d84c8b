import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/app.ts';
import { DEMO_EXTRAS } from '../../server/extras.ts';

/** The demo server sends the widget compressed as a CDN would (README, What the CDN must send). */

// Repetitive text as a script is: it shrinks to a fraction of its size.
const SCRIPT = `export const days = [${Array.from({ length: 2000 }, (_, day) => `{day:${day},free:${day % 3 !== 0}}`).join(',')}];\n`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let folder: string;
let server: RunningServer;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'booking-compress-'));
  for (const dir of ['dist/chunks', 'demo/pages', 'demo/photos']) mkdirSync(join(folder, dir), { recursive: true });
  writeFileSync(join(folder, 'dist/booking-widget.js'), SCRIPT);
  writeFileSync(join(folder, 'dist/chunks/step-2-abc.js'), SCRIPT);
  writeFileSync(join(folder, 'demo/pages/index.html'), `<!doctype html><title>hotel</title>${'<p>Rooms with a view.</p>'.repeat(50)}`);
  writeFileSync(join(folder, 'demo/photos/a.png'), PNG);
  server = await startServer({ port: 0, root: folder, dbPath: join(folder, 'data/a.sqlite'), testDbPath: join(folder, 'data/b.sqlite'), extras: DEMO_EXTRAS });
});
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request with exactly these headers (fetch would add its own Accept-Encoding and decode). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

it('sends booking-widget.js as brotli to a browser that accepts it, the same bytes once decoded', async () => {
  const response = await get('/booking-widget.js', { 'Accept-Encoding': 'br, gzip' });
  expect(response.status).toBe(200);
  expect(response.headers['content-encoding']).toBe('br');
  expect(response.headers['vary']).toBe('Accept-Encoding');
  expect(Number(response.headers['content-length'])).toBe(response.body.length);
  expect(response.body.length).toBeLessThan(SCRIPT.length / 4);
  expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
  // The CDN headers stay as they were.
  expect(response.headers['access-control-allow-origin']).toBe('*');
  expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
});

it('sends gzip where brotli is not accepted, and the file as it is where nothing is', async () => {
  const gzipped = await get('/chunks/step-2-abc.js', { 'Accept-Encoding': 'gzip, deflate' });
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);

  const refused = await get('/booking-widget.js', { 'Accept-Encoding': 'br;q=0, gzip' });
  expect(refused.headers['content-encoding']).toBe('gzip');

  const plain = await get('/booking-widget.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers['vary']).toBe('Accept-Encoding');
  expect(plain.body.toString()).toBe(SCRIPT);
});

it('compresses the demo pages too, but not images', async () => {
  const page = await get('/', { 'Accept-Encoding': 'br, gzip' });
  expect(page.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(page.body).toString()).toContain('Rooms with a view.');

  const photo = await get('/photos/a.png', { 'Accept-Encoding': 'br, gzip' });
  expect(photo.headers['content-encoding']).toBeUndefined();
  expect(photo.headers['vary']).toBeUndefined();
  expect(photo.body.equals(PNG)).toBe(true);
});

it('revalidates each encoding on its own and answers HEAD with the compressed length', async () => {
  const first = await get('/booking-widget.js', { 'Accept-Encoding': 'br' });
  const etag = String(first.headers['etag']);
  const again = await get('/booking-widget.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
  expect(again.status).toBe(304);
  // A copy in another encoding is another representation: the brotli ETag does not match it.
  const other = await get('/booking-widget.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
  expect(other.status).toBe(200);
  expect(other.headers['content-encoding']).toBe('gzip');

  const head = await get('/booking-widget.js', { 'Accept-Encoding': 'br' }, 'HEAD');
  expect(head.headers['content-length']).toBe(String(first.body.length));
  expect(head.body.length).toBe(0);
});
