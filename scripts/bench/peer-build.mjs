// Builds the bench's peer page (bench/peer/: react-day-picker) with Vite into
// a temporary folder, minified for production like the widget.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';

export async function buildPeer(root) {
  const outDir = mkdtempSync(join(tmpdir(), 'bw-bench-peer-'));
  await build({
    configFile: false,
    root: resolve(root, 'bench/peer'),
    base: './',
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: false },
  });
  return outDir;
}
