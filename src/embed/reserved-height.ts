// Step 1's height before the widget has painted, by the width of the window,
// for a widget across the page's content column (measured in the host page of
// test/e2e/host-page.spec.ts at 360, 390, 768 and 1280 px, phones below 600 px
// with a touch screen; every month is six weeks tall, so it holds in every
// month). Two cases: the element of a script tag, its language menu included
// (issue 31's `languages`), and a frame of embed.js, which has no menu and
// tells its height in whole pixels. The README's CSS block for hosts says the
// same (a unit test keeps them equal); embed.js gives its frames theirs until
// the first height message. Issue 32 measured them again: one table had served
// both cases, right for neither (36 and 15 px off at 390 px), which the host
// page test only saw once the first paint came after its first look; below
// 390 px the legend's nightly prices take a third line.

/** [smallest window width in px, height in px], widest first. */
export type HeightTable = readonly (readonly [minWidth: number, height: number])[];

/** The element (script tag) with its language menu; its heights follow its fonts to 1/64 px. */
export const ELEMENT_HEIGHTS: HeightTable = [
  [900, 738],
  [600, 876],
  [390, 933],
  [0, 1016],
];

/** A frame of embed.js (no language menu): the height it will tell. */
export const RESERVED_HEIGHTS: HeightTable = [
  [900, 698],
  [600, 836],
  [390, 881],
  [0, 964],
];

/** What embed.js reserves for a frame in a window this wide. */
export function reservedHeight(windowWidth: number, table: HeightTable = RESERVED_HEIGHTS): number {
  return (table.find(([minWidth]) => windowWidth >= minWidth) ?? table[table.length - 1]!)[1];
}
