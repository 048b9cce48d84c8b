import type { Plugin } from 'vite';

// Vite wraps every import() of an app build in its preload helper. When a
// chunk fails to load, that helper fires a `vite:preloadError` event on the
// page's window, and Vite's own docs tell apps to reload the page on it: a
// host page built with Vite would reload whenever the widget lost a chunk.
// With preloading off (build.modulePreload: false) the helper has nothing
// else to do, so this plugin replaces it with a plain call; a failed import
// then reaches only the widget (its error boundary or the API client).
const PRELOAD_HELPER = '\0vite/preload-helper.js';

export function plainDynamicImports(): Plugin {
  return {
    name: 'booking-widget:plain-dynamic-imports',
    enforce: 'pre',
    apply: 'build',
    resolveId(id) {
      return id === PRELOAD_HELPER ? id : undefined;
    },
    load(id) {
      return id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : undefined;
    },
  };
}
