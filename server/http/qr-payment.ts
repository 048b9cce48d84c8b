import type { IncomingMessage, ServerResponse } from 'node:http';
import { qrPng } from '../domain/qr-image.ts';
import { CORS_HEADERS } from './respond.ts';

/**
 * GET /qr-payment.png?text=SPD*1.0*…: the QR payment code of a book answer as
 * a PNG (the answer's qr_img points here). Drawn when a guest's browser shows
 * it, not for every booking: drawing took a third of a booking's time. The
 * picture depends on the text alone, so browsers may keep it for good. Only
 * Czech QR payment texts are drawn, so the address cannot serve other codes
 * (a link to another site, say) from the hotel's server.
 */

export const QR_PAYMENT_PATH = '/qr-payment.png';

/** SPD 1.0, printable ASCII (qrPaymentText strips diacritics), at most 400 characters. */
const PAYMENT_TEXT = /^SPD\*1\.0\*[\x20-\x7e]{1,392}$/;

export function qrPaymentUrl(origin: string, text: string): string {
  return `${origin}${QR_PAYMENT_PATH}?text=${encodeURIComponent(text)}`;
}

export function qrPaymentImage(req: IncomingMessage, res: ServerResponse, url: URL): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed');
    return;
  }
  const text = url.searchParams.get('text') ?? '';
  if (!PAYMENT_TEXT.test(text)) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not a QR payment text');
    return;
  }
  const png = qrPng(text, { margin: 2, width: 240 });
  res.writeHead(200, {
    ...CORS_HEADERS,
    'Content-Type': 'image/png',
    'Content-Length': png.length,
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
  res.end(req.method === 'HEAD' ? undefined : png);
}
