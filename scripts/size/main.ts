// `npm run size` (and a stage of `npm test`, after the build): prints what
// step 1 and the whole widget download, gzipped (the budgets) and in brotli
// beside it, with step 1 split into React, the other libraries and our own
// code, and fails over either budget.
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
  `Step 1 JavaScript, heaviest language: ${sizes.step1Kb.toFixed(2)} KB gzipped (budget ${BUDGETS.step1Kb} KB, ${step1Left} bytes left; aim 90 KB), ${sizes.brotli.step1Kb.toFixed(2)} KB brotli; its files in Czech (gzip | brotli):`,
);
for (const { file, gzipKb, brotliKb } of sizes.step1) console.log(`  ${file}  ${gzipKb.toFixed(2)} KB | ${brotliKb.toFixed(2)} KB brotli`);
const split = splitBySource(dist, sizes.step1.map(({ file }) => file));
if (split) {
  console.log(`  React alone:             ${split.reactKb.toFixed(1)} KB`);
  console.log(`  React + other libraries: ${split.librariesKb.toFixed(1)} KB (jotai, wouter, Lingui, r2wc; valibot loads with later answers)`);
  console.log(`  widget code, CSS, texts: ${(sizes.step1Kb - split.librariesKb).toFixed(1)} KB`);
} else {
  console.log('  (no source maps in dist/: no breakdown)');
}
console.log('Per language (step 1 with its texts | a booking, step 1 to step 5), gzipped, brotli in brackets:');
for (const { lang, step1Kb, bookingKb, step1BrotliKb, bookingBrotliKb } of sizes.languages) {
  console.log(
    `  ${lang}  ${step1Kb.toFixed(2)} KB (budget ${BUDGETS.step1Kb}) [${step1BrotliKb.toFixed(2)} KB]  |  ${bookingKb.toFixed(1)} KB (budget ${BUDGETS.bookingKb}) [${bookingBrotliKb.toFixed(1)} KB]`,
  );
}
console.log(
  `All JavaScript, every language: ${sizes.totalKb.toFixed(1)} KB gzipped (budget ${BUDGETS.totalKb} KB), ${sizes.brotli.totalKb.toFixed(1)} KB brotli, in ${sizes.all.length} file(s)`,
);

const problems = overBudget(sizes);
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
