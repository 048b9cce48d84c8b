// The layers of docs/architecture.md, held: each folder of src/ imports only
// the folders below it (type imports and lazy imports count too), so the data
// goes one way and what one widget owns stays below the screens that read it.
// No file reaches itself through its imports.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../../src');

/** What each folder may import besides itself; docs/architecture.md's "may import" column. */
const MAY_IMPORT: Record<string, string[]> = {
  config: [],
  api: [],
  booking: ['api'],
  i18n: ['booking', 'config'],
  widget: ['config'],
  theme: ['api', 'config', 'widget'],
  state: ['api', 'booking', 'config', 'i18n'],
  ui: ['config', 'theme', 'widget'],
  calendar: ['booking', 'i18n', 'state', 'theme', 'ui', 'widget'],
  screens: ['api', 'booking', 'calendar', 'config', 'i18n', 'state', 'theme', 'ui', 'widget'],
  app: ['api', 'booking', 'config', 'i18n', 'state', 'screens', 'theme', 'ui', 'widget'],
  element: ['api', 'app', 'booking', 'calendar', 'config', 'i18n', 'state', 'theme', 'widget'],
  embed: [],
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const layerOf = (path: string): string => relative(SRC, path).split('/')[0]!;

/** How the bundler finds the file of an import written without its extension (`./x`, `./x/index`, `./x/`). */
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file an import names, as the bundler resolves it; the path as written when no file matches (a `.css?inline`). */
function fileOf(importer: string, specifier: string): string {
  const base = resolve(dirname(importer), specifier.split('?')[0]!);
  const file = CANDIDATES.map((ending) => base + ending).find((path) => existsSync(path) && statSync(path).isFile());
  return file ?? base;
}

/** The files `file` imports by a relative path: "from" (values and types), bare `import '…'` and import() alike. */
function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/(?:from\s*|import\s*\(\s*|^\s*import\s*)['"](\.{1,2}\/[^'"]*)['"]/gm)].map((match) => fileOf(file, match[1]!));
}

/** Every import of another folder of src/. */
function crossings(): { file: string; from: string; to: string }[] {
  return sourceFiles(SRC).flatMap((file) => {
    const from = layerOf(file);
    return importsOf(file).flatMap((target) => {
      const to = layerOf(target);
      return to === from ? [] : [{ file: relative(SRC, file), from, to }];
    });
  });
}

/** Each import circle among `files`, as the files on it. */
function circles(files: string[]): string[] {
  const known = new Set(files);
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const target of importsOf(file).filter((candidate) => known.has(candidate))) {
      if (state.get(target) === 'open') found.push([...path.slice(path.indexOf(target)), target].map((at) => relative(SRC, at)).join(' -> '));
      else if (!state.has(target)) visit(target);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return found;
}

describe('the layers of src/', () => {
  it('knows every folder of src/', () => {
    const folders = readdirSync(SRC).filter((name) => statSync(join(SRC, name)).isDirectory());
    expect(folders.sort()).toEqual(Object.keys(MAY_IMPORT).sort());
  });

  it('has each folder import only what lies below it', () => {
    const wrong = crossings()
      .filter(({ from, to }) => !(MAY_IMPORT[from] ?? []).includes(to))
      .map(({ file, to }) => `${file} imports ${to}/`);
    expect(wrong).toEqual([]);
  });

  it('has no import circle: no file reaches itself through its imports', () => {
    expect(circles(sourceFiles(SRC))).toEqual([]);
  });

  it('finds a circle where there is one, written as the code writes imports (the check is not empty)', () => {
    // As Tooltip.tsx and PlacedTooltip.tsx were: one loads the other on demand, which imports a type back;
    // and a folder's index reached through `./folder`, which imports a file that imports the folder again.
    const folder = mkdtempSync(join(tmpdir(), 'bw-circle-'));
    writeFileSync(join(folder, 'Tooltip.tsx'), "const placed = () => import('./PlacedTooltip');\nexport const Tooltip = { placed };");
    writeFileSync(join(folder, 'PlacedTooltip.tsx'), "import type { Tooltip } from './Tooltip';\nexport type Props = typeof Tooltip;");
    mkdirSync(join(folder, 'calendar'));
    writeFileSync(join(folder, 'calendar', 'index.ts'), "export { grid } from './grid';");
    writeFileSync(join(folder, 'calendar', 'grid.ts'), "import { month } from '../month';\nexport const grid = month;");
    writeFileSync(join(folder, 'month.ts'), "import { grid } from './calendar';\nexport const month = 1;\nexport const again = grid;");
    try {
      const found = circles(sourceFiles(folder)).map((circle) => circle.split(' -> ').map((file) => relative(folder, resolve(SRC, file))));
      expect(found.map((files) => [...new Set(files)].sort())).toEqual([['PlacedTooltip.tsx', 'Tooltip.tsx'], ['calendar/grid.ts', 'calendar/index.ts', 'month.ts']]);
    } finally {
      rmSync(folder, { recursive: true });
    }
  });

  it('finds the crossings it checks (the scan is not empty)', () => {
    const seen = new Set(crossings().map(({ from, to }) => `${from}->${to}`));
    expect(seen).toContain('screens->state');
    expect(seen).toContain('element->app');
  });
});
