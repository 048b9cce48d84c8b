// All routes of SPEC section 2. Step 1 is in the eager bundle; every later
// screen is a chunk loaded on demand, relative to the widget's script.
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { Step1 } from '../steps/step-1';
import { requireDates } from './guards';
import { ErrorScreen } from '../steps/error/ErrorScreen';
import { NotFoundScreen } from '../steps/not-found/NotFoundScreen';

type PendingModule = typeof import('../steps/pending');
const later = (name: keyof PendingModule) =>
  lazy(() => import('../steps/pending').then((module) => ({ default: module[name] as ComponentType })));

const LATER_ROUTES: [path: string, screen: ComponentType][] = [
  ['/step-2', requireDates(later('Step2Screen'))],
  ['/step-2/edit', later('Step2EditScreen')],
  ['/step-3', requireDates(later('Step3Screen'))],
  ['/step-4', requireDates(later('Step4Screen'))],
  ['/step-5', later('Step5Screen')],
  ['/payment-failed', later('PaymentFailedScreen')],
  ['/price-lists', later('PriceListsScreen')],
  ['/calendars', later('CalendarsScreen')],
  ['/compact', later('CompactScreen')],
  ['/reviews', later('ReviewsScreen')],
];

// An empty route is already read as / by the location store (splitRoute).
export function Routes() {
  const { t } = useLingui();
  const loading = <div className="bw-page-header__loading" role="progressbar" aria-label={t({ id: 'loading', message: 'Loading' })} />;
  return (
    <Suspense fallback={loading}>
      <Switch>
        <Route path="/" component={Step1} />
        <Route path="/error" component={ErrorScreen} />
        {LATER_ROUTES.map(([path, screen]) => (
          <Route key={path} path={path} component={screen} />
        ))}
        <Route component={NotFoundScreen} />
      </Switch>
    </Suspense>
  );
}
