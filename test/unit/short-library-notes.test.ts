// The build shortens libraries' long developer notes (scripts/short-library-notes.ts),
// and a note it no longer finds fails the build: its text gone, or its file moved.
import { afterEach, describe, expect, it } from 'vitest';
import { shortLibraryNotes, shortenNotes } from '../../scripts/short-library-notes.ts';
import { bundle, fixture, removeFixtures } from './support/fixture-build.ts';

const LINGUI = '/x/node_modules/@lingui/core/dist/index.mjs';
const SCHEDULER = 'node_modules/scheduler/cjs/scheduler.production.js';

afterEach(removeFixtures);

describe('shortenNotes', () => {
  it('keeps the warning and its code, with a one-line note instead of the paragraph', () => {
    const code = 'function compile(translation) {\n  console.warn(`Uncompiled message detected! Message:\n\n> ${translation}\n\nThat means \\`x\\`\n`);\n  return translation;\n}';
    expect(shortenNotes(LINGUI, code)).toBe('function compile(translation) {\n  console.warn(`[lingui] uncompiled message: ${translation}`);\n  return translation;\n}');
  });

  it('leaves other files alone', () => {
    const code = 'console.warn(`Uncompiled message detected! Message:`)';
    expect(shortenNotes('/x/src/app.ts', code)).toBe(code);
  });
});

/** The libraries' files with their notes, as the pinned versions have them. */
const LIBRARIES = {
  'node_modules/@lingui/core/dist/index.mjs': [
    'export function t() { throw new Error("Lingui: Attempted to call a translation function without setting a locale.\\nMake sure to call `i18n.activate(locale)`"); }',
    'export function compile(translation) { console.warn(`Uncompiled message detected! Message:\n\n> ${translation}\n\nThat means ...`); }',
  ].join('\n'),
  [SCHEDULER]:
    'exports.forceFrameRate = function (fps) { console.error("forceFrameRate takes a positive int between 0 and 125, forcing frame rates higher than 125 fps is not supported"); };',
};

function project(libraries: Record<string, string>, schedulerAt = SCHEDULER): string {
  return fixture({
    ...libraries,
    'main.js': [
      "import { t, compile } from './node_modules/@lingui/core/dist/index.mjs';",
      `import { forceFrameRate } from './${schedulerAt}';`,
      'export { t, compile, forceFrameRate };',
    ].join('\n'),
  });
}

describe('the build with short library notes', () => {
  it('shortens every note of the pinned libraries', async () => {
    const code = await bundle(project(LIBRARIES), [shortLibraryNotes()]);
    expect(code).toContain('Lingui: no locale activated');
    expect(code).toContain('[lingui] uncompiled message: ');
    expect(code).toContain('forceFrameRate takes an int from 0 to 125');
    expect(code).not.toContain('That means');
  });

  it("fails when a library's file no longer carries its note's text", async () => {
    const libraries = { ...LIBRARIES, [SCHEDULER]: 'exports.forceFrameRate = function (fps) { console.error("reworded"); };' };
    await expect(bundle(project(libraries), [shortLibraryNotes()])).rejects.toThrow(
      /'the scheduler's forceFrameRate note' changed nothing: its text is not in .*node_modules\/scheduler\/cjs\/scheduler\.production\.js/,
    );
  });

  it('fails when the library moved its file (as jotai 3.0.1 moved esm/react.mjs to dist/react.js)', async () => {
    const { [SCHEDULER]: scheduler, ...others } = LIBRARIES;
    const movedTo = 'node_modules/scheduler/dist/scheduler.js';
    const moved = project({ ...others, [movedTo]: scheduler! }, movedTo);
    await expect(bundle(moved, [shortLibraryNotes()])).rejects.toThrow(/'the scheduler's forceFrameRate note' changed nothing: no file of this build matched it/);
  });
});
