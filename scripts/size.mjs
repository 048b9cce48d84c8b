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
console.log(`Step 1 JavaScript: ${step1.toFixed(1)} KB gzipped in ${eager.size} file(s) (budget ${STEP_1_BUDGET_KB} KB)`);
for (const file of eager) console.log(`  ${file}  ${gzipKb(file).toFixed(1)} KB`);

// Which source wrote each stretch of minified code, from the build's hidden
// source maps (VLQ "mappings": per generated line, segments of column deltas).
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** The file's code in stretches, each with the source it came from ('' when none). */
function stretchesBySource(file) {
  const code = readFileSync(join(DIST, file), 'utf8').split('\n');
  const map = JSON.parse(readFileSync(join(DIST, `${file}.map`), 'utf8'));
  const stretches = [];
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    let column = 0;
    const starts = [];
    for (const segment of line.split(',').filter(Boolean)) {
      const [columnDelta, sourceDelta] = decodeVlq(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      starts.push({ column, source: sourceDelta === undefined ? '' : map.sources[source] });
    }
    const text = code[index] ?? '';
    starts.forEach((start, i) => stretches.push({ source: start.source, text: text.slice(start.column, starts[i + 1]?.column ?? text.length) }));
  });
  return stretches;
}

const REACT = /node_modules\/(react|react-dom|scheduler)\//;
const gzipText = (text) => gzipSync(text, { level: 9 }).length / 1024;
try {
  const stretches = [...eager].flatMap(stretchesBySource);
  const of = (keep) => gzipText(stretches.filter(keep).map((stretch) => stretch.text).join(''));
  const react = of((stretch) => REACT.test(stretch.source));
  const libraries = of((stretch) => stretch.source.includes('node_modules/'));
  console.log(`  React alone:             ${react.toFixed(1)} KB`);
  console.log(`  React + other libraries: ${libraries.toFixed(1)} KB (jotai, wouter, Lingui, valibot, r2wc, date-fns)`);
  console.log(`  widget code, CSS, texts: ${(step1 - libraries).toFixed(1)} KB`);
} catch {
  console.log('  (no source maps in dist/: no breakdown)');
}
const total = allJs.reduce((sum, file) => sum + gzipKb(file), 0);
console.log(`All JavaScript:    ${total.toFixed(1)} KB gzipped in ${allJs.length} file(s)`);
if (step1 > STEP_1_BUDGET_KB) {
  console.error(`Step 1 is over budget by ${(step1 - STEP_1_BUDGET_KB).toFixed(1)} KB.`);
  process.exit(1);
}
