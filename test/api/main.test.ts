import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';

/** `tsx demo/server/main.ts` as `npm run demo` starts it: env settings, the printed URL, a clean stop. */

const folder = mkdtempSync(join(tmpdir(), 'booking-main-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('starts from env, prints its URL, serves the API and stops cleanly on SIGTERM', async () => {
  const root = resolve(import.meta.dirname, '../..');
  const dbPath = join(folder, 'nested/live.sqlite');
  const child = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'demo/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', BOOKING_DB: dbPath, BOOKING_TEST_DB: join(folder, 'test.sqlite') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no URL printed: ${output}`)), 15_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Booking widget demo: (http:\/\/localhost:\d+\/)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done(match[1]!);
      }
    });
  });
  const answer = await fetch(`${url}api/availability.php?api_key=demo`);
  expect(answer.status).toBe(200);
  expect(existsSync(dbPath)).toBe(true);

  const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  child.kill('SIGTERM');
  expect(await exit).toBe(0);
});
