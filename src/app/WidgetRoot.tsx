// The React root of one widget: its own store, i18n and router, inside an
// error boundary, so nothing is shared with another widget on the page.
import { useEffect } from 'react';
import { Provider as StoreProvider } from 'jotai';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import type { ElementAttributes } from '../config/config';
import { ErrorBoundary } from './ErrorBoundary';
import { Shell } from './Shell';
import { WidgetContext, type WidgetInstance } from '../widget/instance';
import { firstRenderDoneAtom } from '../state/startup';

/** r2wc passes the attributes as props too; the widget reads its Config from the store instead. */
export interface WidgetRootProps extends ElementAttributes {
  instance?: WidgetInstance;
}

export function WidgetRoot({ instance }: WidgetRootProps) {
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
