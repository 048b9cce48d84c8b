import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/database.ts';
import { BadNotification } from './gateway.ts';
import { applyEvent, type PaymentSettings } from './settle.ts';

/**
 * POST /payments/<gateway>/webhook|notify: a gateway's server-to-server notification. The body is
 * read raw, since the signature covers its exact bytes; one that does not verify is answered 400 and
 * changes nothing. A verified one is answered 200 even when it is a repeat, so the gateway stops sending it.
 */

const NOTIFICATION_LIMIT = 256 * 1024;

function rawBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > NOTIFICATION_LIMIT) {
        resolve(undefined);
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function answer(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(JSON.stringify(body));
}

export async function handleNotification(req: IncomingMessage, res: ServerResponse, db: Database, { gateway, refundRetry }: PaymentSettings, now: () => Date): Promise<void> {
  if (req.method !== 'POST') return void res.writeHead(405, { Allow: 'POST' }).end();
  const body = await rawBody(req);
  if (!body) return answer(res, 413, { error: 'too large' });
  let event;
  try {
    event = await gateway.readNotification(body, req.headers);
  } catch (error) {
    if (error instanceof BadNotification) return answer(res, 400, { error: 'bad signature' });
    throw error;
  }
  const outcome = await applyEvent(db, gateway, event, now(), refundRetry);
  answer(res, 200, { received: true, outcome });
}
