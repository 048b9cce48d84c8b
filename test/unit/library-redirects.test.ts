// Two imports inside wouter go elsewhere in the build (scripts/library-redirects.ts);
// a wouter that drops such an import or moves its file fails the build.
import { afterEach, describe, expect, it } from 'vitest';
import { libraryRedirects } from '../../scripts/library-redirects.ts';
import { bundle, fixture, removeFixtures } from './support/fixture-build.ts';

afterEach(removeFixtures);

/** wouter as the pinned version lays it out (under `folder`), with the packages its two imports reach. */
function project({ folder = 'src', browserLocation = './use-browser-location.js' } = {}): string {
  return fixture({
    [`node_modules/wouter/${folder}/index.js`]: `import { useBrowserLocation } from '${browserLocation}';\nexport { useSyncExternalStore } from './use-sync-external-store.js';\nexport const defaultLocation = useBrowserLocation;`,
    [`node_modules/wouter/${folder}/use-browser-location.js`]: 'export const useBrowserLocation = () => "the page\'s own location";',
    [`node_modules/wouter/${folder}/browser-location.js`]: 'export const useBrowserLocation = () => "the page\'s own location";',
    [`node_modules/wouter/${folder}/use-sync-external-store.js`]: 'export { useSyncExternalStore } from "use-sync-external-store/shim/index.js";',
    'node_modules/use-sync-external-store/shim/index.js': 'export const useSyncExternalStore = () => "the shim for React < 18";',
    'node_modules/react/index.js': 'export const useSyncExternalStore = () => "React\'s own hook";',
    'main.js': `export * from './node_modules/wouter/${folder}/index.js';`,
  });
}

describe("the build's redirects inside wouter", () => {
  it('gives wouter the stub for its browser location and React\'s own useSyncExternalStore', async () => {
    const code = await bundle(project(), [libraryRedirects()]);
    expect(code).toContain("wouter's browser location is not used by the widget");
    expect(code).toContain("React's own hook");
    expect(code).not.toContain("the page's own location");
    expect(code).not.toContain('the shim for React < 18');
  });

  it('fails when wouter no longer imports what a redirect names', async () => {
    await expect(bundle(project({ browserLocation: './browser-location.js' }), [libraryRedirects()])).rejects.toThrow(
      /'wouter's browser location' changed nothing: its text is not in .*node_modules\/wouter\/src\/index\.js/,
    );
  });

  it('fails when wouter moved its files', async () => {
    const failure = bundle(project({ folder: 'esm' }), [libraryRedirects()]);
    await expect(failure).rejects.toThrow(/'wouter's browser location' changed nothing: no file of this build matched it/);
    await expect(failure).rejects.toThrow(/'wouter's useSyncExternalStore shim' changed nothing: no file of this build matched it/);
  });
});
