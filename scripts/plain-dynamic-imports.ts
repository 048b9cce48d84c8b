import type { Plugin } from 'vite';
import { editTally, failWhenUnapplied } from './library-edits.ts';

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
// Both are edits of Vite's text, counted (library-edits.ts): a Vite that
// renames its helper module or changes the call's shape fails the build
// rather than shipping its helper again without a word.
export const PRELOAD_HELPER = '\0vite/preload-helper.js';

const HELPER_RULE = "Vite's preload helper as a plain call";
const UNWRAP_RULE = "Vite's preload calls unwrapped";

/** `helper`: the id of Vite's helper module (tests pass another, as a Vite that renamed it would). */
export function plainDynamicImports({ helper = PRELOAD_HELPER } = {}): Plugin {
  const tally = editTally([HELPER_RULE, UNWRAP_RULE]);
  return {
    name: 'booking-widget:plain-dynamic-imports',
    enforce: 'pre',
    apply: 'build',
    ...failWhenUnapplied('plain-dynamic-imports', tally),
    resolveId(id) {
      return id === helper ? id : undefined;
    },
    load(id) {
      if (id !== helper) return undefined;
      tally.looked(HELPER_RULE, id);
      tally.changed(HELPER_RULE);
      return 'export const __vitePreload = (load) => load();';
    },
    renderChunk(code, chunk) {
      const { code: unwrapped, calls } = unwrapCounted(code);
      if (code.includes(CALL_START)) tally.looked(UNWRAP_RULE, `chunk ${chunk.name}`);
      tally.changed(UNWRAP_RULE, calls);
      return calls === 0 ? null : { code: unwrapped, map: null };
    },
  };
}

const CALL_START = '__vitePreload(';
const CALL = '__vitePreload(() => ';
const TAIL = ', __VITE_PRELOAD__, import.meta.url)';
/** What Vite makes of `import(x).then(({ name }) => ...)`: a loader that picks the names. */
const PICKING_CALL = '__vitePreload(async () => {';
const IMPORT = 'await import(';

const OPENERS = '([{';
const CLOSERS = ')]}';

/** The first index from `start` where `stops` holds, given the bracket depth after that character. */
function scan(code: string, start: number, stops: (char: string, depth: number) => boolean): number {
  let depth = 0;
  for (let at = start; at < code.length; at += 1) {
    const char = code[at]!;
    if (OPENERS.includes(char)) depth += 1;
    else if (CLOSERS.includes(char)) depth -= 1;
    if (stops(char, depth)) return at;
  }
  return code.length;
}

/** The end of the bracketed stretch that opens at `start`'s first bracket. */
const closingBracket = (code: string, start: number): number => scan(code, start, (char, depth) => CLOSERS.includes(char) && depth === 0);

/** Where the statement that starts at `start` ends: its `;` (Rolldown writes every one), or the `}` closing its block. */
const statementEnd = (code: string, start: number): number =>
  scan(code, start, (char, depth) => (CLOSERS.includes(char) && depth === -1) || (char === ';' && depth === 0));

/**
 * A preload call as its plain import: `helper(() => X, ...)` is X; a picking
 * loader `helper(async () => { const { a } = await import(p)…; return { a }; }, ...)`
 * is import(p)… (with any accessor after it), whose module has those names too.
 * Anything else stays.
 */
function plainCall(call: string): string {
  if (!call.endsWith(TAIL)) return call;
  if (call.startsWith(CALL)) return call.slice(CALL.length, -TAIL.length);
  const at = call.indexOf(IMPORT);
  if (!call.startsWith(PICKING_CALL) || at === -1 || call.indexOf(IMPORT, at + 1) !== -1) return call;
  const from = at + 'await '.length;
  // Up to the statement's end, not the import's: a module in a chunk with others is reached
  // through an accessor after the import (`import(p).then((n) => n.t)`), which must stay.
  return call.slice(from, statementEnd(call, from)).trimEnd();
}

/**
 * Every `__vitePreload(() => X, __VITE_PRELOAD__, import.meta.url)` as X. The
 * call's end is found by counting brackets; a call that does not end with
 * exactly that tail is left as it is (the helper still works).
 */
export function unwrapPreloads(code: string): string {
  return unwrapCounted(code).code;
}

/** unwrapPreloads, and how many calls it unwrapped. */
function unwrapCounted(code: string): { code: string; calls: number } {
  let out = '';
  let from = 0;
  let calls = 0;
  for (let start = code.indexOf(CALL_START); start !== -1; start = code.indexOf(CALL_START, from)) {
    const end = closingBracket(code, start + CALL_START.length - 1);
    const call = code.slice(start, end + 1);
    const plain = plainCall(call);
    if (plain !== call) calls += 1;
    out += code.slice(from, start) + plain;
    from = end + 1;
  }
  return { code: out + code.slice(from), calls };
}
