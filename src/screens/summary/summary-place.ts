// Where a screen's summary and its way on (Continue, Save) go (issue 18):
// beside the content on a wide widget; on a narrow one, in a bar that stays at
// the bottom of the screen while the widget is in view; below the content, as
// before, where a bar cannot follow the guest's scrolling (docs/step-2.md).
import { useLayoutEffect, useState } from 'react';

export type SummaryPlace = 'beside' | 'bar' | 'below';

/** The two-column breakpoint of steps 2 and 3 (their container queries say the same). */
const TWO_COLUMNS = 900;

/** The next box up from `element`, across shadow roots. */
export function parentBox(element: Element): Element | null {
  if (element.parentElement) return element.parentElement;
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/**
 * Whether a sticky bar can follow the guest's scrolling. A sticky box keeps to
 * its nearest scroll container: under an ancestor with `overflow: hidden` (a
 * common way to round a widget's corners) or a non-scrolling `auto`, it would
 * keep to a box that never scrolls. `overflow: clip` makes no scroll
 * container, and an ancestor that really scrolls carries the bar with it.
 * Inside a frame nothing scrolls either: embed.js sizes its iframe to the
 * content. The page's html and body are left out: their overflow is the
 * window's.
 */
export function barCanFollow(element: Element, win: Window = window): boolean {
  if (win.top !== win.self) return false;
  const { documentElement, body } = element.ownerDocument;
  for (let box = parentBox(element); box && box !== documentElement && box !== body; box = parentBox(box)) {
    const style = win.getComputedStyle(box);
    const overflow = `${style.overflowX} ${style.overflowY}`;
    if (overflow.includes('hidden')) return false;
    if (/auto|scroll/.test(overflow)) return box.scrollHeight > box.clientHeight;
  }
  return true;
}

/**
 * The place for the screen whose box is `element` (held in state by the
 * screen, as it appears only once the screen's texts and data are in), kept
 * current as the widget resizes.
 */
export function useSummaryPlace(element: HTMLElement | null): SummaryPlace {
  const [place, setPlace] = useState<SummaryPlace>('bar');
  useLayoutEffect(() => {
    if (!element) return;
    const look = () => {
      if (element.getBoundingClientRect().width >= TWO_COLUMNS) setPlace('beside');
      else setPlace(barCanFollow(element) ? 'bar' : 'below');
    };
    look();
    const observer = new ResizeObserver(look);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return place;
}
