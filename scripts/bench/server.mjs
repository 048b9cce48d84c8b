// Starts the reference server (`node --import tsx server/main.ts --demo`: the demo guesthouse) as its
// own process, as a provider runs it, and stops it again. Used by the bench and
// by the tests of several server processes on one database.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * One server process with `env` added to ours (PORT 0 picks a free port).
 * Resolves to { origin, pid, cpuMs(), kill(signal), exited, stop() } once it prints its address.
 * `widget`: it also serves the built widget to browsers, compressed as it starts (about 3 s of
 * CPU, which would compete with what a test or a throughput figure measures of the API).
 */
export async function startServerProcess({ port = 0, env = {}, nodeArgs = [], widget = false } = {}) {
  // node itself (not npx), so SIGTERM reaches the server and it finishes its outbox before exiting.
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts', '--demo'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), ...(widget ? {} : { BOOKING_PRECOMPRESS: 'off' }), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Ours to end: a test or bench that stops early must not leave a server behind.
  const endWithUs = () => child.kill('SIGKILL');
  process.once('exit', endWithUs);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      process.off('exit', endWithUs);
      resolve(code ?? signal);
    }),
  );
  const origin = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /(http:\/\/localhost:\d+)\//.exec(output);
      if (match) resolve(match[1]);
    });
    void exited.then(() => reject(new Error(`the reference server did not start: ${output}`)));
  });
  return {
    origin,
    pid: child.pid,
    exited,
    /** CPU time the server process has used so far, in ms (Linux /proc; undefined elsewhere). */
    cpuMs() {
      try {
        const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
        return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
      } catch {
        return undefined;
      }
    },
    kill: (signal) => child.kill(signal),
    /** SIGTERM: it answers what is in flight, closes its databases and exits. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A server on temporary SQLite databases of its own, removed by stop(); `widget` as above. */
export async function startReferenceServer(port, nodeArgs = [], { widget = true } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-bench-'));
  const server = await startServerProcess({
    port,
    nodeArgs,
    widget,
    env: { BOOKING_DB: join(dataDir, 'b.sqlite'), BOOKING_TEST_DB: join(dataDir, 't.sqlite') },
  });
  return {
    ...server,
    dataDir,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
