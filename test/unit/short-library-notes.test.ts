// The build shortens libraries' long developer notes (scripts/short-library-notes.ts),
// and a note it no longer finds fails the build: its text gone, or its file moved.
import { afterEach, describe, expect, it } from 'vitest';
import { shortLibraryNotes, shortenNotes } from '../../scripts/short-library-notes.ts';
import { bundle, fixture, removeFixtures } from './support/fixture-build.ts';

const JOTAI = '/x/node_modules/jotai/esm/react.mjs';

afterEach(removeFixtures);

describe('shortenNotes', () => {
  it('keeps the warning and its code, with a one-line note instead of the guide', () => {
    const code = 'if (typeof delay === "number") {\n  console.warn(`[DEPRECATED] delay option is deprecated and will be removed in v3.\n\nMigration guide: \\`x\\`\n`);\n  setTimeout(rerender, delay);\n}';
    expect(shortenNotes(JOTAI, code)).toBe(
      'if (typeof delay === "number") {\n  console.warn("[jotai] the delay option of useAtomValue is deprecated");\n  setTimeout(rerender, delay);\n}',
    );
  });

  it('leaves other files alone', () => {
    const code = 'console.warn(`[DEPRECATED] delay option is deprecated and will be removed in v3.`)';
    expect(shortenNotes('/x/src/app.ts', code)).toBe(code);
  });
});

/** The three libraries' files with their notes, as the pinned versions have them. */
const LIBRARIES = {
  'node_modules/jotai/esm/react.mjs':
    'export function useValue(delay) { if (typeof delay === "number") console.warn(`[DEPRECATED] delay option is deprecated and will be removed in v3.\n\nMigration guide: ...`); }',
  'node_modules/@lingui/core/dist/index.mjs': [
    'export function t() { throw new Error("Lingui: Attempted to call a translation function without setting a locale.\\nMake sure to call `i18n.activate(locale)`"); }',
    'export function compile(translation) { console.warn(`Uncompiled message detected! Message:\n\n> ${translation}\n\nThat means ...`); }',
  ].join('\n'),
  'node_modules/scheduler/cjs/scheduler.production.js':
    'exports.forceFrameRate = function (fps) { console.error("forceFrameRate takes a positive int between 0 and 125, forcing frame rates higher than 125 fps is not supported"); };',
};

function project(libraries: Record<string, string>, jotaiAt = 'node_modules/jotai/esm/react.mjs'): string {
  return fixture({
    ...libraries,
    'main.js': [
      `import { useValue } from './${jotaiAt}';`,
      "import { t, compile } from './node_modules/@lingui/core/dist/index.mjs';",
      "import { forceFrameRate } from './node_modules/scheduler/cjs/scheduler.production.js';",
      'export { useValue, t, compile, forceFrameRate };',
    ].join('\n'),
  });
}

describe('the build with short library notes', () => {
  it('shortens every note of the pinned libraries', async () => {
    const code = await bundle(project(LIBRARIES), [shortLibraryNotes()]);
    expect(code).toContain('[jotai] the delay option of useAtomValue is deprecated');
    expect(code).toContain('Lingui: no locale activated');
    expect(code).toContain('[lingui] uncompiled message: ');
    expect(code).toContain('forceFrameRate takes an int from 0 to 125');
    expect(code).not.toContain('Migration guide');
  });

  it("fails when a library's file no longer carries its note's text", async () => {
    const libraries = { ...LIBRARIES, 'node_modules/jotai/esm/react.mjs': 'export function useValue(delay) { console.warn("reworded"); }' };
    await expect(bundle(project(libraries), [shortLibraryNotes()])).rejects.toThrow(
      /'jotai's delay note' changed nothing: its text is not in .*node_modules\/jotai\/esm\/react\.mjs/,
    );
  });

  it('fails when the library moved its file (as jotai 3.0.1 moved esm/react.mjs to dist/react.js)', async () => {
    const { 'node_modules/jotai/esm/react.mjs': jotai, ...others } = LIBRARIES;
    const moved = project({ ...others, 'node_modules/jotai/dist/react.js': jotai }, 'node_modules/jotai/dist/react.js');
    await expect(bundle(moved, [shortLibraryNotes()])).rejects.toThrow(/'jotai's delay note' changed nothing: no file of this build matched it/);
  });
});
