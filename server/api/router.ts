import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '../http/respond.ts';
import { message } from '../domain/messages.ts';
import { serverLang } from '../domain/lang.ts';
import { buildContext, type ContextSettings, type RequestContext } from './context.ts';
import { TooManyRequests } from '../http/limits.ts';
import { ApiProblem } from './problem.ts';
import { settings, translations } from './look.ts';
import { availability, dates } from './calendar.ts';
import { selection } from './selection.ts';
import { summary } from './summary.ts';
import { book } from './book.ts';
import { thanks } from './thanks.ts';
import { pricelist } from './pricelist.ts';
import { editCall, editCancel, editSave } from './edit.ts';
import { reviews } from './reviews.ts';
import { objectAvailability } from './object-availability.ts';
import { cancelBooking, readBooking } from './manage.ts';
import { payBooking } from './pay.ts';

/** `/api/{name}.php` (and `/api/test/{name}.php`): one entry per endpoint of docs/api.md. */

interface Endpoint {
  method: 'GET' | 'POST';
  run: (ctx: RequestContext) => unknown;
}

const ENDPOINTS: Record<string, Endpoint> = {
  global_translations: { method: 'GET', run: translations },
  global_settings: { method: 'GET', run: settings },
  availability: { method: 'GET', run: availability },
  dates: { method: 'GET', run: dates },
  selection: { method: 'GET', run: selection },
  summary: { method: 'GET', run: summary },
  book: { method: 'POST', run: book },
  thanks: { method: 'GET', run: thanks },
  pricelist: { method: 'GET', run: pricelist },
  edit_call: { method: 'GET', run: editCall },
  edit_save: { method: 'POST', run: editSave },
  // The hotel cancels, by the booking's terms or in full (issue 51).
  edit_cancel: { method: 'POST', run: editCancel },
  object_availability: { method: 'GET', run: objectAvailability },
  reviews: { method: 'GET', run: reviews },
  // The guest's own booking by its manage token (issue 50).
  booking: { method: 'GET', run: readBooking },
  cancel: { method: 'POST', run: cancelBooking },
  // A new card payment for a booking's amount due (issue 51).
  pay: { method: 'POST', run: payBooking },
};

const BODY_LIMIT = 64 * 1024;

export interface ApiSettings extends Omit<ContextSettings, 'now'> {
  now: () => Date;
}

export async function handleApi(req: IncomingMessage, res: ServerResponse, name: string, url: URL, api: ApiSettings) {
  const lang = serverLang(url.searchParams.get('lang'));
  const endpoint = Object.hasOwn(ENDPOINTS, name) ? ENDPOINTS[name] : undefined;
  if (!endpoint) return sendJson(res, 404, { error: message('unknownEndpoint', lang) });
  if (req.method !== endpoint.method) {
    res.setHeader('Allow', `${endpoint.method}, OPTIONS`);
    return sendJson(res, 405, { error: message('methodNotAllowed', lang) });
  }
  let body: unknown = {};
  if (endpoint.method === 'POST') {
    const read = await readBody(req, BODY_LIMIT);
    if (!read.ok) {
      return sendJson(res, read.reason === 'too-large' ? 413 : 400, {
        error: message(read.reason === 'too-large' ? 'bodyTooLarge' : 'badBody', lang),
      });
    }
    body = typeof read.value === 'object' && read.value !== null && !Array.isArray(read.value) ? read.value : undefined;
    if (body === undefined) return sendJson(res, 400, { error: message('badBody', lang) });
  }
  try {
    const ctx = await buildContext({ ...api, now: api.now() }, url.searchParams, body);
    const answer = await endpoint.run(ctx);
    sendJson(res, 200, answer);
  } catch (error) {
    if (error instanceof ApiProblem) return sendJson(res, error.status, { error: error.message });
    if (error instanceof TooManyRequests) {
      res.setHeader('Retry-After', String(error.retryAfterSeconds));
      return sendJson(res, 429, { error: message('tooManyRequests', lang) });
    }
    console.error(`[api] ${name} failed:`, error);
    if (!res.headersSent) sendJson(res, 500, { error: message('serverError', lang) });
  }
}
