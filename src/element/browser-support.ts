// What the widget needs from the browser, each as a cheap check that runs
// before anything else (docs/browsers.md has the versions that pass them).
// A browser that fails one gets a short message instead of a broken widget.
// The needs' names live in need-names.ts, which loads only with that message:
// step 1 carries just the checks, in the same order.

type Page = Window & typeof globalThis;

const supports = (page: Page, condition: string): boolean => page.CSS?.supports?.(condition) === true;

export const NEEDS: ReadonlyArray<(page: Page) => boolean> = [
  (page) => typeof page.customElements?.define === 'function',
  (page) => typeof page.Element?.prototype.attachShadow === 'function',
  (page) =>
    typeof page.ShadowRoot === 'function' && 'adoptedStyleSheets' in page.ShadowRoot.prototype && typeof page.CSSStyleSheet?.prototype.replaceSync === 'function',
  (page) => typeof page.ResizeObserver === 'function',
  (page) => typeof page.Intl?.DisplayNames === 'function',
  (page) => supports(page, 'container-type: inline-size'),
  (page) => supports(page, 'color: color-mix(in srgb, red, blue)'),
];

/** The positions in NEEDS of what this browser lacks; empty when the widget can run. */
export function lackedNeeds(page: Page): number[] {
  return NEEDS.flatMap((has, index) => (has(page) ? [] : [index]));
}
