// WCAG 2.2, 2.4.11: a control that gets focus is never hidden by the bottom
// bar. When the guest tabs (or taps) to a field the bar covers, the page
// scrolls just enough to show it above the bar; a focus outside the bar closes
// its summary first, so the bar is at its smallest.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { parentBox } from './summary-place';

/** Room left between a focused control and the bar, in px. */
const CLEARANCE = 12;

/** The box that scrolls the widget: the nearest scrolling ancestor, else the window. */
function scrollerOf(element: Element): { scrollBy: (x: number, y: number) => void } {
  for (let box: Element | null = element; box; box = parentBox(box)) {
    const style = getComputedStyle(box);
    if (/auto|scroll/.test(style.overflowY) && box.scrollHeight > box.clientHeight) return box;
  }
  return window;
}

/** Returns the bar's ref; `onFocusOutside` runs when focus moves to a control outside the bar. */
export function useFocusAboveBar(screen: HTMLElement | null, onFocusOutside: () => void) {
  const bar = useRef<HTMLElement | null>(null);
  const outside = useRef(onFocusOutside);
  useLayoutEffect(() => {
    outside.current = onFocusOutside;
  });

  useEffect(() => {
    const area = screen;
    if (!area) return;
    let frame = 0;
    const keepInView = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      if (!bar.current || bar.current.contains(target)) return;
      outside.current();
      cancelAnimationFrame(frame);
      // After the browser's own scroll to the control and the bar's closing render.
      frame = requestAnimationFrame(() => {
        const cover = bar.current?.getBoundingClientRect();
        if (!cover) return;
        // The whole field, so its error (below the control) is above the bar too.
        const shown = (target.closest('.bw-field') ?? target).getBoundingClientRect();
        const hidden = shown.bottom + CLEARANCE - cover.top;
        if (hidden > 0 && shown.top < cover.bottom) scrollerOf(area).scrollBy(0, hidden);
      });
    };
    area.addEventListener('focusin', keepInView);
    return () => {
      cancelAnimationFrame(frame);
      area.removeEventListener('focusin', keepInView);
    };
  }, [screen]);

  return bar;
}
