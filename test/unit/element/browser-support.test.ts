// The run-time check of what the widget needs: a browser with everything
// passes, and each missing piece is named.
import { describe, expect, it } from 'vitest';
import { NEEDS } from '../../../src/element/browser-support';
import { missingFeatures, NEED_NAMES } from '../../../src/element/need-names';

/** As in browsers, adoptedStyleSheets is an accessor of ShadowRoot.prototype. */
class FakeShadowRoot {}
Object.defineProperty(FakeShadowRoot.prototype, 'adoptedStyleSheets', { get: () => [] });

function modernPage(): Record<string, unknown> {
  return {
    customElements: { define() {} },
    Element: { prototype: { attachShadow() {} } },
    ShadowRoot: FakeShadowRoot,
    CSSStyleSheet: { prototype: { replaceSync() {} } },
    ResizeObserver: class {},
    Intl: { DisplayNames: class {} },
    CSS: { supports: () => true },
  };
}

const check = (page: Record<string, unknown>) => missingFeatures(page as unknown as Window & typeof globalThis);

describe('missingFeatures', () => {
  it('has a name for every need', () => {
    expect(NEED_NAMES).toHaveLength(NEEDS.length);
  });

  it('finds nothing missing in a browser that has it all', () => {
    expect(check(modernPage())).toEqual([]);
  });

  it('names each missing piece', () => {
    const page = modernPage();
    delete page.ResizeObserver;
    page.Intl = {};
    page.CSS = { supports: (condition: string) => !condition.includes('color-mix') };
    expect(check(page)).toEqual(['ResizeObserver', 'Intl.DisplayNames', 'color-mix()']);
  });

  it('takes a browser without constructed stylesheets or custom elements as unsupported', () => {
    const page = modernPage();
    page.ShadowRoot = class {};
    delete page.customElements;
    expect(check(page)).toEqual(['custom elements', 'constructed stylesheets']);
  });
});
