// `npm run size` (and a stage of `npm test`, after the build): prints, for each
// language, step 1, a booking and every script a guest of that language can
// download, gzipped (the budgets) with brotli beside it; step 1's files and how
// much of them is React, the other libraries and our own code; and fails over
// any budget.
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

const kb = (value: number) => `${value.toFixed(1).padStart(5)} KB`;
console.log(
  `Gzipped per language, brotli in brackets; budgets: step 1 ${BUDGETS.step1Kb} KB, a booking ${BUDGETS.bookingKb} KB, every script of one language ${BUDGETS.languageKb} KB`,
);
console.log('        step 1                 a booking (steps 1-5)   every script');
for (const { lang, step1Kb, bookingKb, languageKb, brotli } of sizes.languages) {
  console.log(`  ${lang}    ${kb(step1Kb)} [${kb(brotli.step1Kb)}]   ${kb(bookingKb)} [${kb(brotli.bookingKb)}]   ${kb(languageKb)} [${kb(brotli.languageKb)}]`);
}
const czech = sizes.languages[0]!;
console.log(`Step 1 in ${czech.lang}, ${czech.step1.length} file(s):`);
for (const { file, gzipKb, brotliKb } of czech.step1) console.log(`  ${file}  ${gzipKb.toFixed(2)} KB [${brotliKb.toFixed(2)} KB]`);
const split = splitBySource(
  dist,
  czech.step1.map(({ file }) => file),
);
if (split) {
  console.log(`  React alone:             ${kb(split.reactKb)}`);
  console.log(`  React + other libraries: ${kb(split.librariesKb)} (every other library step 1 runs)`);
  console.log(`  widget code, CSS, texts: ${kb(czech.step1Kb - split.librariesKb)}`);
} else {
  console.log('  (no source maps in dist/: no breakdown)');
}
console.log(`Every script in dist/, every language's texts: ${kb(sizes.allKb)} in ${sizes.all.length} file(s) (what a provider hosts; no budget)`);

const problems = overBudget(sizes);
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
