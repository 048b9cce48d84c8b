// The React root of one widget: its own store, i18n and router, inside an
// error boundary, so nothing is shared with another widget on the page.
import { useEffect } from 'react';
import { Provider as StoreProvider } from 'jotai';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { ErrorBoundary } from './ErrorBoundary';
import { Shell } from './Shell';
import { WidgetContext, type WidgetInstance } from '../widget/instance';
import { firstRenderDoneAtom } from '../state/startup';

/**
 * What the element hands React (src/element/element.ts): its instance, through r2wc's "method"
 * prop (the element's own method, bound to it). The attributes reach the widget as its Config, in
 * the store, not as props.
 */
export interface WidgetRootProps {
  widgetInstance?: () => WidgetInstance;
}

export function WidgetRoot({ widgetInstance }: WidgetRootProps) {
  const instance = widgetInstance?.();
  useEffect(() => {
    instance?.store.set(firstRenderDoneAtom, true);
  }, [instance]);
  if (!instance) return null;
  return (
    <WidgetContext.Provider value={instance}>
      <StoreProvider store={instance.store}>
        <I18nProvider i18n={instance.i18n}>
          <GuardedShell />
        </I18nProvider>
      </StoreProvider>
    </WidgetContext.Provider>
  );
}

function GuardedShell() {
  const { t } = useLingui();
  return (
    <ErrorBoundary
      fallbackText={t({
        id: 'widget_loading_error',
        message: 'Online booking could not be loaded. Please reload the page or try again later.',
      })}
    >
      <Shell />
    </ErrorBoundary>
  );
}
