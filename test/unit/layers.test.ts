// The layers of docs/architecture.md, held: each folder of src/ imports only
// the folders below it (type imports and lazy imports count too), so the data
// goes one way and what one widget owns stays below the screens that read it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
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
  steps: ['api', 'booking', 'calendar', 'config', 'i18n', 'state', 'theme', 'ui', 'widget'],
  app: ['api', 'booking', 'config', 'i18n', 'state', 'steps', 'theme', 'ui', 'widget'],
  element: ['api', 'app', 'booking', 'config', 'i18n', 'state', 'theme', 'widget'],
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

/** Every import of another folder of src/: "from" (values and types) and import() alike. */
function crossings(): { file: string; from: string; to: string }[] {
  return sourceFiles(SRC).flatMap((file) => {
    const from = layerOf(file);
    const code = readFileSync(file, 'utf8');
    return [...code.matchAll(/(?:from\s*|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].flatMap((match) => {
      const to = layerOf(resolve(dirname(file), match[1]!));
      return to === from ? [] : [{ file: relative(SRC, file), from, to }];
    });
  });
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

  it('finds the crossings it checks (the scan is not empty)', () => {
    const seen = new Set(crossings().map(({ from, to }) => `${from}->${to}`));
    expect(seen).toContain('steps->state');
    expect(seen).toContain('element->app');
  });
});
