import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { editTally, failWhenUnapplied } from './library-edits.ts';

// Two imports inside wouter go elsewhere in the build, each counted
// (library-edits.ts), so a wouter that moves the importing file or drops the
// import fails the build instead of quietly shipping what the redirect kept out:
// - its default location hooks (use-browser-location.js), which the widget never
//   runs (every Router gets the widget's own location, src/app/router.ts), go to
//   a stub that throws (docs/step-1-budget.md);
// - its useSyncExternalStore goes to React's own instead of the shim for React
//   < 18, which ships its fallback code; React 19 has the hook built in.

export interface Redirect {
  rule: string;
  /** The library file that imports `source`. */
  importer: RegExp;
  source: string;
  /** A file, or a package to resolve in its place. */
  target: string;
}

export const WOUTER_REDIRECTS: readonly Redirect[] = [
  {
    rule: "wouter's browser location",
    importer: /node_modules\/wouter\/src\/index\.js$/,
    source: './use-browser-location.js',
    target: fileURLToPath(new URL('../src/app/wouter/no-browser-location.ts', import.meta.url)),
  },
  {
    rule: "wouter's useSyncExternalStore shim",
    importer: /node_modules\/wouter\/src\/use-sync-external-store\.js$/,
    source: 'use-sync-external-store/shim/index.js',
    target: 'react',
  },
];

export function libraryRedirects(redirects: readonly Redirect[] = WOUTER_REDIRECTS): Plugin {
  const tally = editTally(redirects.map((redirect) => redirect.rule));
  return {
    name: 'booking-widget:library-redirects',
    enforce: 'pre',
    ...failWhenUnapplied('library-redirects', tally),
    async resolveId(source, importer) {
      if (!importer) return null;
      for (const redirect of redirects.filter((candidate) => candidate.importer.test(importer))) {
        tally.looked(redirect.rule, importer);
        if (source !== redirect.source) continue;
        tally.changed(redirect.rule);
        if (redirect.target.startsWith('/')) return redirect.target;
        return this.resolve(redirect.target, importer, { skipSelf: true });
      }
      return null;
    },
  };
}
