// Makes sure Debian's PostgreSQL server (package `postgresql`, with btree_gist
// in its contrib) is installed for the tests and the bench, which run it in a
// throwaway cluster of their own (scripts/postgres.mjs). Installs it with apt
// when run as root, else stops with a message naming it. POSTGRES_BIN points at
// another installation's bin/ folder.
import { pathToFileURL } from 'node:url';
import { aptInstall } from './apt-install.mjs';
import { postgresBin, postgresInstalled } from './postgres.mjs';

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
