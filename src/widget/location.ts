// One router location per widget. wouter's own hash hook is page-wide (every
// widget would follow one hash), so each widget gets its own store:
// - memory: the route lives only in the widget; the host's hash is untouched.
// - hash: the route is kept in the page's hash so reload and back/forward
//   work. A widget without an id owns a plain `#/step-2`; widgets with an id
//   keep `#<id>=<route>` entries side by side, each changing only its own.
//   A host anchor (`#contact`, no widget routes at all) leaves the widget
//   where it is; an empty hash, or one with only other widgets' routes, means
//   this widget is on step 1 (Back to the page as it was first opened).
import type { Routing } from '../config/config';

export interface LocationStore {
  subscribe(onChange: () => void): () => void;
  /** The route, e.g. `/error?msg=...`. */
  current(): string;
  navigate(to: string, options?: { replace?: boolean }): void;
  /** What a link's href should be for a route. */
  href(to: string): string;
}

export function splitRoute(route: string): { path: string; search: string } {
  const at = route.indexOf('?');
  return at < 0 ? { path: route || '/', search: '' } : { path: route.slice(0, at) || '/', search: route.slice(at + 1) };
}

/** Routes in a hash: `''` is the key of the widget without an id. */
export function parseHashRoutes(hash: string): Map<string, string> {
  const routes = new Map<string, string>();
  const body = hash.replace(/^#/, '');
  if (body.startsWith('/')) {
    routes.set('', body);
    return routes;
  }
  if (!body.includes('=')) return routes;
  for (const [key, value] of new URLSearchParams(body)) {
    if (key && value.startsWith('/')) routes.set(key, value);
  }
  return routes;
}

export function formatHashRoutes(routes: Map<string, string>): string {
  const unkeyed = routes.get('');
  if (unkeyed !== undefined && routes.size === 1) return `#${unkeyed}`;
  const params = new URLSearchParams();
  for (const [key, route] of routes) if (key) params.set(key, route);
  return `#${params.toString()}`;
}

function createListeners() {
  const listeners = new Set<() => void>();
  return {
    add(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify() {
      for (const listener of [...listeners]) listener();
    },
    size: () => listeners.size,
  };
}

export function createMemoryLocation(initial = '/'): LocationStore {
  let route = initial;
  const listeners = createListeners();
  return {
    subscribe: listeners.add,
    current: () => route,
    navigate(to) {
      if (to === route) return;
      route = to;
      listeners.notify();
    },
    href: (to) => to,
  };
}

export function createHashLocation(win: Window, key: string): LocationStore {
  let route = parseHashRoutes(win.location.hash).get(key) ?? '/';
  const listeners = createListeners();
  const withRoute = (to: string) => {
    const routes = parseHashRoutes(win.location.hash);
    if (key) routes.delete('');
    routes.set(key, to);
    return formatHashRoutes(routes);
  };
  const syncFromHash = () => {
    const routes = parseHashRoutes(win.location.hash);
    const hostAnchor = routes.size === 0 && win.location.hash.replace(/^#/, '') !== '';
    if (hostAnchor) return;
    const fromHash = routes.get(key) ?? '/';
    if (fromHash === route) return;
    route = fromHash;
    listeners.notify();
  };
  return {
    subscribe(onChange) {
      const remove = listeners.add(onChange);
      // popstate too: history traversal between pushState entries.
      if (listeners.size() === 1) {
        win.addEventListener('hashchange', syncFromHash);
        win.addEventListener('popstate', syncFromHash);
      }
      return () => {
        remove();
        if (listeners.size() === 0) {
          win.removeEventListener('hashchange', syncFromHash);
          win.removeEventListener('popstate', syncFromHash);
        }
      };
    },
    current: () => route,
    navigate(to, options) {
      if (to === route) return;
      route = to;
      const hash = withRoute(to);
      try {
        if (options?.replace) win.history.replaceState(win.history.state, '', hash);
        else win.history.pushState(win.history.state, '', hash);
      } catch {
        // A sandboxed document may refuse history changes; the widget still moves.
      }
      listeners.notify();
    },
    href: (to) => withRoute(to),
  };
}

export function createLocation(routing: Routing, win: Window, key: string): LocationStore {
  return routing === 'memory' ? createMemoryLocation() : createHashLocation(win, key);
}
