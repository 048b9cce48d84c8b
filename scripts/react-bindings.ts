import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const REACT_BINDINGS = fileURLToPath(new URL('../src/ui/react-bindings.ts', import.meta.url));

/** React's own packages are CommonJS and read React's internals, which the bindings do not re-export. */
const REACT_ITSELF = /node_modules\/(react|react-dom|scheduler)\//;

/** Where an import of `source` from `importer` should go: the bindings, or null for the usual resolution. */
export function reactImportTarget(source: string, importer: string | undefined): string | null {
  if (source !== 'react' || !importer || importer === REACT_BINDINGS) return null;
  return REACT_ITSELF.test(importer) ? null : REACT_BINDINGS;
}

/**
 * Points the build's ES-module imports of 'react' (the widget's and its
 * libraries': jotai, wouter, Lingui, r2wc) at src/ui/react-bindings.ts, so each
 * hook call is a short call instead of the CommonJS interop `(0, react.useRef)(`.
 */
export function reactBindings(): Plugin {
  return {
    name: 'bw-react-bindings',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) => reactImportTarget(source, importer),
  };
}
