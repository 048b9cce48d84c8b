// Which built file holds a source module, read from the build's manifest: the
// chunks follow the code's dynamic imports and take Rolldown's names, so a test
// names the module it means (a screen, a language's texts), never a chunk.
import { readFileSync } from 'node:fs';

const MANIFEST = new URL('../../../dist/.vite/manifest.json', import.meta.url);

/** The file (relative to dist/) that loads `module` on demand, as the last build wrote it. */
export function chunkFile(module: string): string {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[module];
  if (!chunk) throw new Error(`${module} is no file of its own in dist/ (build first; is it loaded on demand?)`);
  return chunk.file;
}

/** A URL of the file that holds `module`. */
export const chunkUrl = (module: string): RegExp => new RegExp(`/${chunkFile(module).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The modules the tests name. */
export const MODULES = {
  czechTexts: 'src/i18n/languages/cs.ts',
  step: (screen: 2 | 3 | 4 | 5) => `src/screens/step-${screen}/index.ts`,
  nearestStays: 'src/screens/nearest-stays/index.ts',
  priceLists: 'src/screens/price-lists/index.ts',
  phoneCheck: 'src/booking/phone-validity.ts',
} as const;
