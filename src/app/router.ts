// Adapts a widget's LocationStore to wouter's router options.
import { useSyncExternalStore } from 'react';
import type { RouterOptions } from 'wouter';
import { splitRoute, type LocationStore } from './location';

export function routerOptions(location: LocationStore): RouterOptions {
  const useRoute = () => useSyncExternalStore(location.subscribe, location.current, location.current);
  return {
    hook: () => [splitRoute(useRoute()).path, location.navigate],
    searchHook: () => splitRoute(useRoute()).search,
    hrefs: (href) => location.href(href),
  };
}
