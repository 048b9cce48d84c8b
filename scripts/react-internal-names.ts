import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

// React DOM is 62 of step 1's 94 KB, and much of it is the same few long
// property names of its own bookkeeping, written hundreds of times:
// `fiber.memoizedState`, `.stateNode`, `.alternate`, `.updateQueue`... The
// minifier keeps property names, since it cannot know who else reads them. We
// can: these objects (fibers, roots, hooks, update queues) are made and read
// only inside React DOM's two files, so the build gives their fields short
// names there, the way Preact's own build does. Step 1: about -1 KB gzipped.
//
// Only names that no object from outside React DOM carries are listed: not
// `key`, `ref`, `type`, `props` (elements come from React), `current` (refs
// are the page's), `_currentValue` (contexts come from React), `next`
// (iterators) or anything a DOM node has. The build fails when a listed name
// appears as a string in these files (a reflective read we could not rename)
// or when a short name is already taken, so an upgrade of the pinned React is
// looked at rather than silently broken; the browser tests run the result.
// React DevTools would read these fields, so the built React DOM also stops
// announcing itself to the page's `__REACT_DEVTOOLS_GLOBAL_HOOK__`: that hook
// is a global of the host page (and of its own React, if it has one), which the
// widget leaves alone. The dev server is not touched.

export const DEVTOOLS_HOOK = '__REACT_DEVTOOLS_GLOBAL_HOOK__';

/** React DOM's two production files, and its entries (which only ask the DevTools hook to check the build). */
const REACT_DOM = /node_modules\/react-dom\/(cjs\/react-dom(-client)?\.production\.js|index\.js|client\.js)$/;

/** React DOM's internal field names, most written first (shortest names for the most uses). */
export const INTERNAL_NAMES = [
  'memoizedState', 'stateNode', 'memoizedProps', 'return', 'alternate', 'flags', 'sibling', 'child',
  'updateQueue', 'pendingProps', 'subtreeFlags', 'containerInfo', 'lanes', 'childLanes', 'tag',
  'dependencies', 'dehydrated', 'baseState', 'cachePool', 'cancelPendingCommit', 'pendingLanes',
  'suspendedLanes', 'pingedLanes', 'lastRenderedReducer', 'lastRenderedState', 'lastBaseUpdate',
  'firstBaseUpdate', '_fragmentFiber', '_visibility', '_eventListeners', '_observers', 'callbackNode',
  'callbackPriority', 'elementType', 'hasEagerState', 'eagerState', 'blockedOn', 'timeoutHandle',
  'errorRecoveryDisabledLanes', 'deletions', 'isDehydrated', 'firstContext', 'entanglements',
  'entangledLanes', 'retryLane', 'revertLane', 'shellSuspendCounter', 'hiddenCallbacks',
  'hydrationErrors', 'shared', 'lastEffect', 'baseLanes', 'baseQueue', 'pendingContext',
  'pooledCache', 'expirationTimes', 'refCleanup', 'warmLanes', 'expiredLanes',
] as const;

/** `$0`…`$9`, `$a`…: no such property exists in React DOM (checked on every build). */
const shortName = (index: number): string => `$${index.toString(36)}`;
export const SHORT_NAMES: ReadonlyMap<string, string> = new Map(INTERNAL_NAMES.map((name, index) => [name, shortName(index)]));

interface Node {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function visit(node: Node, enter: (node: Node) => void): void {
  enter(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((item) => isNode(item) && visit(item, enter));
    else if (isNode(value)) visit(value, enter);
  }
}

/**
 * `code` of one of React DOM's files with every listed field renamed: member
 * reads and writes (`a.memoizedState`), object keys (`{ memoizedState: x }`,
 * shorthand too) and destructuring; its check for the page's DevTools hook
 * always finds none. Throws on what it cannot rename safely.
 */
export function renameInternals(code: string, id: string): { code: string; map: ReturnType<MagicString['generateMap']> } {
  const out = new MagicString(code);
  const shortNames = new Set(SHORT_NAMES.values());
  visit(parseAst(code) as unknown as Node, (node) => {
    if (isDevToolsCheck(node)) out.overwrite(node.start, node.end, '"undefined"');
    const key = keyOf(node);
    if (key && shortNames.has(key.name)) throw new Error(`react-internal-names: ${id} already has a property '${key.name}'`);
    if (node.type === 'Literal' && typeof node.value === 'string' && SHORT_NAMES.has(node.value))
      throw new Error(`react-internal-names: '${node.value}' is read by its name in ${id}; drop it from the list`);
    const short = key && SHORT_NAMES.get(key.name);
    if (!key || !short) return;
    // `{ child }` is a key and a value at once: keep the value, rename the key.
    if (node.shorthand === true) out.overwrite(key.start, key.end, `${short}: ${key.name}`);
    else out.overwrite(key.start, key.end, short);
  });
  return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
}

/** `typeof __REACT_DEVTOOLS_GLOBAL_HOOK__`: React DOM's only way to the page's DevTools hook. */
function isDevToolsCheck(node: Node): boolean {
  const argument = node.argument;
  return node.type === 'UnaryExpression' && node.operator === 'typeof' && isNode(argument) && argument.type === 'Identifier' && argument.name === DEVTOOLS_HOOK;
}

/** The property name a node writes out, when it is a plain (not computed) identifier. */
function keyOf(node: Node): { name: string; start: number; end: number } | null {
  const name = (candidate: unknown) =>
    isNode(candidate) && candidate.type === 'Identifier' ? { name: candidate.name as string, start: candidate.start, end: candidate.end } : null;
  if (node.computed === true) return null;
  if (node.type === 'MemberExpression') return name(node.property);
  if (node.type === 'Property' || node.type === 'PropertyDefinition' || node.type === 'MethodDefinition') return name(node.key);
  return null;
}

/** The build plugin: React DOM's production files only (the dev server runs React untouched). */
export function reactInternalNames(): Plugin {
  return {
    name: 'bw-react-internal-names',
    apply: 'build',
    transform(code, id) {
      return REACT_DOM.test(id) ? renameInternals(code, id) : null;
    },
  };
}
