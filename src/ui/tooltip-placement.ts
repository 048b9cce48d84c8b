// What an open tooltip needs and a closed one does not: its styles and its
// positioning (@floating-ui/dom). Loaded the first time a tooltip opens, so
// step 1's script carries neither (issue 17).
import { autoUpdate, computePosition, flip, offset, shift, type Placement } from '@floating-ui/dom';
import { adoptStyles } from '../theme/adopt';
import css from './tooltip.css?inline';

export interface TooltipPlacement {
  anchor: Element;
  tip: HTMLElement;
  placement: Placement;
  /** Where the tooltip's styles go: the widget's shadow root and its sheets. */
  root: ShadowRoot | null;
  sheets: Map<string, CSSStyleSheet>;
}

/** Adopts the styles, keeps `tip` placed next to `anchor` and shows it; returns how to stop. */
export function placeTooltip({ anchor, tip, placement, root, sheets }: TooltipPlacement): () => void {
  if (root) adoptStyles(root, sheets, css);
  const place = () =>
    void computePosition(anchor, tip, {
      placement,
      middleware: [offset(8), flip(), shift({ padding: 8 })],
    }).then(({ x, y }) => {
      tip.style.left = `${x}px`;
      tip.style.top = `${y}px`;
      tip.dataset.placed = '';
      // The stylesheet hides an unplaced tooltip from here on (PlacedTooltip.tsx hid it until now).
      tip.style.visibility = '';
    });
  return autoUpdate(anchor, tip, place);
}
