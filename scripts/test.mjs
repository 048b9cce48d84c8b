// `npm test`: every check, stopping at the first failure. The browsers are
// checked first (installed when missing). Lint is reported first: it runs beside
// the stages below and stops them when it fails (a wrong hook dependency list
// fails in seconds, before any test has to finish). Stages that do not
// depend on each other then run side by side (two cores here), each one's output
// held back and printed whole when it ends, so logs never interleave:
//   typecheck -> component tests (web-test-runner, Chromium's headless shell; they
//       compile the sources, not the build)
//     | unit and API tests on SQLite (Vitest)
//     | PostgreSQL -> build -> size budget -> the built bundle in a DOM (Vitest, happy-dom)
//       -> API tests on PostgreSQL (Vitest)
//   then end-to-end tests (Playwright: Chromium's headless shell, and the engines
//   suite in Chromium, Firefox ESR and WebKitGTK).
// The size budget is bytes, so it is deterministic and belongs here (docs/step-1-budget.md).
// The API tests run on SQLite and on PostgreSQL: Debian's postgresql is installed
// when missing (as root; after the browsers, so two apt-get never run at once),
// and Vitest's setup runs it in a throwaway cluster that it removes afterwards
// (test/support/postgres-cluster.ts, docs/database.md). Vitest uses one worker on
// two cores, so the PostgreSQL project gets a lane of its own, after the build.
import { spawn } from 'node:child_process';

// BW_DEMO: the build the tests drive is the demo's, with its own provider page (scripts/provider.ts).
const ENV = { ...process.env, FORCE_COLOR: '0', BW_DEMO: '1' };

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

/** Runs one command; resolves with its status and everything it printed. */
function run([name, command, args], { live = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { env: ENV, detached: true, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
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
const lint = inOrder([['lint', 'npm', ['run', '--silent', 'lint']]]);
const sideStages = Promise.all([
  // The component tests follow the typecheck, the shorter of the two lanes (they waited for the unit
  // and API tests, and ran alone at the end with a core half idle).
  inOrder([
    ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
    ['component tests', 'npx', ['web-test-runner']],
  ]),
  inOrder([['unit and API tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'api']]]),
  inOrder([
    ['PostgreSQL', 'node', ['scripts/ensure-postgres.mjs']],
    ['build', 'npx', ['vite', 'build']],
    ['size budget', 'npx', ['tsx', 'scripts/size/main.ts']],
    ['the built bundle in a DOM', 'npx', ['vitest', 'run', '--config', 'test/bundle/vitest.config.ts']],
    ['API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api-postgres']],
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
