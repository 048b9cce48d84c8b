import { request } from 'node:http';

/**
 * Plain HTTP to a test server, with whatever headers an attacker would send (fetch will not send
 * its own Host), and JSON helpers for the booking API.
 */

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export function rawRequest(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sending = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    sending.on('error', reject);
    sending.end(options.body);
  });
}

/** A POST of JSON to an API endpoint: the status and the parsed answer. */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown>; headers: RawAnswer['headers'] }> {
  const answer = await rawRequest(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: answer.status, body: JSON.parse(answer.text) as Record<string, unknown>, headers: answer.headers };
}

export async function getJson(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown>; headers: RawAnswer['headers'] }> {
  const answer = await rawRequest(url, { headers });
  return { status: answer.status, body: JSON.parse(answer.text) as Record<string, unknown>, headers: answer.headers };
}
