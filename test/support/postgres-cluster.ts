import type { TestProject } from 'vitest/node';
import { ensurePostgres } from '../../scripts/ensure-postgres.mjs';
import { startThrowawayCluster } from '../../scripts/postgres.mjs';
import { openDatabase } from '../../server/db/open.ts';

/**
 * Global setup of the `api-postgres` project (vite.config.ts): Debian's
 * PostgreSQL, installed when missing, in a throwaway cluster for this run,
 * removed afterwards. Each test server makes databases of its own in it
 * (test/api/harness.ts), copies of one migrated and seeded here once.
 */

/** The database every test database is copied from (CREATE DATABASE … TEMPLATE). */
export const TEMPLATE_DATABASE = 'bw_template';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  ensurePostgres();
  const cluster = await startThrowawayCluster({ durable: false });
  // Migrated and seeded once: a copy of it is ready at once, where each test server would seed its own.
  const template = await openDatabase({ url: await cluster.createDatabase(TEMPLATE_DATABASE), path: ':memory:' });
  await template.close();
  project.provide('postgresAdminUrl', cluster.adminUrl);
  project.provide('postgresTemplate', TEMPLATE_DATABASE);
  return () => cluster.stop();
}
