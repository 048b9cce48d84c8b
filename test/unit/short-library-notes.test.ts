// The build shortens libraries' long developer notes (scripts/short-library-notes.ts).
import { describe, expect, it } from 'vitest';
import { shortenNotes } from '../../scripts/short-library-notes';

const JOTAI = '/x/node_modules/jotai/esm/react.mjs';

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

  it('fails the build when a pinned library no longer has its note, so an upgrade gets looked at', () => {
    expect(() => shortenNotes(JOTAI, 'console.warn("something else")')).toThrow(/no longer in/);
  });
});
