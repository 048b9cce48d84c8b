// The built files and how they load one another, from Vite's manifest and the
// build's hidden source maps: which files a guest's browser fetches for step 1,
// for a booking and at most, in one language. The chunks are the bundler's
// (they follow the code's dynamic imports), so nothing here knows a chunk by its
// name: a file is known by the source modules it holds.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ENTRY = 'src/element/index.ts';

/** A language's step-1 pack and its later screens' catalog (src/i18n/packs.ts). */
export const languageModules = (lang: string): string[] => [`src/i18n/languages/${lang}.ts`, `src/i18n/languages/later/${lang}.ts`];

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}

export interface BuildGraph {
  /** The files of `keys` and of everything they import statically: what loads with them. */
  loadedWith(keys: readonly string[]): Set<string>;
  /**
   * What a guest can fetch from `keys` on: static imports and every dynamic import
   * whose file holds none of the modules `skipped` says no to.
   */
  reachable(keys: readonly string[], skipped: (module: string) => boolean): Set<string>;
}

/** Source paths as the project names them ("src/app/Routes.tsx", "node_modules/lean-qr/index.mjs"). */
const projectPath = (source: string): string => source.replace(/^(\.\.\/)+/, '');

/** The source modules a file holds: its manifest key, and every source of its map when there is one. */
function modulesOf(dist: string, key: string, chunk: ManifestChunk): string[] {
  const own = chunk.src ? [chunk.src] : key.startsWith('_') ? [] : [key];
  try {
    const map = JSON.parse(readFileSync(join(dist, `${chunk.file}.map`), 'utf8')) as { sources: string[] };
    return [...own, ...map.sources.map(projectPath)];
  } catch {
    return own;
  }
}

export function readGraph(dist: string): BuildGraph {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  } catch {
    throw new Error(`${dist}/.vite/manifest.json is missing: build first (npx vite build).`);
  }
  if (!manifest[ENTRY]) throw new Error(`the manifest has no entry ${ENTRY}`);
  const modules = new Map(Object.entries(manifest).map(([key, chunk]) => [key, modulesOf(dist, key, chunk)]));
  const walk = (keys: readonly string[], follow: (key: string) => boolean, dynamic: boolean): Set<string> => {
    const files = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
      if (dynamic) for (const imported of chunk.dynamicImports ?? []) if (follow(imported)) visit(imported);
    };
    keys.forEach(visit);
    return files;
  };
  return {
    loadedWith: (keys) => walk(keys, () => false, false),
    reachable: (keys, skipped) => walk(keys, (key) => !(modules.get(key) ?? []).some(skipped), true),
  };
}
