import type { IncomingMessage, ServerResponse } from 'node:http';

/** Small helpers for answering HTTP requests; no framework. */

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
  'Access-Control-Max-Age': '600',
};

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...CORS_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location, 'Content-Length': 0 });
  res.end();
}

export type BodyResult = { ok: true; value: unknown } | { ok: false; reason: 'too-large' | 'invalid' };

/** Reads a request body of at most `limit` bytes; JSON or urlencoded form. */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let finished = false;
    const finish = (result: BodyResult) => {
      if (finished) return;
      finished = true;
      resolve(result);
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        finish({ ok: false, reason: 'too-large' });
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', () => finish({ ok: false, reason: 'invalid' }));
    // A client that hangs up mid-body never sends 'end'; do not leave the request waiting.
    req.on('close', () => finish({ ok: false, reason: 'invalid' }));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const type = String(req.headers['content-type'] ?? '');
      if (type.includes('application/x-www-form-urlencoded')) {
        return finish({ ok: true, value: Object.fromEntries(new URLSearchParams(text)) });
      }
      if (text.trim() === '') return finish({ ok: true, value: {} });
      try {
        finish({ ok: true, value: JSON.parse(text) as unknown });
      } catch {
        finish({ ok: false, reason: 'invalid' });
      }
    });
  });
}
