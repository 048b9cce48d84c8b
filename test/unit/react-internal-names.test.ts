// The build gives React DOM's internal fields short names (scripts/react-internal-names.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAst } from 'vite';
import { DEVTOOLS_HOOK, INTERNAL_NAMES, SHORT_NAMES, renameInternals } from '../../scripts/react-internal-names';

const ID = '/x/node_modules/react-dom/cjs/react-dom-client.production.js';
const short = (name: string) => SHORT_NAMES.get(name) ?? '';
const run = (code: string) => renameInternals(code, ID).code;

/** Every plain property name the code reads, writes or declares. */
function propertyNames(code: string): Set<string> {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const n = node as Record<string, unknown> & { type?: string; computed?: boolean };
    const key = n.type === 'MemberExpression' ? n.property : n.type === 'Property' ? n.key : null;
    if (!n.computed && key && (key as { type: string }).type === 'Identifier') names.add((key as { name: string }).name);
    Object.values(n).forEach((value) => (Array.isArray(value) ? value.forEach(visit) : visit(value)));
  };
  visit(parseAst(code));
  return names;
}

describe('renameInternals', () => {
  it('renames reads, writes, object keys, shorthand keys and destructuring alike', () => {
    const code = [
      'fiber.memoizedState = a.alternate.memoizedState;',
      'var root = { containerInfo: c, pendingLanes: 0 };',
      'var portal = { containerInfo };',
      'var { stateNode, child: first } = fiber;',
    ].join('\n');
    expect(run(code)).toBe(
      [
        `fiber.${short('memoizedState')} = a.${short('alternate')}.${short('memoizedState')};`,
        `var root = { ${short('containerInfo')}: c, ${short('pendingLanes')}: 0 };`,
        `var portal = { ${short('containerInfo')}: containerInfo };`,
        `var { ${short('stateNode')}: stateNode, ${short('child')}: first } = fiber;`,
      ].join('\n'),
    );
  });

  it('leaves names that objects from outside React DOM carry, computed keys and variables alone', () => {
    const code = 'ref.current = el; props.key; element.type; o[memoizedState]; var alternate = 1;';
    expect(run(code)).toBe(code);
  });

  it("never finds the page's React DevTools hook, a global of the host page", () => {
    expect(run('if ("undefined" !== typeof __REACT_DEVTOOLS_GLOBAL_HOOK__) hook.inject(x);')).toBe(
      'if ("undefined" !== "undefined") hook.inject(x);',
    );
  });

  it('fails the build on a listed name read by its string, which it could not rename', () => {
    expect(() => run('if ("stateNode" in x) y();')).toThrow(/read by its name/);
  });

  it('fails the build when a short name is already a property there', () => {
    expect(() => run(`x.${short('stateNode')} = 1;`)).toThrow(/already has a property/);
  });

  it("leaves none of the listed names in the installed React DOM, and finds each of them there", () => {
    const file = fileURLToPath(new URL('../../node_modules/react-dom/cjs/react-dom-client.production.js', import.meta.url));
    const code = readFileSync(file, 'utf8');
    const before = propertyNames(code);
    const after = propertyNames(renameInternals(code, file).code);
    // A name no longer in React (after an upgrade) would only sit in the list.
    expect(INTERNAL_NAMES.filter((name) => !before.has(name))).toEqual([]);
    expect(INTERNAL_NAMES.filter((name) => after.has(name))).toEqual([]);
    expect(code).toContain(`typeof ${DEVTOOLS_HOOK}`);
    expect(renameInternals(code, file).code).not.toContain(`typeof ${DEVTOOLS_HOOK}`);
  });
});
