// A small tooltip for the widget: positioned with @floating-ui/dom next to its
// anchor, above everything on the host page (z-index 99999, SPEC 9). It is
// always rendered (hidden when closed) so the anchor's aria-describedby
// keeps pointing at its text. What places an open one (PlacedTooltip.tsx, its
// positioning library and its styles) loads the first time a tooltip opens,
// so step 1's script carries none of it (issues 17 and 32).
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { TooltipProps } from './PlacedTooltip';

// Offline: the tooltip stays unplaced (hidden); its text is still the anchor's description.
const PlacedTooltip = lazy(() =>
  import('./PlacedTooltip').catch((error: unknown) => {
    console.warn('[booking-widget] tooltip could not be placed:', error);
    return { default: ({ id, children }: TooltipProps) => <Hidden id={id}>{children}</Hidden> };
  }),
);

/** A closed tooltip, or an open one on its way: its text for the anchor's description, not shown. */
const Hidden = ({ id, children }: { id: string; children: ReactNode }) => (
  <div id={id} role="tooltip" className="bw-tooltip" hidden>
    {children}
  </div>
);

export function Tooltip(props: TooltipProps) {
  const hidden = <Hidden id={props.id}>{props.children}</Hidden>;
  return props.open ? (
    <Suspense fallback={hidden}>
      <PlacedTooltip {...props} />
    </Suspense>
  ) : (
    hidden
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
