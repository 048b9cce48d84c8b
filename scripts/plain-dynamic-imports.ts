import type { Plugin } from 'vite';

// Vite wraps every import() of an app build in its preload helper. When a
// chunk fails to load, that helper fires a `vite:preloadError` event on the
// page's window, and Vite's own docs tell apps to reload the page on it: a
// host page built with Vite would reload whenever the widget lost a chunk.
// With preloading off (build.modulePreload: false) the helper has nothing
// else to do, so this plugin replaces it with a plain call; a failed import
// then reaches only the widget (its error boundary or the API client). The
// calls themselves are unwrapped too (unwrapPreloads): `helper(() => X, [],
// import.meta.url)` is just X, 26 bytes less for each of step 1's imports.
const PRELOAD_HELPER = '\0vite/preload-helper.js';

export function plainDynamicImports(): Plugin {
  return {
    name: 'booking-widget:plain-dynamic-imports',
    enforce: 'pre',
    apply: 'build',
    resolveId(id) {
      return id === PRELOAD_HELPER ? id : undefined;
    },
    renderChunk(code) {
      const unwrapped = unwrapPreloads(code);
      return unwrapped === code ? null : { code: unwrapped, map: null };
    },
    load(id) {
      return id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : undefined;
    },
  };
}

const CALL = '__vitePreload(() => ';
const TAIL = ', __VITE_PRELOAD__, import.meta.url)';

/**
 * Every `__vitePreload(() => X, __VITE_PRELOAD__, import.meta.url)` as X. The
 * call's end is found by counting brackets; a call that does not end with
 * exactly that tail is left as it is (the helper still works).
 */
export function unwrapPreloads(code: string): string {
  let out = '';
  let from = 0;
  for (let start = code.indexOf(CALL); start !== -1; start = code.indexOf(CALL, from)) {
    let depth = 0;
    let end = start + '__vitePreload'.length;
    for (; end < code.length; end += 1) {
      const char = code[end];
      if (char === '(' || char === '[' || char === '{') depth += 1;
      else if (char === ')' || char === ']' || char === '}') {
        depth -= 1;
        if (depth === 0) break;
      }
    }
    const call = code.slice(start, end + 1);
    out += code.slice(from, start);
    out += call.endsWith(TAIL) ? call.slice(CALL.length, -TAIL.length) : call;
    from = end + 1;
  }
  return out + code.slice(from);
}
