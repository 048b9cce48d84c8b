import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The width of an element inside the widget, watched with ResizeObserver:
 * the widget lays out for its own column, not for the window. The first
 * measure is immediate; later changes settle for `debounceMs` first, so a
 * window drag rebuilds the calendar once instead of on every frame.
 */
export function useWidgetWidth(ref: RefObject<HTMLElement | null>, debounceMs = 250): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver((entries) => {
      const measured = entries[entries.length - 1]?.contentRect.width;
      if (measured === undefined) return;
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(element.getBoundingClientRect().width), debounceMs);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, debounceMs]);
  return width;
}
