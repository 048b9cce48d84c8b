// A tiny project in a temporary folder, built with the build's own plugins: the
// tests of the library edits (scripts/library-edits.ts) make a library's file
// carry its text, lose it or move, and see what the build does.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build as rolldownBuild, type RolldownPlugin } from 'rolldown';
import { build as viteBuild, type Plugin, type Rollup } from 'vite';

const made: string[] = [];

/** Writes `files` (path -> text) under a new folder; returns the folder. */
export function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'bw-edits-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

export function removeFixtures(): void {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
}

/** Rolldown alone: the entry `main.js` of `root`, every output's code joined. */
export async function bundle(root: string, plugins: RolldownPlugin[]): Promise<string> {
  const { output } = await rolldownBuild({ cwd: root, input: join(root, 'main.js'), plugins, write: false, logLevel: 'silent' });
  return output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
}

/** Vite's build of `root`'s index.js (where Vite's own helpers are needed), every output's code joined. */
export async function viteBundle(root: string, plugins: Plugin[], rollupOptions: Rollup.InputOptions = {}): Promise<string> {
  const result = await viteBuild({
    root,
    configFile: false,
    // As the widget's build: chunks found relative to the script.
    base: './',
    logLevel: 'silent',
    plugins,
    build: { write: false, minify: false, modulePreload: false, rollupOptions: { ...rollupOptions, input: join(root, 'index.js') } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  return outputs.flatMap(({ output }) => output.map((file) => (file.type === 'chunk' ? file.code : ''))).join('\n');
}
