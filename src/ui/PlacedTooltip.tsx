// An open tooltip, placed next to its anchor with @floating-ui/dom (tooltip-placement.ts):
// the chunk that Tooltip.tsx loads the first time one of the widget's tooltips opens.
import type { Placement } from '@floating-ui/dom';
import { type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';
import { useWidget } from '../widget/instance';
import { placeTooltip } from './tooltip-placement';

// Declared here, where they are used, and only read as a type by Tooltip.tsx: its lazy import of this
// file is the one way between the two (test/unit/layers.test.ts refuses a circle).
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

export default function PlacedTooltip({ id, anchorRef, placement = 'top', tone = 'info', children }: TooltipProps) {
  const { shadowRoot, sheets } = useWidget();
  const floating = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const anchor = anchorRef.current;
    const tip = floating.current;
    if (!anchor || !tip) return;
    const stop = placeTooltip({ anchor, tip, placement, root: shadowRoot, sheets });
    return () => {
      stop();
      delete tip.dataset.placed;
    };
  }, [anchorRef, placement, shadowRoot, sheets]);
  // Out of the flow and invisible until placed, also before its stylesheet has taken effect.
  return (
    <div ref={floating} id={id} role="tooltip" className={`bw-tooltip bw-tooltip--${tone}`} style={{ position: 'absolute', visibility: 'hidden' }}>
      {children}
    </div>
  );
}
