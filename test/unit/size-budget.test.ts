// The size budget (issue 8) is part of `npm test`: these tests show that the
// check trips on a build over either limit, on a made-up dist/ folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { BUDGETS, ENTRY, measure, overBudget } from '../../scripts/size/measure.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bw-size-'));
  made.push(dir);
  return dir;
}

/**
 * A dist/ with an entry, one chunk it imports, step 2 (on the booking path) and
 * a page off it, of random (incompressible) bytes.
 */
function fakeBuild(kb: { entry: number; shared: number; step2: number; page: number; german?: number; germanLater?: number }): string {
  const dist = tempDist();
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'chunks'));
  // Random bytes do not compress: gzipped, a file stays its own size.
  const write = (file: string, size: number) => writeFileSync(join(dist, file), randomBytes(Math.round(size * 1024)));
  write('booking-widget.js', kb.entry);
  write('chunks/shared.js', kb.shared);
  write('chunks/step-2.js', kb.step2);
  write('chunks/reviews.js', kb.page);
  write('chunks/texts-de.js', kb.german ?? 0);
  write('chunks/later-texts-de.js', kb.germanLater ?? 0);
  const manifest = {
    'src/i18n/languages/de.ts': { file: 'chunks/texts-de.js', name: 'texts-de' },
    'src/i18n/languages/later/de.ts': { file: 'chunks/later-texts-de.js', name: 'later-texts-de' },
    [ENTRY]: { file: 'booking-widget.js', imports: ['_shared.js'], dynamicImports: ['src/screens/step-2/index.ts'] },
    '_shared.js': { file: 'chunks/shared.js' },
    'src/screens/step-2/index.ts': { file: 'chunks/step-2.js', imports: ['_shared.js'] },
    'src/screens/reviews/index.ts': { file: 'chunks/reviews.js', imports: ['_shared.js'] },
  };
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe('size budget', () => {
  it('counts step 1, a booking through the steps and every script', () => {
    const sizes = measure(fakeBuild({ entry: 40, shared: 20, step2: 30, page: 10 }));
    expect(sizes.step1.map((file) => file.file).sort()).toEqual(['booking-widget.js', 'chunks/shared.js']);
    expect(sizes.step1Kb).toBeGreaterThan(59);
    expect(sizes.step1Kb).toBeLessThan(61);
    expect(sizes.bookingPathKb).toBeGreaterThan(89);
    expect(sizes.bookingPathKb).toBeLessThan(91);
    expect(sizes.totalKb).toBeGreaterThan(99);
    // Brotli beside gzip, over the same files (random bytes: about their own size in both).
    expect(sizes.brotli.step1Kb).toBeCloseTo(sizes.step1.reduce((total, file) => total + file.brotliKb, 0));
    expect(sizes.brotli.step1Kb).toBeGreaterThan(59);
    expect(sizes.brotli.totalKb).toBeGreaterThan(99);
    expect(overBudget(sizes)).toEqual([]);
  });

  it('fails a step 1 over 97 KB (issue 30 set it)', () => {
    const sizes = measure(fakeBuild({ entry: 87, shared: 12, step2: 1, page: 1 }));
    expect(BUDGETS.step1Kb).toBe(97);
    expect(sizes.step1Kb).toBeGreaterThan(BUDGETS.step1Kb);
    expect(overBudget(sizes)).toEqual([expect.stringMatching(/^Step 1 \(in its heaviest language\) is 99\.\d KB, over its 97 KB budget/)]);
  });

  it('lets a step 1 of 96 KB pass', () => {
    expect(overBudget(measure(fakeBuild({ entry: 82, shared: 14, step2: 1, page: 1 })))).toEqual([]);
  });

  it("counts a language's own texts in its step 1 and its booking, and fails the language that goes over", () => {
    const sizes = measure(fakeBuild({ entry: 82, shared: 14, step2: 1, page: 1, german: 2, germanLater: 4 }));
    const german = sizes.languages.find((language) => language.lang === 'de')!;
    const czech = sizes.languages.find((language) => language.lang === 'cs')!;
    expect(german.step1Kb - czech.step1Kb).toBeGreaterThan(1.9);
    expect(german.bookingKb - czech.bookingKb).toBeGreaterThan(5.9);
    expect(overBudget(sizes)).toEqual([expect.stringMatching(/^Step 1 \(in its heaviest language\) is 98\.\d KB/)]);
  });

  it("counts every language's texts in every script, though no guest downloads two languages", () => {
    const without = measure(fakeBuild({ entry: 60, shared: 20, step2: 10, page: 138 })).totalKb;
    const sizes = measure(fakeBuild({ entry: 60, shared: 20, step2: 10, page: 138, german: 2, germanLater: 4 }));
    expect(sizes.totalKb - without).toBeGreaterThan(5.9);
    expect(overBudget(sizes)).toEqual([expect.stringMatching(/^Every script \(every language\) is 23[34]\.\d KB, over its 230 KB budget/)]);
  });

  it('fails a booking over 150 KB while step 1 fits', () => {
    const sizes = measure(fakeBuild({ entry: 60, shared: 20, step2: 75, page: 1 }));
    expect(overBudget(sizes)).toEqual([expect.stringMatching(/^A booking, step 1 to step 5 \(in its heaviest language\), is 155\.\d KB, over its 150 KB budget/)]);
  });

  it('fails a whole widget over its ceiling while a booking fits', () => {
    const sizes = measure(fakeBuild({ entry: 60, shared: 20, step2: 10, page: 145 }));
    expect(sizes.bookingPathKb).toBeLessThan(BUDGETS.bookingKb);
    expect(overBudget(sizes)).toEqual([expect.stringMatching(/^Every script \(every language\) is 235\.\d KB, over its 230 KB budget/)]);
  });

  it('makes `npm run size`, the stage of `npm test`, exit non-zero and say why', () => {
    const built = fakeBuild({ entry: 98, shared: 1, step2: 1, page: 1 });
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/size/main.ts', built], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Step 1 \(in its heaviest language\) is 99\.\d KB, over its 97 KB budget/);
    const fits = fakeBuild({ entry: 50, shared: 1, step2: 1, page: 1 });
    expect(spawnSync(process.execPath, ['--import', 'tsx', 'scripts/size/main.ts', fits]).status).toBe(0);
  });

  it('refuses to measure a folder that was not built', () => {
    expect(() => measure(tempDist())).toThrow(/manifest\.json is missing/);
  });
});
