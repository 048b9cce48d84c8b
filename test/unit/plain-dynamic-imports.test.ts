// The build unwraps Vite's preload calls (scripts/plain-dynamic-imports.ts):
// with preloading off they only call their loader; an edit that changes
// nothing in a build fails it (scripts/library-edits.ts).
import type { Plugin } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { plainDynamicImports, unwrapPreloads } from '../../scripts/plain-dynamic-imports.ts';
import { fixture, removeFixtures, viteBundle } from './support/fixture-build.ts';

describe('unwrapPreloads', () => {
  it('leaves the import and what follows it, for every call', () => {
    const code = [
      'const a = () => __vitePreload(() => import("./chunks/a.js").then((n) => n.o), __VITE_PRELOAD__, import.meta.url);',
      'const b = () => Promise.all([__vitePreload(() => import("./chunks/b.js"), __VITE_PRELOAD__, import.meta.url), c()]);',
    ].join('\n');
    expect(unwrapPreloads(code)).toBe(
      ['const a = () => import("./chunks/a.js").then((n) => n.o);', 'const b = () => Promise.all([import("./chunks/b.js"), c()]);'].join('\n'),
    );
  });

  it('makes a loader that picks names from one import that import', () => {
    const code =
      'load(__vitePreload(async () => {\n\tconst { placeTooltip } = await import("./chunks/t.js");\n\treturn { placeTooltip };\n}, __VITE_PRELOAD__, import.meta.url).then(({ placeTooltip }) => placeTooltip()));';
    expect(unwrapPreloads(code)).toBe('load(import("./chunks/t.js").then(({ placeTooltip }) => placeTooltip()));');
  });

  it("keeps the accessor that reaches a module in a chunk it shares with others, in a picking loader", () => {
    // Rolldown's shape when the module is grouped with another (vite.config.ts, codeSplitting):
    // the chunk exports short names, and `.then((n) => n.t)` is the module's own namespace.
    const code =
      'load(__vitePreload(async () => {\n\tconst { hostApi } = await import("./chunks/host-page.js").then((n) => n.t);\n\treturn { hostApi };\n}, __VITE_PRELOAD__, import.meta.url).then(({ hostApi }) => hostApi()));';
    expect(unwrapPreloads(code)).toBe('load(import("./chunks/host-page.js").then((n) => n.t).then(({ hostApi }) => hostApi()));');
  });

  it('keeps a loader with two imports, which is more than a pick', () => {
    const code =
      'x(__vitePreload(async () => { const { a } = await import("./a.js"); const { b } = await import("./b.js"); return { a, b }; }, __VITE_PRELOAD__, import.meta.url));';
    expect(unwrapPreloads(code)).toBe(code);
  });

  it('keeps a call it does not recognise as it is', () => {
    const code = 'x(__vitePreload(() => import("./a.js"), ["./dep.js"], import.meta.url));';
    expect(unwrapPreloads(code)).toBe(code);
  });
});

/** A widget with a lazy screen and a loader that picks one name from it. */
const LAZY = {
  'index.js': 'globalThis.screen = () => import("./screen.js");\nglobalThis.pick = () => import("./screen.js").then(({ title }) => title);',
  'screen.js': "export const title = 'later';",
};

describe("the build's plain dynamic imports", () => {
  afterEach(removeFixtures);

  it("leaves no trace of Vite's preload helper", async () => {
    const code = await viteBundle(fixture(LAZY), [plainDynamicImports()]);
    expect(code).toContain('import("./screen-');
    expect(code).not.toMatch(/__vitePreload|vite:preloadError/);
  });

  it('fails when Vite renamed or moved its helper module, which would then ship', async () => {
    const plugin = plainDynamicImports({ helper: '\0vite/preload-helper-moved.js' });
    await expect(viteBundle(fixture(LAZY), [plugin])).rejects.toThrow(/'Vite's preload helper as a plain call' changed nothing: no file of this build matched it/);
  });

  it('fails when the preload calls have another shape, so none is unwrapped', async () => {
    // What a Vite that changed its call would write: an extra argument after the tail this build knows.
    const reshaped: Plugin = {
      name: 'a-vite-with-another-call',
      enforce: 'pre',
      renderChunk: (code) => code.replaceAll('__VITE_PRELOAD__, import.meta.url)', '__VITE_PRELOAD__, import.meta.url, "v9")'),
    };
    await expect(viteBundle(fixture(LAZY), [reshaped, plainDynamicImports()])).rejects.toThrow(
      /'Vite's preload calls unwrapped' changed nothing: its text is not in chunk index/,
    );
  });
});
