// The next screen is fetched before the guest asks for it (issue 17): once the
// guest has acted in the widget (a first day chosen), and then on each booking
// screen for the one after it. Only when the browser is idle, never on a page
// view alone (most visitors never touch the widget), never when the guest
// asked to save data, and at most once per screen and widget. A failed
// prefetch is silent: the click then loads the screen as it would anyway, with
// the screen's own error state if that fails too. This module loads with the
// offer's answers (vite.config.ts, "answers") the first time it is wanted
// (Routes.tsx), so step 1's script carries only that moment.
import { loadScreen, type BookingScreen, type ScreenLoads } from './screens';

/** The screen each route leads to. */
const NEXT: Record<string, BookingScreen> = {
  '/': 'step-2',
  '/step-2': 'step-3',
  '/step-3': 'step-4',
  '/step-4': 'step-5',
};

interface SavingConnection {
  saveData?: boolean;
}

/** The guest's browser asks for less data (the Save-Data setting). */
export function savesData(nav: Navigator = navigator): boolean {
  return (nav as Navigator & { connection?: SavingConnection }).connection?.saveData === true;
}

/** Runs `work` when the browser is idle; Safari has no requestIdleCallback, so a short timeout stands in. */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}

/** Prefetches what the screen after `location` needs, once per screen for this widget, into `loaded`. */
export function prefetchNext(location: string, loaded: ScreenLoads): void {
  const next = NEXT[location];
  if (!next || loaded.ahead.has(next) || savesData()) return;
  loaded.ahead.add(next);
  whenIdle(() => void loadScreen(next, loaded).catch(() => undefined));
}
