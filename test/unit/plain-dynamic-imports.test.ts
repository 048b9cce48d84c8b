// The build unwraps Vite's preload calls (scripts/plain-dynamic-imports.ts):
// with preloading off they only call their loader.
import { describe, expect, it } from 'vitest';
import { unwrapPreloads } from '../../scripts/plain-dynamic-imports';

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
