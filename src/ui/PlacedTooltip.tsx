// An open tooltip, placed next to its anchor with @floating-ui/dom (tooltip-placement.ts):
// the chunk that Tooltip.tsx loads the first time one of the widget's tooltips opens.
import { useLayoutEffect, useRef } from 'react';
import { useWidget } from '../widget/instance';
import type { TooltipProps } from './Tooltip';
import { placeTooltip } from './tooltip-placement';

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
