import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readEml } from '../../server/mail/eml.ts';

/** The reference server's outbox as the tests read it: one .eml file per message. */

export const outboxFiles = (dir: string): string[] => {
  try {
    return readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
};

/** Up to 15 s: the mail thread starts on the first message, slowly when other test stages share the machine. */
export async function waitFor<T>(check: () => T | undefined, what: string): Promise<T> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const found = check();
    if (found !== undefined) return found;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The raw message whose subject names the booking number, once the mail thread has written it. */
export function messageFor(dir: string, variableSymbol: string): string | undefined {
  for (const name of outboxFiles(dir)) {
    const source = readFileSync(join(dir, name), 'utf8');
    if (readEml(source).subject.includes(variableSymbol)) return source;
  }
  return undefined;
}

/** The .ics attachment of a raw message, decoded. */
export function calendarOf(source: string): string {
  const ics = /Content-Type: text\/calendar[\s\S]*?\r\n\r\n([\s\S]*?)\r\n--/.exec(source)?.[1] ?? '';
  const calendar = Buffer.from(ics.replace(/\s+/g, ''), 'base64').toString('utf8');
  return calendar.includes('BEGIN:VCALENDAR') ? calendar : ics;
}
