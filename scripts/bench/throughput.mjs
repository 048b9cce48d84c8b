// The reference server's booking throughput: N one-night bookings of distinct
// stays (object × night, low-season nights only, so no season's minimum stay
// refuses them) from 32 concurrent clients, then the same stay requested 50
// times at once, which must be stored once.
// The same on PostgreSQL with two server processes on one database.
// Run alone: `node scripts/bench/throughput.mjs` (BENCH_PORT, BENCH_BOOKINGS;
// BENCH_ENGINE=postgres for PostgreSQL).
import { pathToFileURL } from 'node:url';
import { startReferenceServer, startServerProcess } from './server.mjs';
import { ensurePostgres } from '../ensure-postgres.mjs';
import { startThrowawayCluster } from '../postgres.mjs';
import { dayAt, isLowSeason } from './low-season.mjs';
import GUEST from '../../test/support/guest.json' with { type: 'json' };

const CLIENTS = 32;
const OBJECTS = [1, 2, 3, 4, 5];
/** After the seeded fixtures (the last ends at today+43) and inside the 18-month window. */
const FIRST_OFFSET = 45;
const LAST_OFFSET = 540;

/** Distinct one-night stays, object by object across the low-season nights. */
export function distinctStays(count) {
  const nights = [];
  for (let offset = FIRST_OFFSET; offset <= LAST_OFFSET; offset++) {
    if (isLowSeason(dayAt(offset))) nights.push(offset);
  }
  const stays = nights.flatMap((offset) => OBJECTS.map((id) => ({ from: dayAt(offset), to: dayAt(offset + 1), id })));
  if (stays.length < count) throw new Error(`only ${stays.length} distinct one-night low-season stays exist`);
  return stays.slice(0, count);
}

function bookBody(stay, key) {
  return JSON.stringify({
    from: stay.from,
    to: stay.to,
    objects: [{ id: String(stay.id), occupancy: { adults: 1 }, services: {} }],
    time_of_arrival: '',
    coupon: '',
    gift: '',
    deposits: 'one',
    customer: GUEST,
    invoice: null,
    note: '',
    rel: '',
    accept_gdpr_compliance: true,
    payments: 'bank',
    idempotency_key: key,
  });
}

/** One book request; a request that gets no answer (a killed server) resolves with status 0. */
export async function book(origin, stay, key) {
  try {
    const response = await fetch(`${origin}/api/book.php?api_key=demo&lang=cs`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: bookBody(stay, key),
    });
    return { status: response.status, answer: await response.json() };
  } catch (error) {
    return { status: 0, answer: { error: String(error.cause?.code ?? error.message) } };
  }
}

/**
 * Books every stay once, from `clients` concurrent clients, client i always on
 * origins[i % origins.length] (two server processes behind one address, as a
 * load balancer would spread them). Resolves to one { stay, key, status, answer } per stay.
 */
export async function bookStays(origins, stays, { clients = CLIENTS, keyPrefix = 'bench' } = {}) {
  const results = new Array(stays.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (next < stays.length) {
        const index = next++;
        const key = `${keyPrefix}-${client}-${index}-distinct`;
        results[index] = { stay: stays[index], key, ...(await book(origins[client % origins.length], stays[index], key)) };
      }
    }),
  );
  return results;
}

/** Measures against running servers from startServerProcess() (one, or several on one database). */
export async function measureThroughput(servers, count) {
  const origins = servers.map((server) => server.origin);
  const stays = distinctStays(count + 1);
  const sameStay = stays.pop();
  const cpu = () => servers.reduce((sum, server) => (sum === undefined || server.cpuMs() === undefined ? undefined : sum + server.cpuMs()), 0);
  const started = performance.now();
  const cpuBefore = cpu();
  const booked = await bookStays(origins, stays);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpu();
  const failures = booked.filter((result) => result.status !== 200).map(({ status, answer }) => `${status} ${answer.error ?? ''}`);
  const results = await Promise.all(
    Array.from({ length: 50 }, (_, attempt) => book(origins[attempt % origins.length], sameStay, `bench-same-stay-${attempt}-x`)),
  );
  const stored = results.filter((result) => result.status === 200).length;
  const refused = results.filter((result) => result.status === 409).length;
  return {
    bookings: stays.length,
    clients: CLIENTS,
    processes: servers.length,
    seconds,
    perSecond: (stays.length - failures.length) / seconds,
    // The servers' own CPU per booking: steadier than the rate when other work shares the machine.
    serverCpuMsPerBooking: cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / stays.length,
    failures: failures.length,
    firstFailure: failures[0],
    sameStayStoredOnce: stored === 1 && refused === 49,
    sameStay: { stored, refused },
  };
}

/** Starts its own server on temporary SQLite databases, measures, stops it. */
export async function serverThroughput(port, count = 1000, nodeArgs = []) {
  const server = await startReferenceServer(port, nodeArgs, { widget: false });
  try {
    return await measureThroughput([server], count);
  } finally {
    await server.stop();
  }
}

/**
 * Two server processes on one PostgreSQL database in a throwaway cluster with
 * PostgreSQL's default durability (every commit flushed, as in production).
 */
export async function postgresThroughput(count = 1000) {
  ensurePostgres();
  const cluster = await startThrowawayCluster();
  const servers = [];
  try {
    const env = {
      BOOKING_DATABASE_URL: await cluster.createDatabase('bench'),
      BOOKING_TEST_DATABASE_URL: await cluster.createDatabase('bench_test'),
    };
    servers.push(await startServerProcess({ env }));
    servers.push(await startServerProcess({ env }));
    return await measureThroughput(servers, count);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    cluster.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // BENCH_PROFILE=dir writes the server's CPU profile there (open it in Chromium's DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const count = Number(process.env.BENCH_BOOKINGS ?? 1000);
  const result =
    process.env.BENCH_ENGINE === 'postgres' ? await postgresThroughput(count) : await serverThroughput(Number(process.env.BENCH_PORT ?? 4191), count, profile);
  console.log(result);
}
