// The local stand-in of the Czech company registry: the real path shape, the
// real JSON shape, CORS, and the registry's error shape for unknown numbers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let harness: TestServer;
beforeAll(async () => {
  harness = await startTestServer();
});
afterAll(() => harness.stop());

const recordUrl = (ico: string) => `${harness.server.url}/ekonomicke-subjekty-v-be/rest/ekonomicke-subjekty/${ico}`;

describe('company registry stub', () => {
  it('answers a known company with numbers for house numbers and the postal code, and CORS', async () => {
    const response = await fetch(recordUrl('27074358'));
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as Record<string, unknown> & { sidlo: Record<string, unknown> };
    expect(body).toMatchObject({ ico: '27074358', obchodniJmeno: 'Penzion U Staré lípy s.r.o.', dic: 'CZ27074358' });
    expect(body.sidlo).toMatchObject({ kodStatu: 'CZ', nazevUlice: 'Vodičkova', cisloDomovni: 681, cisloOrientacni: 14, psc: 11000 });
    expect(typeof body.sidlo.textovaAdresa).toBe('string');
  });

  it('knows a village without street names', async () => {
    const body = (await (await fetch(recordUrl('45317054'))).json()) as { sidlo: Record<string, unknown>; dic?: string };
    expect(body.sidlo.nazevUlice).toBeUndefined();
    expect(body.sidlo.nazevObce).toBe('Horní Lhota');
    expect(body.dic).toBeUndefined();
  });

  it("answers 404 with the registry's error shape for an unknown number, 400 for a malformed one", async () => {
    const unknown = await fetch(recordUrl('12345678'));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ kod: 'NENALEZENO' });
    const malformed = await fetch(recordUrl('123'));
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ kod: 'CHYBA_VSTUPU' });
  });

  it('lets a browser ask first (CORS preflight)', async () => {
    const preflight = await fetch(recordUrl('27074358'), { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
  });
});
