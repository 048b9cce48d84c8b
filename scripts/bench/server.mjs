// Starts the reference server (`tsx demo/server/main.ts`) as its own process on
// temporary databases, as a new user would run it, and stops it again.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Resolves to { origin, stop() } once the server prints its address. */
export async function startReferenceServer(port, nodeArgs = []) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-bench-'));
  // node itself (not npx), so SIGTERM reaches the server and it finishes its outbox before exiting.
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'demo/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      BOOKING_DB: join(dataDir, 'b.sqlite'),
      BOOKING_TEST_DB: join(dataDir, 't.sqlite'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('http://') && resolve());
    child.once('exit', () => reject(new Error('the reference server did not start')));
  });
  return {
    origin: `http://localhost:${port}`,
    dataDir,
    /** CPU time the server process has used so far, in ms (Linux /proc; undefined elsewhere). */
    cpuMs() {
      try {
        const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
        return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
      } catch {
        return undefined;
      }
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
