// Everything one widget owns, created once per element and kept while the
// element lives (moving it in the DOM remounts React but keeps this state).
import { createContext, useContext } from 'react';
import { createStore } from 'jotai';
import type { I18n } from '@lingui/core';
import type { LocationStore } from './location';

export type WidgetStore = ReturnType<typeof createStore>;

export interface WidgetInstance {
  /** The element's id: keys its hash route and its stored values. */
  key: string;
  /** Replaced when the routing attribute or the element's id changes. */
  host: HTMLElement;
  shadowRoot: ShadowRoot | null;
  store: WidgetStore;
  i18n: I18n;
  location: LocationStore;
  /** Constructed stylesheets of this widget, by CSS text. */
  sheets: Map<string, CSSStyleSheet>;
  /** Takes step 1's skeleton away (element/skeleton.ts), when the pre-start drew one: at the first paint. */
  hideSkeleton?: () => void;
}

export const WidgetContext = createContext<WidgetInstance | null>(null);

export function useWidget(): WidgetInstance {
  const widget = useContext(WidgetContext);
  if (!widget) throw new Error('useWidget() outside a <booking-widget>');
  return widget;
}
