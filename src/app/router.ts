// Adapts a widget's LocationStore to wouter's router options.
import { useSyncExternalStore } from 'react';
import type { RouterOptions } from 'wouter';
import { headingFocusAtom } from '../widget/heading-focus';
import { splitRoute, type LocationStore } from '../widget/location';
import type { WidgetInstance } from '../widget/instance';

type RoutedWidget = Pick<WidgetInstance, 'location' | 'shadowRoot' | 'store'>;

export function routerOptions({ location, shadowRoot, store }: RoutedWidget): RouterOptions {
  const useRoute = () => useSyncExternalStore(location.subscribe, location.current, location.current);
  const navigate: LocationStore['navigate'] = (to, options) => {
    if (shadowRoot?.activeElement) store.set(headingFocusAtom, true);
    location.navigate(to, options);
  };
  // Hooks by wouter's contract: its Router calls them on every render.
  const usePath: NonNullable<RouterOptions['hook']> = () => [splitRoute(useRoute()).path, navigate];
  const useSearch: NonNullable<RouterOptions['searchHook']> = () => splitRoute(useRoute()).search;
  return {
    hook: usePath,
    searchHook: useSearch,
    hrefs: (href) => location.href(href),
  };
}
