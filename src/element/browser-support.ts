// What the widget needs from the browser, each as a cheap check that runs
// before anything else (docs/browsers.md has the versions that pass them).
// A browser that fails one gets a short message instead of a broken widget.

type Page = Window & typeof globalThis;

const supports = (page: Page, condition: string): boolean => page.CSS?.supports?.(condition) === true;

const NEEDS: ReadonlyArray<[name: string, has: (page: Page) => boolean]> = [
  ['custom elements', (page) => typeof page.customElements?.define === 'function'],
  ['shadow DOM', (page) => typeof page.Element?.prototype.attachShadow === 'function'],
  [
    'constructed stylesheets',
    (page) => typeof page.ShadowRoot === 'function' && 'adoptedStyleSheets' in page.ShadowRoot.prototype && typeof page.CSSStyleSheet?.prototype.replaceSync === 'function',
  ],
  ['ResizeObserver', (page) => typeof page.ResizeObserver === 'function'],
  ['Intl.DisplayNames', (page) => typeof page.Intl?.DisplayNames === 'function'],
  ['container queries', (page) => supports(page, 'container-type: inline-size')],
  ['color-mix()', (page) => supports(page, 'color: color-mix(in srgb, red, blue)')],
];

/** The names of what this browser lacks; empty when the widget can run. */
export function missingFeatures(page: Page): string[] {
  return NEEDS.filter(([, has]) => !has(page)).map(([name]) => name);
}
