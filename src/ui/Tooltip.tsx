// A small tooltip for the widget: positioned with @floating-ui/dom next to its
// anchor, above everything on the host page (z-index 99999, SPEC 9). It is
// always rendered (hidden when closed) so the anchor's aria-describedby
// keeps pointing at its text. Its styles and the positioning library load the
// first time a tooltip opens (tooltip-placement.ts), so they stay out of the
// bytes needed before the calendar shows.
import type { Placement } from '@floating-ui/dom';
import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useWidget } from '../widget/instance';

export interface TooltipProps {
  /** Referenced by the anchor's aria-describedby. */
  id: string;
  anchorRef: RefObject<Element | null>;
  open: boolean;
  placement?: Placement;
  /** 'alert' for warnings (the pricing alert), 'info' otherwise. */
  tone?: 'info' | 'alert';
  children: ReactNode;
}

export function Tooltip({ id, anchorRef, open, placement = 'top', tone = 'info', children }: TooltipProps) {
  const { shadowRoot, sheets } = useWidget();
  const floating = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const anchor = anchorRef.current;
    const tip = floating.current;
    if (!open || !anchor || !tip) return;
    // Out of the flow and invisible until placed, also before its stylesheet has arrived.
    tip.style.position = 'absolute';
    tip.style.visibility = 'hidden';
    let stop: (() => void) | undefined;
    let closed = false;
    void import('./tooltip-placement')
      .then(({ placeTooltip }) => {
        if (!closed) stop = placeTooltip({ anchor, tip, placement, root: shadowRoot, sheets });
      })
      .catch((error: unknown) => {
        // Offline: the tooltip stays unplaced (hidden); its text is still the anchor's description.
        console.warn('[booking-widget] tooltip could not be placed:', error);
      });
    return () => {
      closed = true;
      stop?.();
      delete tip.dataset.placed;
    };
  }, [anchorRef, open, placement, shadowRoot, sheets]);
  return (
    <div ref={floating} id={id} role="tooltip" className={`bw-tooltip bw-tooltip--${tone}`} hidden={!open}>
      {children}
    </div>
  );
}

/** Open while the trigger is hovered or focused (or after a click, until it is left). */
export function useTooltipTrigger() {
  const [open, setOpen] = useState(false);
  return {
    open,
    setOpen,
    triggerProps: {
      onMouseEnter: () => setOpen(true),
      onMouseLeave: () => setOpen(false),
      onFocus: () => setOpen(true),
      onBlur: () => setOpen(false),
    },
  };
}
