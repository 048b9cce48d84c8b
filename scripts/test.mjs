// `npm test`: every check, stopping at the first failure. The browsers are
// checked first (installed when missing). Lint is reported first: it runs beside
// the stages below and stops them when it fails (a wrong hook dependency list
// fails in seconds, before any test has to finish). Stages that do not
// depend on each other then run side by side (two cores here), each one's output
// held back and printed whole when it ends, so logs never interleave:
//   typecheck -> component tests (web-test-runner, Chromium's headless shell; they
//       compile the sources, not the build)
//     | unit and API tests on SQLite (Vitest)
//     | PostgreSQL -> API tests on PostgreSQL (Vitest) -> build -> size budget
//       -> the built bundle in a DOM (Vitest, happy-dom)
//   then end-to-end tests (Playwright: Chromium's headless shell, and the engines
//   suite in Chromium, Firefox ESR and WebKitGTK).
// The size budget is bytes, so it is deterministic and belongs here (docs/step-1-budget.md).
// The API tests run on SQLite and on PostgreSQL: Debian's postgresql is installed
// when missing (as root; after the browsers, so two apt-get never run at once),
// and Vitest's setup runs it in a throwaway cluster that it removes afterwards
// (test/support/postgres-cluster.ts, docs/database.md). The PostgreSQL project gets a
// lane of its own, so it can run first there at the normal priority (below).
// The side stages are bound by the two cores (about 240 s of CPU in about 125 s, measured on 2026-11-27), so
// how they share them decides how long each one takes, not how long all of them
// take. The API tests on PostgreSQL run at the normal priority and first in their
// lane, the other side stages at a lower one (`nice`): alone they take about 30 s,
// and beside three other lanes on an equal footing they took 62-92 s of the run,
// against the 60 s their issue allows (34). The run as a whole does the same work.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';

// BW_DEMO: the build the tests drive is the demo's, with its own provider page (scripts/provider.ts).
const ENV = { ...process.env, FORCE_COLOR: '0', BW_DEMO: '1' };
/**
 * How much lower the side stages beside the API tests on PostgreSQL run (0-19). At 10 each weighs
 * about a tenth of a normal stage, so those tests get close to the CPU they use alone (about 1.4
 * cores); at 5 they got about one core and took 43-56 s, near the 60 s of issue 34 in a slow hour.
 */
const NICENESS = 10;
/** A side stage that gives way to the API tests on PostgreSQL. */
const LOW = { yieldToOthers: true };

/** Commands still running, each the leader of its own process group (so it can be stopped with its children). */
const running = new Set();

function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

/**
 * Each stage is a session of its own (detached, so it can be stopped with its children), and
 * Linux's scheduler shares the cores between sessions before it looks at a process's niceness
 * (autogroups): a niced stage only gives way when its session is niced too. Without autogroups
 * (no such file), `nice` alone does it.
 */
function lowerSessionPriority(pid) {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(NICENESS));
  } catch {
    // No autogroups here, or the stage has already ended.
  }
}

/** Runs one command; resolves with its status and everything it printed. */
function run([name, command, args, { yieldToOthers = false } = {}], { live = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    // `nice` lowers the stage's priority (its children inherit it); see the header for why.
    const [program, programArgs] = yieldToOthers ? ['nice', ['-n', String(NICENESS), command, ...args]] : [command, args];
    const child = spawn(program, programArgs, { env: ENV, detached: true, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    if (yieldToOthers) lowerSessionPriority(child.pid);
    running.add(child);
    child.on('close', () => running.delete(child));
    let output = '';
    if (!live) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (status) => resolve({ name, status: status ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

/** Stages in order, stopping at the first that fails. */
async function inOrder(stages, options) {
  const results = [];
  for (const stage of stages) {
    const result = await run(stage, options);
    results.push(result);
    if (result.status !== 0) break;
  }
  return results;
}

function report(results, { printOutput }) {
  for (const result of results) {
    console.log(`\n=== ${result.name} ===`);
    if (printOutput) process.stdout.write(result.output);
    console.log(`${result.name} ${result.status === 0 ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(1)} s`);
  }
  return results.every((result) => result.status === 0);
}

const started = Date.now();
// The browsers before anything else: their apt-get and PostgreSQL's must not run at once.
if (!report(await inOrder([['browsers', 'node', ['scripts/ensure-browsers.mjs']]]), { printOutput: true })) {
  process.exit(1);
}
// Lint runs beside the other stages (alone it left one of the two cores idle for 14 s), but it is
// still reported first, and when it fails everything else is stopped at once.
const lint = inOrder([['lint', 'npm', ['run', '--silent', 'lint'], LOW]]);
const sideStages = Promise.all([
  // The component tests follow the typecheck, the shorter of the two lanes (they waited for the unit
  // and API tests, and ran alone at the end with a core half idle).
  inOrder([
    ['typecheck', 'npm', ['run', '--silent', 'typecheck'], LOW],
    ['component tests', 'npx', ['web-test-runner'], LOW],
  ]),
  // Two workers: Vitest's default on two cores is one, and the API tests spend much of their time
  // waiting for the servers they start (alone: 46 s with one worker, 32 s with two, the same CPU).
  inOrder([['unit and API tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'api', '--maxWorkers=2'], LOW]]),
  inOrder([
    ['PostgreSQL', 'node', ['scripts/ensure-postgres.mjs']],
    ['API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api-postgres']],
    ['build', 'npx', ['vite', 'build'], LOW],
    ['size budget', 'npx', ['tsx', 'scripts/size/main.ts'], LOW],
    ['the built bundle in a DOM', 'npx', ['vitest', 'run', '--config', 'test/bundle/vitest.config.ts'], LOW],
  ]),
]);
if (!report(await lint, { printOutput: true })) {
  stopAll();
  console.error('\nLint FAILED (its output is above): `npm run lint` shows it again.');
  process.exit(1);
}
const side = await sideStages;
if (!report(side.flat(), { printOutput: true })) {
  console.error('\nA stage FAILED (its output is above).');
  process.exit(1);
}

for (const stage of [['end-to-end tests', 'npx', ['playwright', 'test']]]) {
  console.log(`\n=== ${stage[0]} ===`);
  const result = await run(stage, { live: true });
  console.log(`${result.name} ${result.status === 0 ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(1)} s`);
  if (result.status !== 0) process.exit(result.status);
}
console.log(`\nAll test stages passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
