// A local stand-in for the Czech company registry (ARES) at the real path
// shape, so the demo and the tests never reach the public service. Unknown
// numbers answer 404 with the registry's error shape.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CORS_HEADERS, sendJson } from '../http/respond.ts';
import { REGISTRY_COMPANIES } from './companies.ts';

export const REGISTRY_PATH = /^\/ekonomicke-subjekty-v-be\/rest\/ekonomicke-subjekty\/([^/]*)$/;

/** Answers a registry request; false when the path is not the registry's. */
export function handleRegistry(req: IncomingMessage, res: ServerResponse, path: string): boolean {
  const match = REGISTRY_PATH.exec(path);
  if (!match) return false;
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS_HEADERS).end();
    return true;
  }
  const ico = match[1] ?? '';
  const company = REGISTRY_COMPANIES.find((entry) => entry.ico === ico);
  if (company) {
    sendJson(res, 200, company);
    return true;
  }
  const invalid = !/^\d{8}$/.test(ico);
  sendJson(res, invalid ? 400 : 404, {
    kod: invalid ? 'CHYBA_VSTUPU' : 'NENALEZENO',
    popis: invalid ? 'Chyba vstupních dat.' : `Ekonomický subjekt s IČO ${ico} nebyl nalezen.`,
    subKod: invalid ? 'NEPLATNE_ICO' : undefined,
  });
  return true;
}
