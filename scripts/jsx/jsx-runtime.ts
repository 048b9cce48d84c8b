// The JSX runtime the widget's components compile against (vite.config.ts
// points `bw-jsx/jsx-runtime` here): React's own, bound once to module
// constants, so each element in the bundle is a short `jsx(` call instead of
// the CommonJS interop `(0, runtime.jsx)(` that React's package gets (about
// 0.15 KB of step 1). It is build glue, not a UI piece: it re-exports React's
// runtime unchanged and edits nothing of React.
import * as runtime from 'react/jsx-runtime';

export const jsx = runtime.jsx;
export const jsxs = runtime.jsxs;
export const Fragment = runtime.Fragment;
