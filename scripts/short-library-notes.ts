import type { Plugin } from 'vite';
import { editTally, failWhenUnapplied, type EditTally } from './library-edits.ts';

// Libraries step 1 carries ship long developer notes in their production code:
// Lingui a paragraph for catalogs that were not compiled (ours always are) and
// for a missing locale (each widget activates one before rendering), React's
// scheduler a sentence for a call the widget never makes. (jotai's migration
// guide for useAtomValue's `delay` was shortened too, until the widget stopped
// using jotai's useAtomValue: src/widget/atom-value.ts.) The
// build keeps each note's warning or error and shortens its words, and edits
// nothing else. The versions are pinned; a note that no build module carries
// any more (its words changed, or its library moved the file) fails the build
// (library-edits.ts), so an upgrade is looked at rather than carrying the prose
// again unnoticed.

interface Note {
  rule: string;
  file: RegExp;
  text: string;
  short: string;
}

const NOTES: Note[] = [
  {
    rule: "Lingui's missing-locale note",
    file: /node_modules\/@lingui\/core\/dist\/index\.mjs$/,
    text: '"Lingui: Attempted to call a translation function without setting a locale.',
    short: '"Lingui: no locale activated"',
  },
  {
    rule: "the scheduler's forceFrameRate note",
    file: /node_modules\/scheduler\/cjs\/scheduler\.production\.js$/,
    text: '"forceFrameRate takes a positive int between 0 and 125',
    short: '"forceFrameRate takes an int from 0 to 125"',
  },
  {
    rule: "Lingui's uncompiled-message note",
    file: /node_modules\/@lingui\/core\/dist\/index\.mjs$/,
    text: '`Uncompiled message detected! Message:',
    short: '`[lingui] uncompiled message: ${translation}`',
  },
];

/** The end of the string literal that opens at `start` (its quote included). */
function literalEnd(code: string, start: number): number {
  const quote = code[start];
  for (let at = start + 1; at < code.length; at += 1) {
    if (code[at] === '\\') at += 1;
    else if (code[at] === quote) return at + 1;
  }
  return -1;
}

/** `code` with each note of `id`'s library that it carries replaced by its short form, counted in `tally`. */
export function shortenNotes(id: string, code: string, tally: EditTally = editTally(NOTES.map((note) => note.rule))): string {
  let out = code;
  for (const note of NOTES.filter((candidate) => candidate.file.test(id))) {
    tally.looked(note.rule, id);
    const start = out.indexOf(note.text);
    const end = start === -1 ? -1 : literalEnd(out, start);
    if (end === -1) continue;
    out = out.slice(0, start) + note.short + out.slice(end);
    tally.changed(note.rule);
  }
  return out;
}

export function shortLibraryNotes(): Plugin {
  const tally = editTally(NOTES.map((note) => note.rule));
  return {
    name: 'booking-widget:short-library-notes',
    apply: 'build',
    ...failWhenUnapplied('short-library-notes', tally),
    transform(code, id) {
      if (!NOTES.some((note) => note.file.test(id))) return null;
      return { code: shortenNotes(id, code, tally), map: null };
    },
  };
}
