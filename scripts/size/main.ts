// `npm run size` (and a stage of `npm test`, after the build): prints what
// step 1 and the whole widget download, gzipped, with step 1 split into React,
// the other libraries and our own code, and fails over either budget.
import { BUDGETS, measure, overBudget } from './measure.ts';
import { splitBySource } from './split.ts';

const dist = process.argv[2] ?? 'dist';
let sizes;
try {
  sizes = measure(dist);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// Two decimals and the bytes left: near the budget, "97.0 KB" alone reads as over it.
const step1Left = Math.round((BUDGETS.step1Kb - sizes.step1Kb) * 1024);
console.log(
  `Step 1 JavaScript, heaviest language: ${sizes.step1Kb.toFixed(2)} KB gzipped (budget ${BUDGETS.step1Kb} KB, ${step1Left} bytes left; aim 90 KB); its files in Czech:`,
);
for (const { file, gzipKb } of sizes.step1) console.log(`  ${file}  ${gzipKb.toFixed(2)} KB`);
const split = splitBySource(dist, sizes.step1.map(({ file }) => file));
if (split) {
  console.log(`  React alone:             ${split.reactKb.toFixed(1)} KB`);
  console.log(`  React + other libraries: ${split.librariesKb.toFixed(1)} KB (jotai, wouter, Lingui, r2wc; valibot loads with later answers)`);
  console.log(`  widget code, CSS, texts: ${(sizes.step1Kb - split.librariesKb).toFixed(1)} KB`);
} else {
  console.log('  (no source maps in dist/: no breakdown)');
}
console.log('Per language (step 1 with its texts | a booking, step 1 to step 5):');
for (const { lang, step1Kb, bookingKb } of sizes.languages) {
  console.log(`  ${lang}  ${step1Kb.toFixed(2)} KB (budget ${BUDGETS.step1Kb})  |  ${bookingKb.toFixed(1)} KB (budget ${BUDGETS.bookingKb})`);
}
console.log(`All JavaScript, Czech and English texts: ${sizes.totalKb.toFixed(1)} KB gzipped (budget ${BUDGETS.totalKb} KB)`);
console.log(`All JavaScript, every language:          ${sizes.totalEveryLanguageKb.toFixed(1)} KB gzipped in ${sizes.all.length} file(s)`);

const problems = overBudget(sizes);
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
