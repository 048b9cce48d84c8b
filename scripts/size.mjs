// `npm run size`: what the browser downloads before the calendar shows (the
// entry script and every chunk it imports statically) and the whole dist/,
// gzipped. Fails when step 1 is over its budget.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
const STEP_1_BUDGET_KB = 80;
const ENTRY = 'src/element/index.ts';

const gzipKb = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error('dist/.vite/manifest.json is missing: run `npm run build` first.');
  process.exit(1);
}

const eager = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || eager.has(chunk.file)) return;
  eager.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(ENTRY);

const allJs = [];
const walk = (dir) => {
  for (const name of readdirSync(join(DIST, dir))) {
    const path = join(dir, name);
    if (statSync(join(DIST, path)).isDirectory()) walk(path);
    else if (name.endsWith('.js')) allJs.push(path);
  }
};
walk('');

const step1 = [...eager].reduce((sum, file) => sum + gzipKb(file), 0);
const total = allJs.reduce((sum, file) => sum + gzipKb(file), 0);
console.log(`Step 1 JavaScript: ${step1.toFixed(1)} KB gzipped in ${eager.size} file(s) (budget ${STEP_1_BUDGET_KB} KB)`);
for (const file of eager) console.log(`  ${file}  ${gzipKb(file).toFixed(1)} KB`);
console.log(`All JavaScript:    ${total.toFixed(1)} KB gzipped in ${allJs.length} file(s)`);
if (step1 > STEP_1_BUDGET_KB) {
  console.error(`Step 1 is over budget by ${(step1 - STEP_1_BUDGET_KB).toFixed(1)} KB.`);
  process.exit(1);
}
