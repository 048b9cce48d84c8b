import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { EDIT_FIXTURE } from '../../server/db/fixtures.ts';
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

interface Started {
  child: ChildProcess;
  url: string;
  exit: Promise<number | null>;
  output: () => string;
}

/** `npm run demo`'s server by default; `demo: false` as `npm start` runs it for a provider. */
async function startMain(env: Record<string, string>, { demo = true } = {}): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...(demo ? ['--demo'] : [])], {
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
      const match = /(?:Booking widget demo|Booking server): (http:\/\/localhost:\d+\/)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done(match[1]!);
      }
    });
  });
  return { child, url, exit, output: () => output };
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

it('as npm start: refuses to start without BOOKING_PUBLIC_URL', async () => {
  databases = await freshDatabases();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', ...databases.env, BOOKING_PUBLIC_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.on('exit', (exitCode) => done(exitCode)));
  expect(code).toBe(1);
  expect(errors).toContain('BOOKING_PUBLIC_URL is required');
}, 90_000);

it('as npm start with BOOKING_SEED_DEMO=1: prints an edit link of its own once, serves none of the demo extras', async () => {
  databases = await freshDatabases();
  const { child, url, exit, output } = await startMain({ ...databases.env, BOOKING_PUBLIC_URL: 'https://booking.example', BOOKING_SEED_DEMO: '1' }, { demo: false });
  const link = await new Promise<URL>((done) => {
    const check = () => {
      const match = /Demo edit link \(this start only\): (\S+)/.exec(output());
      if (match) done(new URL(match[1]!));
      else setTimeout(check, 50);
    };
    check();
  });
  expect(link.origin).toBe('https://booking.example');
  const token = link.searchParams.get('edit_token')!;
  expect(token).not.toBe(EDIT_FIXTURE.editToken);
  expect(token.length).toBeGreaterThanOrEqual(32);
  const edit = (editToken: string) => fetch(`${url}api/edit_call.php?api_key=demo&edit_token=${editToken}&edit_uuid=${EDIT_FIXTURE.uuid}`);
  expect((await edit(token)).status).toBe(200);
  expect((await edit(EDIT_FIXTURE.editToken)).status).toBe(403);
  for (const path of ['outbox', 'api/test/availability.php?api_key=demo', `demo-payment/${EDIT_FIXTURE.uuid}`]) {
    expect((await fetch(`${url}${path}`)).status, path).toBe(404);
  }
  child.kill('SIGTERM');
  expect(await exit).toBe(0);
}, 90_000);
