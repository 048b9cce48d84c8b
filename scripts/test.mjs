// `npm test`: every check in order, stopping at the first failure.
// typecheck -> unit (Vitest) -> component (web-test-runner, Chromium) -> build -> size budget -> end-to-end (Playwright).
// The size budget is bytes, so it is deterministic and belongs here (docs/step-1-budget.md).
import { spawnSync } from 'node:child_process';

const stages = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['unit and API tests', 'npx', ['vitest', 'run']],
  ['browsers', 'node', ['scripts/ensure-browsers.mjs']],
  ['component tests', 'npx', ['web-test-runner']],
  ['build', 'npx', ['vite', 'build']],
  ['size budget', 'npx', ['tsx', 'scripts/size/main.ts']],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
];

for (const [name, command, args] of stages) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${name} FAILED after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`${name} passed in ${seconds} s`);
}
console.log('\nAll test stages passed.');
