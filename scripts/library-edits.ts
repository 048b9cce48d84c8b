import type { Plugin } from 'vite';

// A few build plugins still change the text of libraries the widget ships
// (short-library-notes.ts, plain-dynamic-imports.ts, library-redirects.ts).
// Each change is a rule written against one pinned version. An upgrade can
// remove a rule's text or move its file, and the rule then silently changes
// nothing: jotai 3.0.1 moved esm/react.mjs to dist/react.js and the notes were
// shipped in full with no word. So every rule is counted in every build, and a
// build in which a rule changed nothing fails, naming the rule and the files
// it looked at, so the maintainer of the upgrade updates or drops it.

export interface EditTally {
  /** `rule` looked at `file` (matched its path), whether or not it changed anything there. */
  looked(rule: string, file: string): void;
  /** `rule` changed something, `times` times. */
  changed(rule: string, times?: number): void;
  /** What each rule changed in this build. */
  counts(): ReadonlyMap<string, number>;
  /** One line for each rule that changed nothing, saying where it looked. */
  unapplied(): string[];
  reset(): void;
}

export function editTally(rules: readonly string[]): EditTally {
  const changes = new Map<string, number>();
  const files = new Map<string, Set<string>>();
  const known = (rule: string) => {
    if (!rules.includes(rule)) throw new Error(`library-edits: no rule '${rule}'`);
  };
  const reset = () => {
    for (const rule of rules) {
      changes.set(rule, 0);
      files.set(rule, new Set());
    }
  };
  reset();
  return {
    looked(rule, file) {
      known(rule);
      files.get(rule)!.add(file);
    },
    changed(rule, times = 1) {
      known(rule);
      changes.set(rule, changes.get(rule)! + times);
    },
    counts: () => new Map(changes),
    unapplied: () =>
      rules
        .filter((rule) => changes.get(rule) === 0)
        .map((rule) => {
          const seen = [...files.get(rule)!];
          const where = seen.length === 0 ? 'no file of this build matched it (did the library move or rename its file?)' : `its text is not in ${seen.join(', ')}`;
          return `'${rule}' changed nothing: ${where}`;
        }),
    reset,
  };
}

/**
 * The hooks that give a plugin's tally a fresh start in every build and fail
 * the build once the bundle is written out in memory (after every transform and
 * renderChunk) when one of its rules changed nothing. The dev server and Vitest
 * never reach generateBundle: they load modules one by one, so "nowhere" cannot
 * be told there.
 */
export function failWhenUnapplied(plugin: string, tally: EditTally): Pick<Plugin, 'buildStart' | 'generateBundle'> {
  return {
    buildStart() {
      tally.reset();
    },
    generateBundle() {
      const unapplied = tally.unapplied();
      if (unapplied.length > 0) {
        this.error(`${plugin}: ${unapplied.join('; ')}. Look at the library's new version: update the rule or drop it.`);
      }
    },
  };
}
