// The reference server's booking throughput: N one-night bookings of distinct
// stays (object × night, low-season nights only, so no season's minimum stay
// refuses them) from 32 concurrent clients, then the same stay requested 50
// times at once, which must be stored once.
// Run alone: `node scripts/bench/throughput.mjs` (BENCH_PORT, BENCH_BOOKINGS).
import { pathToFileURL } from 'node:url';
import { startReferenceServer } from './server.mjs';
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

async function book(origin, stay, key) {
  const response = await fetch(`${origin}/api/book.php?api_key=demo&lang=cs`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: bookBody(stay, key),
  });
  const answer = await response.json();
  return { status: response.status, answer };
}

/** Measures against a running server from startReferenceServer(). */
export async function measureThroughput(server, count) {
  const { origin } = server;
  const stays = distinctStays(count + 1);
  const sameStay = stays.pop();
  let next = 0;
  const failures = [];
  const started = performance.now();
  const cpuBefore = server.cpuMs();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      while (next < stays.length) {
        const index = next++;
        const { status, answer } = await book(origin, stays[index], `bench-${client}-${index}-distinct`);
        if (status !== 200) failures.push(`${status} ${answer.error ?? ''}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = server.cpuMs();
  const results = await Promise.all(
    Array.from({ length: 50 }, (_, attempt) => book(origin, sameStay, `bench-same-stay-${attempt}-x`)),
  );
  const stored = results.filter((result) => result.status === 200).length;
  const refused = results.filter((result) => result.status === 409).length;
  return {
    bookings: stays.length,
    clients: CLIENTS,
    seconds,
    perSecond: (stays.length - failures.length) / seconds,
    // The server's own CPU per booking: steadier than the rate when other work shares the machine.
    serverCpuMsPerBooking: cpuBefore === undefined ? undefined : (cpuAfter - cpuBefore) / stays.length,
    failures: failures.length,
    firstFailure: failures[0],
    sameStayStoredOnce: stored === 1 && refused === 49,
    sameStay: { stored, refused },
  };
}

/** Starts its own server on temporary databases, measures, stops it. */
export async function serverThroughput(port, count = 1000, nodeArgs = []) {
  const server = await startReferenceServer(port, nodeArgs);
  try {
    return await measureThroughput(server, count);
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // BENCH_PROFILE=dir writes the server's CPU profile there (open it in Chromium's DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const result = await serverThroughput(Number(process.env.BENCH_PORT ?? 4191), Number(process.env.BENCH_BOOKINGS ?? 1000), profile);
  console.log(result);
}
