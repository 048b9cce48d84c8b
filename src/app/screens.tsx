// What each booking screen needs, requested together: the route (on a click)
// and the prefetch (while the guest is on the screen before) call the same
// loaders. Guards and their screen load in one go, never one after the other:
// step 4 used to fetch the step-2 gate, run it, then fetch step 3's form
// guard, run it, and only then ask for step 4 itself. The files a screen's
// chunk imports (the later screens' catalog, what steps 4 and 5 share about
// the booking) are asked for beside it: there are no module preloads.
import { lazy, type ComponentType } from 'react';

export type BookingScreen = 'step-2' | 'step-3' | 'step-4' | 'step-5';
type Loaded = { default: ComponentType };

/** What one widget's booking screens load and keep (Routes holds it). */
export interface ScreenLoads {
  /** The booking screens this widget has loaded, by name. */
  screens: Map<BookingScreen, Loaded>;
  /** Loads the later screens' catalog of the widget's language (once). */
  texts: () => Promise<void>;
  /** The screens fetched ahead so far (prefetch.ts). */
  ahead: Set<BookingScreen>;
}

/** Chunks every booking screen imports: the made booking, the later calls and their schemas; and the language's later catalog. */
const shared = (loads: ScreenLoads) => Promise.all([import('../screens/later-texts'), import('../state/payment'), import('../api/later-calls'), loads.texts()]);

const SCREEN_LOADS: Record<BookingScreen, (loads: ScreenLoads) => Promise<Loaded>> = {
  'step-2': (loads) => Promise.all([import('../screens/step-2'), shared(loads)]).then(([screen]) => screen),
  'step-3': (loads) =>
    Promise.all([import('./step-two-gate'), import('../screens/step-3'), shared(loads)]).then(([gate, { Step3 }]) => ({
      default: gate.stepTwoGuard(Step3),
    })),
  'step-4': (loads) =>
    Promise.all([import('./step-two-gate'), import('../screens/step-4'), shared(loads)]).then(([gate, { CheckoutFormGuard, Step4 }]) => ({
      default: gate.stepTwoGuard(() => <CheckoutFormGuard screen={Step4} />),
    })),
  'step-5': (loads) => Promise.all([import('../screens/step-5'), shared(loads)]).then(([screen]) => screen),
};

/** Loads a screen (a click or a prefetch) and keeps it for this widget. */
export const loadScreen = (screen: BookingScreen, loads: ScreenLoads): Promise<Loaded> =>
  SCREEN_LOADS[screen](loads).then((module) => {
    loads.screens.set(screen, module);
    return module;
  });

/**
 * A lazy screen that renders at once when it is already loaded. React.lazy
 * suspends on a promise even when its module is at hand, and once a fallback
 * shows, React 19 holds the content back for up to 300 ms; a thenable that
 * answers synchronously lets React take the screen in the same render.
 */
export function lazyScreen(screen: BookingScreen, loads: ScreenLoads): ComponentType {
  return lazy(() => {
    const ready = loads.screens.get(screen);
    if (!ready) return loadScreen(screen, loads);
    return { then: (resolve: (module: Loaded) => void) => resolve(ready) } as unknown as Promise<Loaded>;
  });
}
