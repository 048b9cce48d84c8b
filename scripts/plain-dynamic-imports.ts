import type { Plugin } from 'vite';

// Vite wraps every import() of an app build in its preload helper. When a
// chunk fails to load, that helper fires a `vite:preloadError` event on the
// page's window, and Vite's own docs tell apps to reload the page on it: a
// host page built with Vite would reload whenever the widget lost a chunk.
// With preloading off (build.modulePreload: false) the helper has nothing
// else to do, so this plugin replaces it with a plain call; a failed import
// then reaches only the widget (its error boundary or the API client). The
// calls themselves are unwrapped too (unwrapPreloads): `helper(() => X, [],
// import.meta.url)` is just X, 26 bytes less for each of step 1's imports, and
// a loader that only picks names from one import is that import.
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
/** What Vite makes of `import(x).then(({ name }) => ...)`: a loader that picks the names. */
const PICKING_CALL = '__vitePreload(async () => {';
const IMPORT = 'await import(';

/** The end of the bracketed stretch that opens at `start`'s first bracket. */
function closingBracket(code: string, start: number): number {
  let depth = 0;
  for (let end = start; end < code.length; end += 1) {
    const char = code[end];
    if (char === '(' || char === '[' || char === '{') depth += 1;
    else if (char === ')' || char === ']' || char === '}') {
      depth -= 1;
      if (depth === 0) return end;
    }
  }
  return code.length;
}

/**
 * A preload call as its plain import: `helper(() => X, ...)` is X; a picking
 * loader `helper(async () => { const { a } = await import(p); return { a }; }, ...)`
 * is import(p), whose module has those names too. Anything else stays.
 */
function plainCall(call: string): string {
  if (!call.endsWith(TAIL)) return call;
  if (call.startsWith(CALL)) return call.slice(CALL.length, -TAIL.length);
  const at = call.indexOf(IMPORT);
  if (!call.startsWith(PICKING_CALL) || at === -1 || call.indexOf(IMPORT, at + 1) !== -1) return call;
  const from = at + 'await '.length;
  return call.slice(from, closingBracket(call, from) + 1);
}

/**
 * Every `__vitePreload(() => X, __VITE_PRELOAD__, import.meta.url)` as X. The
 * call's end is found by counting brackets; a call that does not end with
 * exactly that tail is left as it is (the helper still works).
 */
export function unwrapPreloads(code: string): string {
  const HELPER = '__vitePreload(';
  let out = '';
  let from = 0;
  for (let start = code.indexOf(HELPER); start !== -1; start = code.indexOf(HELPER, from)) {
    const end = closingBracket(code, start + HELPER.length - 1);
    out += code.slice(from, start) + plainCall(code.slice(start, end + 1));
    from = end + 1;
  }
  return out + code.slice(from);
}
