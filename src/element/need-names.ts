// The names of browser-support.ts's NEEDS, in the same order: for the message
// an old browser gets and the host's bw-error (loaded only then).
import { lackedNeeds } from './browser-support';

export const NEED_NAMES = [
  'custom elements',
  'shadow DOM',
  'constructed stylesheets',
  'ResizeObserver',
  'Intl.DisplayNames',
  'container queries',
  'color-mix()',
] as const;

/** The names of what this browser lacks. */
export function missingFeatures(page: Window & typeof globalThis): string[] {
  return lackedNeeds(page).map((index) => NEED_NAMES[index]!);
}
