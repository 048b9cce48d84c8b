import { type RefObject, useContext, useLayoutEffect, useState } from 'react';
import { WidgetContext } from '../../widget/instance';

/** The widget's own box: the shadow host when the element lives in one. */
function widgetBox(element: HTMLElement): Element {
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root.host : element;
}

/**
 * The width of the widget that holds `ref`, watched with ResizeObserver: the
 * widget lays out for its own column, not for the window. The first measure
 * is immediate; later changes settle for `debounceMs` first, so dragging a
 * window rebuilds the calendar once instead of on every frame.
 */
export function useWidgetWidth(ref: RefObject<HTMLElement | null>, debounceMs = 250): number {
  // Measured before the first render from the element itself (the page's layout only, nothing of
  // ours inside it yet), so the calendar renders its real months once instead of one month, a
  // forced layout of it all and a second render (issue 17: first day cells at 4x).
  const host = useContext(WidgetContext)?.host;
  const [width, setWidth] = useState(() => host?.getBoundingClientRect().width ?? 0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const box = widgetBox(element);
    const measure = () => setWidth(box.getBoundingClientRect().width);
    // Measuring here would force a layout of everything this commit just rendered (150 ms of a
    // slow phone's CPU); the observer's first call comes once the browser has laid it out anyway.
    if (!host) measure();
    let first = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      // The first call is the width as laid out (a scrollbar may have come with the content): at once.
      if (first) measure();
      else timer = setTimeout(measure, debounceMs);
      first = false;
    });
    observer.observe(box);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, debounceMs, host]);
  return width;
}
