// Where keyboard focus goes when the guest moves to another screen: part of a
// widget's navigation, set by its router (app/router.ts) and read by every
// screen's header (ui/PageHeader.tsx).
import { type RefObject, useLayoutEffect } from 'react';
import { atom, useStore } from 'jotai';

/**
 * Set when the guest moved to another screen from inside the widget (a button
 * or link there had focus). The new screen's heading takes focus when it shows,
 * so keyboard and screen-reader users land on it instead of the page's start.
 * Moves the guest did not make (start-up, the browser's Back) leave focus alone:
 * the widget never takes focus from its host page by itself.
 */
export const headingFocusAtom = atom(false);

/** Focuses `heading` as it shows, when the guest's own move brought them here (once per move). */
export function useHeadingFocus(heading: RefObject<HTMLElement | null>): void {
  const store = useStore();
  useLayoutEffect(() => {
    if (!store.get(headingFocusAtom)) return;
    store.set(headingFocusAtom, false);
    heading.current?.focus();
  }, [store, heading]);
}
