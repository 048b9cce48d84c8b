// All routes of SPEC section 2. Step 1 is in the eager bundle; every later
// screen is a chunk loaded on demand, relative to the widget's script.
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { useAtomValue, useStore } from 'jotai';
import { DEFAULT_LANG } from '../config/config';
import { configAtom } from '../state/config';
import { loadLaterTextsAtom } from '../state/texts';
import { useLingui } from '@lingui/react/macro';
import { Step1 } from '../screens/step-1';
import type { PageName } from '../screens/pages';
import { ErrorBoundary } from './ErrorBoundary';
import { requireDates } from './guards';
import { lazyScreen, type ScreenLoads } from './screens';
import { arrivalAtom } from '../state/dates';
import { ErrorScreen } from '../screens/error/ErrorScreen';

// An address the widget does not know is rare: its screen loads when one is followed.
const NotFoundScreen = lazy(() => import('../screens/not-found/NotFoundScreen'));

const page = (name: PageName) => lazy(() => import('../screens/pages').then(({ loadPage }) => loadPage(name)));

/** Fresh lazy screens: React.lazy keeps a failed import for good, so trying again needs new ones. */
const laterRoutes = (loaded: ScreenLoads): [path: string, screen: ComponentType][] => [
  ['/step-2', requireDates(lazyScreen('step-2', loaded))],
  ['/step-2/edit', page('edit')],
  ['/step-3', requireDates(lazyScreen('step-3', loaded))],
  ['/step-4', requireDates(lazyScreen('step-4', loaded))],
  ['/step-5', lazyScreen('step-5', loaded)],
  ['/payment-failed', lazy(() => import('../screens/payment-failed'))],
  ['/booking', page('booking')],
  ['/price-lists', page('priceLists')],
  ['/calendars', page('calendars')],
  ['/compact', page('compact')],
  ['/reviews', page('reviews')],
];

// An empty route is already read as / by the location store (splitRoute).
export function Routes() {
  const { t } = useLingui();
  const store = useStore();
  // The booking screens this widget has loaded (a prefetch or a click) and how it loads their texts; kept per widget.
  const [loaded] = useState<ScreenLoads>(() => ({
    screens: new Map(),
    texts: () => store.set(loadLaterTextsAtom, store.get(configAtom)?.lang ?? DEFAULT_LANG),
    ahead: new Set(),
  }));
  const [screens, setScreens] = useState(() => laterRoutes(loaded));
  const [location] = useLocation();
  // The next screen, fetched ahead (prefetch.ts): from step 1 once a day is chosen, and from each booking screen.
  // The module comes with the offer's answers, which a chosen stay asks for next (with Save-Data too; it then fetches nothing).
  // Silent whatever fails, its loading or its own run: a click loads the screen anyway.
  const dayChosen = useAtomValue(arrivalAtom) !== '';
  const ahead = location === '/' ? dayChosen : location.startsWith('/step-');
  useEffect(() => {
    if (ahead) void import('./prefetch').then(({ prefetchNext }) => prefetchNext(location, loaded)).catch(() => {});
  }, [ahead, location, loaded]);
  const loading = <div className="bw-page-header__loading" role="progressbar" aria-label={t({ id: 'loading', message: 'Loading' })} />;
  return (
    // A screen that cannot load (the guest went offline) says so and can be
    // tried again; the guest's choices so far stay in the store.
    <ErrorBoundary
      fallbackText={t({
        id: 'screen_loading_error',
        message: 'This part of the booking could not be loaded. Check your connection and try again.',
      })}
      retryText={t({ id: 'try_again', message: 'Try again' })}
      onRetry={() => setScreens(laterRoutes(loaded))}
      resetKey={location}
    >
      <Suspense fallback={loading}>
        <Switch>
          <Route path="/" component={Step1} />
          <Route path="/error" component={ErrorScreen} />
          {screens.map(([path, screen]) => (
            <Route key={path} path={path} component={screen} />
          ))}
          <Route component={NotFoundScreen} />
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}
