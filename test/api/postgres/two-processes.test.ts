import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../../scripts/bench/server.mjs';
import { book, bookStays, distinctStays, type BookResult } from '../../../scripts/bench/throughput.mjs';
import { freshDatabases, statusCounts, type FreshDatabases } from '../harness.ts';

/**
 * Two server processes on one PostgreSQL database, as two machines behind a
 * load balancer would run: the database keeps every object from being booked
 * twice for a night, whichever process each guest reaches.
 */

const STAYS = distinctStays(1161);
/** The one stay everybody asks for at once; 1,000 others are asked for once each. */
const SAME_STAY = STAYS.pop()!;
/** The stays booked while one process is killed: none of the others. */
const KILL_STAYS = STAYS.splice(1000, 160);

async function twoServers(databases: FreshDatabases): Promise<ServerProcess[]> {
  const env = { ...databases.env, BOOKING_DATABASE_POOL: '10' };
  return Promise.all([startServerProcess({ env }), startServerProcess({ env })]);
}

let databases: FreshDatabases;
let servers: ServerProcess[];
beforeAll(async () => {
  // Empty: the two processes start at once and one of them migrates and seeds it.
  databases = await freshDatabases({ seeded: false });
  servers = await twoServers(databases);
  // Generous: each process compiles the server with tsx first, and other stages may share the machine.
}, 120_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await databases.remove();
});

/** Guest bookings stored in a database, by uuid. */
async function storedUuids(target: FreshDatabases): Promise<string[]> {
  const { openDatabase } = await import('../../../server/db/open.ts');
  const db = await openDatabase(target.live);
  try {
    return (await db.all<{ uuid: string }>('SELECT uuid FROM bookings WHERE fixture IS NULL')).map((row) => row.uuid);
  } finally {
    await db.close();
  }
}

it('50 simultaneous bookings of one stay split across both processes: one stored, 49 answered 409', async () => {
  const results = await Promise.all(
    Array.from({ length: 50 }, (_, attempt) => book(servers[attempt % 2]!.origin, SAME_STAY, `same-stay-${attempt}-two-processes`)),
  );
  expect(statusCounts(results)).toEqual({ 200: 1, 409: 49 });
  const winner = results.find((result) => result.status === 200)!.answer.booking!.uuid;
  expect(await storedUuids(databases)).toEqual([winner]);
});

it('1,000 distinct bookings from 32 clients across both processes are each stored once', async () => {
  const results = await bookStays(
    servers.map((server) => server.origin),
    STAYS,
    { clients: 32, keyPrefix: 'thousand' },
  );
  const failed = results.filter((result) => result.status !== 200).map((result) => `${result.status} ${result.answer.error}`);
  expect(statusCounts(results), failed.slice(0, 5).join('; ')).toEqual({ 200: 1000 });
  const answered = results.map((result) => result.answer.booking!.uuid);
  expect(new Set(answered).size).toBe(1000);
  const stored = new Set(await storedUuids(databases));
  // With the one of the test before.
  expect(stored.size).toBe(1001);
  expect(answered.filter((uuid) => !stored.has(uuid))).toEqual([]);
}, 180_000);

it('a process killed in the middle loses no booking it confirmed; guests who lost the answer retry on the other', async () => {
  // A third process on the same database, killed; the second of the two above survives. (A pair of
  // its own on fresh databases cost two more server start-ups: about 3 s of the PostgreSQL stage.)
  const doomed = await startServerProcess({ env: { ...databases.env, BOOKING_DATABASE_POOL: '10' } });
  const survivor = servers[1]!;
  const storedBefore = new Set(await storedUuids(databases));
  try {
    const outcomes: Array<{ first: BookResult; final: BookResult; byDoomed: boolean }> = [];
    let confirmedByDoomed = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async (_, client) => {
        while (next < KILL_STAYS.length) {
          const stay = KILL_STAYS[next++]!;
          const key = `killed-${stay.from}-${stay.id}`;
          const byDoomed = client % 2 === 0;
          const first = { stay, key, ...(await book((byDoomed ? doomed : survivor).origin, stay, key)) };
          // Killed outright (no SIGTERM, no goodbye) while its other clients' requests are in flight.
          if (byDoomed && first.status === 200 && ++confirmedByDoomed === 25) doomed.kill('SIGKILL');
          // The widget repeats a booking that got no answer with the same key; here through the other process.
          const final = first.status === 0 ? { stay, key, ...(await book(survivor.origin, stay, key)) } : first;
          outcomes.push({ first, final, byDoomed });
        }
      }),
    );
    expect(await doomed.exited).toBe('SIGKILL');
    const lostAnswers = outcomes.filter((outcome) => outcome.first.status === 0);
    expect(lostAnswers.length).toBeGreaterThan(0);
    expect(statusCounts(outcomes.map((outcome) => outcome.final))).toEqual({ 200: 160 });

    const stored = (await storedUuids(databases)).filter((uuid) => !storedBefore.has(uuid));
    const confirmedBeforeKill = outcomes.filter((outcome) => outcome.byDoomed && outcome.first.status === 200);
    expect(confirmedBeforeKill.length).toBeGreaterThanOrEqual(25);
    expect(confirmedBeforeKill.every((outcome) => stored.includes(outcome.first.answer.booking!.uuid))).toBe(true);
    // Each stay once: the retries of bookings the killed process had stored got those back, not a second one.
    expect(stored).toHaveLength(160);
    expect(new Set(outcomes.map((outcome) => outcome.final.answer.booking!.uuid))).toEqual(new Set(stored));
  } finally {
    await doomed.stop();
  }
}, 180_000);
