import { type RefObject, useLayoutEffect, useState } from 'react';

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
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const box = widgetBox(element);
    const measure = () => setWidth(box.getBoundingClientRect().width);
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(measure, debounceMs);
    });
    observer.observe(box);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, debounceMs]);
  return width;
}
