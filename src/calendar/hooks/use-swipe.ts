import { type PointerEvent as ReactPointerEvent, useRef } from 'react';

/** How far (px) a finger must travel sideways before it counts as a swipe. */
export const SWIPE_DISTANCE = 50;

interface SwipeStart {
  pointerId: number;
  x: number;
  y: number;
}

/**
 * Swipe left/right with pointer events. The element gets `touch-action:
 * pan-y` in CSS, so the browser still scrolls vertically (and then cancels
 * the pointer) while sideways moves reach us.
 */
export function useSwipe(onSwipeLeft: () => void, onSwipeRight: () => void) {
  const start = useRef<SwipeStart | null>(null);
  return {
    onPointerDown(event: ReactPointerEvent) {
      if (event.pointerType === 'mouse') return;
      start.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: ReactPointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.pointerId !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      // Mostly sideways, so a slightly slanted vertical scroll is not a swipe.
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      if (dx < 0) onSwipeLeft();
      else onSwipeRight();
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
