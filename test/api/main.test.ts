import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { ENGINE, freshDatabases, GUEST, day, lowSeasonOffset, type FreshDatabases } from './harness.ts';

/**
 * `node --import tsx server/main.ts --demo` as `npm run demo` starts it: env settings, the printed URL,
 * a clean stop. One process, so SIGTERM reaches the server's own handler: the `tsx` command runs the
 * server as a child and, when the child does not confirm a relayed signal within 30 ms (a busy
 * machine), kills it with SIGKILL and exits 143, which this test caught under load.
 */

const root = resolve(import.meta.dirname, '../..');
let databases: FreshDatabases | undefined;
afterEach(async () => {
  await databases?.remove();
  databases = undefined;
});

async function startMain(env: Record<string, string>): Promise<{ child: ChildProcess; url: string; exit: Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--demo'], {
    cwd: root,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  let output = '';
  const url = await new Promise<string>((done, fail) => {
    // Generous: tsx compiles the server first, and the machine may be busy with other stages.
    const timer = setTimeout(() => fail(new Error(`no URL printed: ${output}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Booking widget demo: (http:\/\/localhost:\d+\/)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done(match[1]!);
      }
    });
  });
  return { child, url, exit };
}

it('starts from env, prints its URL, serves the API and stops cleanly on SIGTERM', async () => {
  databases = await freshDatabases();
  const dbPath = join(databases.folder, 'nested/live.sqlite');
  const { child, url, exit } = await startMain({ ...databases.env, BOOKING_DB: dbPath });
  const answer = await fetch(`${url}api/availability.php?api_key=demo`);
  expect(answer.status).toBe(200);
  // On PostgreSQL no file is made; on SQLite the folder is made for it.
  expect(existsSync(dbPath)).toBe(ENGINE === 'sqlite');

  child.kill('SIGTERM');
  expect(await exit).toBe(0);
}, 90_000);

it('answers a booking still in flight when SIGTERM comes, then exits', async () => {
  databases = await freshDatabases();
  const { child, url, exit } = await startMain(databases.env);
  const offset = lowSeasonOffset(60, 2);
  const body = JSON.stringify({
    from: day(offset),
    to: day(offset + 2),
    objects: [{ id: '2', occupancy: { adults: 2 }, services: {} }],
    customer: GUEST,
    accept_gdpr_compliance: true,
    idempotency_key: 'in-flight-at-sigterm',
  });
  // Half the body first: the request is in flight, not yet answerable, when the signal arrives.
  const answered = new Promise<{ status: number; text: string }>((done, fail) => {
    const sending = request(`${url}api/book.php?api_key=demo&lang=en`, { method: 'POST', headers: { 'Content-Type': 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, text }));
    });
    sending.on('error', fail);
    sending.write(body.slice(0, 40));
    // A later request answered on another connection: by then the server has read this one's
    // headers (a connection that has not sent a request yet may be closed at once, as idle).
    void fetch(`${url}api/global_settings.php?api_key=demo`).then(() => {
      child.kill('SIGTERM');
      setTimeout(() => sending.end(body.slice(40)), 300);
    }, fail);
  });
  const { status, text } = await answered;
  expect(status).toBe(200);
  expect(JSON.parse(text).variable_symbol).toMatch(/^\d+$/);
  expect(await exit).toBe(0);
  // New requests are no longer taken.
  await expect(fetch(`${url}api/availability.php?api_key=demo`)).rejects.toThrow();
}, 90_000);
