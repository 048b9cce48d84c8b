// The widget's router: a context over its own LocationStore (location.ts).
// The store already does what a router library would (hash or memory, one
// entry per widget); what is left is this small layer, and step 1 saves the
// 1.5 KB gzipped that wouter cost it (issue 17, docs/step-1-budget.md).
import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { headingFocusAtom } from '../state/focus';
import { splitRoute, type LocationStore } from './location';
import type { WidgetInstance } from './widget-context';

export type Navigate = LocationStore['navigate'];

interface Routing {
  path: string;
  search: string;
  navigate: Navigate;
  href(to: string): string;
}

const RoutingContext = createContext<Routing | null>(null);

type RoutedWidget = Pick<WidgetInstance, 'location' | 'shadowRoot' | 'store'>;

/** Routes of one widget; a move made from inside the widget hands focus to the new screen's heading. */
export function Router({ widget, children }: { widget: RoutedWidget; children: ReactNode }) {
  const { location, shadowRoot, store } = widget;
  const route = useSyncExternalStore(location.subscribe, location.current, location.current);
  const { path, search } = splitRoute(route);
  const routing = useMemo<Routing>(
    () => ({
      path,
      search,
      navigate: (to, options) => {
        if (shadowRoot?.activeElement) store.set(headingFocusAtom, true);
        location.navigate(to, options);
      },
      href: (to) => location.href(to),
    }),
    [path, search, location, shadowRoot, store],
  );
  return <RoutingContext.Provider value={routing}>{children}</RoutingContext.Provider>;
}

function useRouting(): Routing {
  const routing = useContext(RoutingContext);
  if (!routing) throw new Error('a route hook outside the widget router');
  return routing;
}

/** The route's path and a way to move: `[path, navigate]`. */
export function useLocation(): [path: string, navigate: Navigate] {
  const { path, navigate } = useRouting();
  return [path, navigate];
}

/** The route's query, without `?`. */
export const useSearch = (): string => useRouting().search;

/** Moves to `to` as soon as it is rendered (a route guard's answer). */
export function Redirect({ to, replace }: { to: string; replace?: boolean }) {
  const { navigate } = useRouting();
  useLayoutEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

/** A real link (its href works in a new tab); a plain click moves inside the widget. */
export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const routing = useRouting();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
    event.preventDefault();
    routing.navigate(href);
  };
  return <a {...rest} href={routing.href(href)} onClick={follow} />;
}
