// Step 1's height before the widget has painted, by the width of the window,
// for a widget across the page's content column (measured with the demo page
// at 360, 390, 768 and 1280 px, its languages menu included; every month is
// six rows tall, so it holds in every month; since issue 32 a phone's legend
// takes a third line for the nightly prices: 26 px more below 390 px). The
// README's CSS block for <booking-widget> says the same (a unit test keeps
// them equal); embed.js gives its frames this height until the first height
// message.

/** [smallest window width in px, height in px], widest first. */
export const RESERVED_HEIGHTS: readonly (readonly [minWidth: number, height: number])[] = [
  [900, 708],
  [600, 777],
  [390, 812],
  [0, 879],
];

export function reservedHeight(windowWidth: number): number {
  return (RESERVED_HEIGHTS.find(([minWidth]) => windowWidth >= minWidth) ?? RESERVED_HEIGHTS[RESERVED_HEIGHTS.length - 1]!)[1];
}
