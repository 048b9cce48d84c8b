// Where keyboard focus goes when the guest moves to another screen.
import { atom } from 'jotai';

/**
 * Set when the guest moved to another screen from inside the widget (a button
 * or link there had focus). The new screen's heading takes focus when it shows,
 * so keyboard and screen-reader users land on it instead of the page's start.
 * Moves the guest did not make (start-up, the browser's Back) leave focus alone:
 * the widget never takes focus from its host page by itself.
 */
export const headingFocusAtom = atom(false);
