// Makes sure Debian's PostgreSQL server (package `postgresql`, with btree_gist
// in its contrib) is installed for the tests and the bench, which run it in a
// throwaway cluster of their own (scripts/postgres.mjs). Installs it with apt
// when run as root, else stops with a message naming it. POSTGRES_BIN points at
// another installation's bin/ folder. Needs no npm package: CI runs it while
// npm installs them.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { aptInstall } from './apt-install.mjs';

/** The folder of initdb and pg_ctl: POSTGRES_BIN, else the newest /usr/lib/postgresql/N/bin. */
export function postgresBin() {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(root, newest, 'bin') : join(root, 'missing', 'bin');
}

export const postgresInstalled = () => existsSync(join(postgresBin(), 'initdb')) && existsSync(join(postgresBin(), 'pg_ctl'));

export function ensurePostgres() {
  if (postgresInstalled()) return;
  aptInstall(['postgresql'], { what: `the PostgreSQL tests (no initdb in ${postgresBin()})`, hint: 'or set POSTGRES_BIN' });
  if (!postgresInstalled()) throw new Error(`apt-get finished but ${postgresBin()}/initdb is still missing.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    ensurePostgres();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
