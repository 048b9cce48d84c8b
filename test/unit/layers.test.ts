// The layers of docs/architecture.md, held: each folder of src/ imports only
// the folders below it (type imports and lazy imports count too), so the data
// goes one way and what one widget owns stays below the screens that read it.
// No file reaches itself through its imports.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/** The files `file` imports by a relative path: "from" (values and types) and import() alike. */
function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/(?:from\s*|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => resolve(dirname(file), match[1]!));
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

  it('finds a circle where there is one, a type import included (the check is not empty)', () => {
    // As client.ts and later-calls.ts were: one loads the other on demand, which imports a type back.
    const folder = mkdtempSync(join(tmpdir(), 'bw-circle-'));
    writeFileSync(join(folder, 'client.ts'), "const later = () => import('./later-calls.ts');\nexport const client = { later };");
    writeFileSync(join(folder, 'later-calls.ts'), "import type { client } from './client.ts';\nexport type Core = typeof client;");
    try {
      expect(circles(sourceFiles(folder))).toHaveLength(1);
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
