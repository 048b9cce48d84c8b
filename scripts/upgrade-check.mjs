// `npm run upgrade-check`: a rehearsal of upgrading every runtime dependency,
// so the next maintainer learns what would break before a guest does. Not part
// of `npm test` (it asks the registry and takes a few minutes).
//   1. copies the project (the files git knows, and node_modules) to a temporary folder;
//   2. installs there the newest published version of every package in
//      package.json's "dependencies" (the registry's `latest` tag);
//   3. builds, runs the unit and API tests and the built bundle's test (test/bundle);
//   4. prints what changed and what broke, and exits non-zero when anything did.
// The project itself is never touched. `--keep` leaves the folder for a closer look;
// `--each` rehearses every upgraded package on its own as well, to tell which one broke what.
// docs/upgrades.md says how each library is used and what the last rehearsal found.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT = join(dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const each = process.argv.includes('--each');
const ENV = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', BW_DEMO: '1' };
// eslint-disable-next-line no-control-regex -- the terminal's colour codes, which some tools print anyway
const COLOURS = /\x1b\[[0-9;]*m/g;

/** Runs a command in `cwd`; resolves with its status and everything it printed. */
function run(command, args, cwd) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd, env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status: status ?? 1, output: output.replace(COLOURS, ''), seconds: (Date.now() - started) / 1000 }));
  });
}

/** The project's files as git knows them (tracked, and new ones it does not ignore), then node_modules. */
function copyProject(to) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: PROJECT, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    try {
      cpSync(join(PROJECT, file), join(to, file));
    } catch {
      // A file deleted in the working tree but still in git's index.
    }
  }
  // Installed packages, so only what changes is installed again (better-sqlite3 builds from source here).
  cpSync(join(PROJECT, 'node_modules'), join(to, 'node_modules'), { recursive: true, verbatimSymlinks: true });
}

/** How far `to` is from `from`: 'major', 'minor', 'patch' or 'same'. */
function step(from, to) {
  const [a, b] = [from, to].map((version) => version.replace(/^[^\d]*/, '').split('.').map(Number));
  if (a[0] !== b[0]) return 'major';
  if (a[1] !== b[1]) return 'minor';
  return a[2] !== b[2] ? 'patch' : 'same';
}

/** The lines of a stage's output that say what failed, at most `most`. */
function failures(output, most = 25) {
  const wanted = /FAIL|×|✗|Error|error TS|failed|expected|Expected|Received|MISSING_EXPORT|IMPORT_IS_UNDEFINED|changed nothing|EBADENGINE|ERESOLVE|peer/;
  const lines = output.split('\n').filter((line) => wanted.test(line)).map((line) => line.trimEnd());
  const unique = [...new Set(lines)];
  return unique.length > most ? [...unique.slice(0, most), `  … ${unique.length - most} more lines (run with --keep and look in the folder)`] : unique;
}

const pkg = JSON.parse(readFileSync(join(PROJECT, 'package.json'), 'utf8'));
const runtime = Object.entries(pkg.dependencies ?? {});
console.log(`Upgrade rehearsal, ${new Date().toISOString().slice(0, 10)}, node ${process.version}`);

const newest = [];
for (const [name, pinned] of runtime) {
  const asked = spawnSync('npm', ['view', name, 'version'], { encoding: 'utf8' });
  const latest = asked.stdout.trim();
  if (asked.status !== 0 || !latest) {
    console.error(`Could not ask the registry for ${name}: ${asked.stderr.trim()}`);
    process.exit(2);
  }
  newest.push({ name, pinned, latest, step: step(pinned, latest) });
}
console.log('\nRuntime dependencies (pinned -> newest):');
for (const { name, pinned, latest, step: how } of newest) {
  console.log(`  ${name.padEnd(30)} ${pinned.padEnd(10)} -> ${latest.padEnd(10)} ${how === 'same' ? '' : how}`.trimEnd());
}
const changed = newest.filter(({ step: how }) => how !== 'same');

/** Installs `upgrades` in a copy of the project, then builds and tests there; the stages with their outcome. */
async function rehearse(upgrades) {
  const folder = mkdtempSync(join(tmpdir(), 'bw-upgrade-'));
  const stages = [];
  try {
    copyProject(folder);
    const install = ['install', '--no-audit', '--no-fund', '--save-exact', ...upgrades.map(({ name, latest }) => `${name}@${latest}`)];
    stages.push({ name: `install ${upgrades.map(({ name, latest }) => `${name}@${latest}`).join(' ')}`, ...(await run('npm', install, folder)) });
    if (stages[0].status !== 0) return { folder, stages };
    for (const [name, command, args] of [
      ['build', 'npx', ['vite', 'build']],
      ['unit and API tests', 'npx', ['vitest', 'run']],
      ['the built bundle in a DOM', 'npx', ['vitest', 'run', '--config', 'test/bundle/vitest.config.ts']],
    ]) {
      // Without a build there is no bundle to test; the unit tests still say what they can.
      if (name.startsWith('the built') && stages[1].status !== 0) stages.push({ name, status: 1, seconds: 0, output: 'not run: the build failed' });
      else stages.push({ name, ...(await run(command, args, folder)) });
    }
    return { folder, stages };
  } finally {
    if (!keep) rmSync(folder, { recursive: true, force: true });
  }
}

function report({ folder, stages }) {
  for (const { name, status, seconds, output } of stages) {
    const warnings = name.startsWith('install') ? failures(output).filter((line) => /EBADENGINE.*(package|required)|peer|ERESOLVE/.test(line)) : [];
    console.log(`  ${status === 0 ? 'passed' : 'FAILED'}  ${name} (${seconds.toFixed(0)} s)`);
    for (const line of status === 0 ? warnings : failures(output)) console.log(`      ${line}`);
  }
  if (keep) console.log(`  (the copy: ${folder})`);
  return stages.filter(({ status }) => status !== 0);
}

if (changed.length === 0) {
  console.log('\nEvery runtime dependency is pinned at its newest release: nothing to rehearse.');
  process.exit(0);
}
console.log(`\nAll ${changed.length} newer releases together, in a copy of the project:`);
const broke = report(await rehearse(changed));
if (each && changed.length > 1) {
  for (const upgrade of changed) {
    console.log(`\n${upgrade.name} ${upgrade.latest} alone:`);
    report(await rehearse([upgrade]));
  }
}
console.log(
  broke.length === 0
    ? `\nNothing broke with the newest releases of ${changed.map(({ name }) => name).join(', ')}.`
    : `\nWith all of them, ${broke.length} stage(s) broke: ${broke.map(({ name }) => name).join(', ')}.${each ? '' : ' `npm run upgrade-check -- --each` tries each package alone.'}`,
)
process.exit(broke.length === 0 ? 0 : 1);
