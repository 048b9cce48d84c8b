// What each booking screen needs, requested together: the route (on a click)
// and the prefetch (while the guest is on the screen before) call the same
// loaders, so a prefetched screen opens from the browser's module cache.
// Guards and their screen load in one go, never one after the other: step 4
// used to fetch the step-2 gate, run it, then fetch step 3's form guard, run
// it, and only then ask for step 4 itself.
export type BookingScreen = 'step-2' | 'step-3' | 'step-4' | 'step-5';

// The files a screen's chunk imports (the later screens' catalog, what steps
// 4 and 5 share about the booking) are asked for beside it, not after it has
// arrived: there are no module preloads (vite.config.ts).
const laterTexts = () => import('../steps/later-texts');
const payment = () => import('../state/payment');

export const loadStepTwo = () => Promise.all([import('../steps/step-2'), laterTexts(), payment()]).then(([screen]) => screen);
export const loadStepThree = () => Promise.all([import('./step-two-gate'), import('../steps/step-3'), laterTexts(), payment()]);
export const loadStepFour = () =>
  Promise.all([import('./step-two-gate'), import('../steps/step-3/guard'), import('../steps/step-4'), laterTexts(), payment()]);
export const loadStepFive = () => Promise.all([import('../steps/step-5'), laterTexts(), payment()]).then(([screen]) => screen);

export const SCREEN_LOADS: Record<BookingScreen, () => Promise<unknown>> = {
  'step-2': loadStepTwo,
  'step-3': loadStepThree,
  'step-4': loadStepFour,
  'step-5': loadStepFive,
};
