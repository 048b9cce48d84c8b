// An import that would read `undefined` in the built widget fails the build
// (scripts/build-checks.ts), where Rolldown alone only warns.
import { afterEach, describe, expect, it } from 'vitest';
import { failOnUndefinedImports } from '../../scripts/build-checks.ts';
import { fixture, removeFixtures, viteBundle } from './support/fixture-build.ts';

afterEach(removeFixtures);

/** A library that lacks `useInsertionEffect`, read through a namespace as wouter reads React's. */
const NAMESPACE_READ = {
  'index.js': "import * as React from './react.js';\nglobalThis.hook = React.useInsertionEffect ?? React.useLayoutEffect;",
  'react.js': 'export const useLayoutEffect = () => {};',
};

describe('the build checks', () => {
  it('without them, a read of a name the module lacks only warns, and the build ships', async () => {
    expect(await viteBundle(fixture(NAMESPACE_READ), [])).toContain('globalThis.hook =');
  });

  it('fail the build on IMPORT_IS_UNDEFINED', async () => {
    await expect(viteBundle(fixture(NAMESPACE_READ), [], { onLog: failOnUndefinedImports })).rejects.toThrow(
      /IMPORT_IS_UNDEFINED: .*useInsertionEffect/,
    );
  });

  // Rolldown 1.2 already fails on this one for ES modules; the check keeps it so if that changes.
  it('fail the build on MISSING_EXPORT', async () => {
    const missing = fixture({ 'index.js': "import { useRef } from './react.js';\nglobalThis.hook = useRef;", 'react.js': 'export const useState = () => {};' });
    await expect(viteBundle(missing, [], { onLog: failOnUndefinedImports })).rejects.toThrow(/MISSING_EXPORT|"useRef" is not exported/);
  });

  it('let every other log through', async () => {
    const logs: string[] = [];
    failOnUndefinedImports('warn', { code: 'EMPTY_BUNDLE', message: 'empty' }, (_level, log) => logs.push(typeof log === 'string' ? log : log.message));
    expect(logs).toEqual(['empty']);
  });
});
