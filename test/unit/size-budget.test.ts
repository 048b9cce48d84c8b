// The size budgets (issue 48) are part of `npm test`: these tests show that the
// check trips on a made-up dist/ over each limit, in the one language over it.
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

interface FakeKb {
  entry: number;
  shared?: number;
  step2?: number;
  /** A page beside the booking (src/screens/pages.ts): loaded only on occasion. */
  page?: number;
  /** A lazy import that no one has named occasional. */
  unnamed?: number;
  /** Each language's step-1 pack and later catalog; Czech and German. */
  czech?: number;
  czechLater?: number;
  german?: number;
  germanLater?: number;
  /** embed.js, which nothing imports. */
  embed?: number;
}

/** A dist/ as Vite writes it, of random (incompressible) bytes: gzipped, a file stays its own size. */
function fakeBuild(kb: FakeKb): string {
  const dist = tempDist();
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'chunks'));
  const write = (file: string, size = 0) => writeFileSync(join(dist, file), randomBytes(Math.round(size * 1024)));
  const files: [string, number | undefined][] = [
    ['booking-widget.js', kb.entry],
    ['chunks/shared.js', kb.shared],
    ['chunks/step-2.js', kb.step2],
    ['chunks/pages.js', kb.page],
    ['chunks/new-thing.js', kb.unnamed],
    ['chunks/cs.js', kb.czech],
    ['chunks/cs-later.js', kb.czechLater],
    ['chunks/de.js', kb.german],
    ['chunks/de-later.js', kb.germanLater],
    ['embed.js', kb.embed],
  ];
  for (const [file, size] of files) write(file, size);
  const manifest = {
    [ENTRY]: {
      file: 'booking-widget.js',
      imports: ['_shared.js'],
      dynamicImports: ['src/screens/step-2/index.ts', 'src/screens/pages.ts', 'src/screens/new-thing.ts', 'src/i18n/languages/cs.ts', 'src/i18n/languages/de.ts'],
    },
    '_shared.js': { file: 'chunks/shared.js' },
    'src/screens/step-2/index.ts': { file: 'chunks/step-2.js', src: 'src/screens/step-2/index.ts', imports: ['_shared.js'] },
    'src/screens/pages.ts': { file: 'chunks/pages.js', src: 'src/screens/pages.ts', imports: ['_shared.js'] },
    'src/screens/new-thing.ts': { file: 'chunks/new-thing.js', src: 'src/screens/new-thing.ts' },
    'src/i18n/languages/cs.ts': { file: 'chunks/cs.js', src: 'src/i18n/languages/cs.ts', dynamicImports: ['src/i18n/languages/later/cs.ts'] },
    'src/i18n/languages/later/cs.ts': { file: 'chunks/cs-later.js', src: 'src/i18n/languages/later/cs.ts' },
    'src/i18n/languages/de.ts': { file: 'chunks/de.js', src: 'src/i18n/languages/de.ts', dynamicImports: ['src/i18n/languages/later/de.ts'] },
    'src/i18n/languages/later/de.ts': { file: 'chunks/de-later.js', src: 'src/i18n/languages/later/de.ts' },
  };
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

const language = (dist: string, lang: string) => measure(dist).languages.find((sizes) => sizes.lang === lang)!;

describe('size budgets', () => {
  it("counts, per language, step 1 with its texts, a booking and every script of the language, never another language's texts", () => {
    const dist = fakeBuild({ entry: 40, shared: 20, step2: 30, page: 10, czech: 2, czechLater: 4, german: 3, germanLater: 5, embed: 1 });
    const czech = language(dist, 'cs');
    expect(czech.step1.map((file) => file.file).sort()).toEqual(['booking-widget.js', 'chunks/cs.js', 'chunks/shared.js']);
    expect(czech.step1Kb).toBeCloseTo(62, 0);
    // Step 2 and the later catalog; not the page beside the booking.
    expect(czech.bookingKb).toBeCloseTo(96, 0);
    // The page and embed.js too; German's texts not.
    expect(czech.languageKb).toBeCloseTo(107, 0);
    const german = language(dist, 'de');
    expect(german.step1Kb).toBeCloseTo(63, 0);
    expect(german.languageKb).toBeCloseTo(109, 0);
    // Brotli beside gzip, over the same files (random bytes: about their own size in both).
    expect(czech.brotli.step1Kb).toBeCloseTo(czech.step1Kb, 0);
    expect(overBudget(measure(dist))).toEqual([]);
  });

  it('counts a lazy import in a booking until it is named as loaded only on occasion', () => {
    const without = language(fakeBuild({ entry: 40 }), 'cs').bookingKb;
    expect(language(fakeBuild({ entry: 40, unnamed: 10 }), 'cs').bookingKb - without).toBeCloseTo(10, 0);
    expect(language(fakeBuild({ entry: 40, page: 10 }), 'cs').bookingKb - without).toBeCloseTo(0, 0);
  });

  it(`fails a step 1 over ${BUDGETS.step1Kb} KB in the one language whose texts take it over`, () => {
    expect(BUDGETS.step1Kb).toBe(105);
    const sizes = measure(fakeBuild({ entry: 94, shared: 9, czech: 1, german: 3 }));
    expect(overBudget(sizes)).toEqual([expect.stringMatching(/^Step 1 in de is 106\.\d KB, over its 105 KB budget/)]);
  });

  it('lets a step 1 of 104 KB pass', () => {
    expect(overBudget(measure(fakeBuild({ entry: 94, shared: 9, czech: 1, german: 1 })))).toEqual([]);
  });

  it(`fails a booking over ${BUDGETS.bookingKb} KB while step 1 fits`, () => {
    expect(BUDGETS.bookingKb).toBe(160);
    const sizes = measure(fakeBuild({ entry: 90, step2: 69, czechLater: 3 }));
    expect(overBudget(sizes)).toEqual([expect.stringMatching(/^A booking, step 1 to step 5, in cs is 162\.\d KB, over its 160 KB budget/)]);
  });

  it(`fails every script of a language over ${BUDGETS.languageKb} KB while its booking fits`, () => {
    expect(BUDGETS.languageKb).toBe(240);
    const sizes = measure(fakeBuild({ entry: 90, step2: 60, page: 85, embed: 2, germanLater: 4 }));
    expect(language(fakeBuild({ entry: 90, step2: 60, page: 85, embed: 2, germanLater: 4 }), 'de').bookingKb).toBeLessThan(BUDGETS.bookingKb);
    expect(overBudget(sizes)).toEqual([expect.stringMatching(/^Every script a guest can download in de is 241\.\d KB, over its 240 KB budget/)]);
  });

  it('makes `npm run size`, the stage of `npm test`, print each language and exit non-zero over a budget', () => {
    const over = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/size/main.ts', fakeBuild({ entry: 106 })], { encoding: 'utf8' });
    expect(over.status).toBe(1);
    expect(over.stderr).toMatch(/Step 1 in cs is 106\.\d KB, over its 105 KB budget/);
    const fits = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/size/main.ts', fakeBuild({ entry: 50, czech: 1 })], { encoding: 'utf8' });
    expect(fits.status).toBe(0);
    for (const lang of ['cs', 'en', 'de', 'sk', 'pl', 'uk', 'hu']) expect(fits.stdout).toMatch(new RegExp(`^  ${lang} +5\\d\\.\\d KB`, 'm'));
  });

  it('refuses to measure a folder that was not built', () => {
    expect(() => measure(tempDist())).toThrow(/manifest\.json is missing/);
  });
});
