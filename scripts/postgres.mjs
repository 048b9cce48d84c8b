// A throwaway PostgreSQL cluster for the tests and the bench: Debian's
// `postgresql` package (scripts/ensure-postgres.mjs installs it), a data folder
// in the temporary directory, a free port on 127.0.0.1, trust login for the
// `postgres` user, and nothing left behind after stop(). As root (CI, these
// machines) the server runs as the `postgres` user, since PostgreSQL refuses
// to run as root and its data folder must belong to the user that runs it.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { postgresBin, postgresInstalled } from './ensure-postgres.mjs';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs one of PostgreSQL's programs, as the postgres user when we are root. */
function runPostgresTool(tool, args) {
  const program = join(postgresBin(), tool);
  const [command, commandArgs] = isRoot() ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  return execFileSync(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Runs one statement on its own connection (CREATE DATABASE cannot run in a pooled transaction). */
export async function runSql(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Starts a cluster. `durable: false` (the tests) turns off flushing to disk, which
 * nothing here needs; the bench keeps PostgreSQL's defaults, as production would.
 * Resolves to { adminUrl, urlOf(database), createDatabase(name), dropDatabase(name), stop() }.
 */
export async function startThrowawayCluster({ durable = true, maxConnections = 200 } = {}) {
  if (!postgresInstalled()) throw new Error(`PostgreSQL is not installed (no initdb in ${postgresBin()}): run node scripts/ensure-postgres.mjs`);
  const folder = mkdtempSync(join(tmpdir(), 'bw-postgres-'));
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(folder, uid, gid);
  }
  const data = join(folder, 'data');
  const port = await freePort();
  const settings = [`-p ${port}`, `-k ${folder}`, '-c listen_addresses=127.0.0.1', `-c max_connections=${maxConnections}`];
  if (!durable) settings.push('-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off');
  try {
    runPostgresTool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    runPostgresTool('pg_ctl', ['-D', data, '-o', settings.join(' '), '-l', join(folder, 'server.log'), '-w', 'start']);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`The throwaway PostgreSQL cluster did not start: ${error.stderr || error.message}`, { cause: error });
  }
  // A run that ends early (an error, Ctrl-C) still removes it; only a killed one leaves it behind.
  let stopped = false;
  const stopAtExit = () => stop();
  process.once('exit', stopAtExit);
  function stop() {
    if (stopped) return;
    stopped = true;
    process.off('exit', stopAtExit);
    try {
      runPostgresTool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }
  const urlOf = (database) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const admin = (sql) => runSql(urlOf('postgres'), sql);
  return {
    adminUrl: urlOf('postgres'),
    /** The folder of its Unix socket (a URL may name it: ?host=FOLDER&port=PORT). */
    socketFolder: folder,
    port,
    urlOf,
    async createDatabase(name) {
      await admin(`CREATE DATABASE "${name}"`);
      return urlOf(name);
    },
    dropDatabase: (name) => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    stop,
  };
}
