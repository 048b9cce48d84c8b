// Styles live in constructed stylesheets adopted by the widget's shadow root:
// nothing is injected into the host document and a strict Content-Security-
// Policy (no inline <style>) still allows it.
import { useLayoutEffect } from 'react';
import { useWidget } from '../widget/instance';

/** One sheet per CSS text and widget, so each text is parsed once per widget. */
export function adoptStyles(root: ShadowRoot, sheets: Map<string, CSSStyleSheet>, cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  adoptSheet(root, sheet);
  return sheet;
}

/** Adds `sheet` to the sheets `root` wears, once. */
export function adoptSheet(root: ShadowRoot, sheet: CSSStyleSheet): void {
  if (!root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}

/** Takes a sheet back (a theme the widget no longer wears). */
export function dropStyles(root: ShadowRoot, sheet: CSSStyleSheet): void {
  root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
}

/** Adopts a component's CSS (imported with `?inline`) before the browser paints it. */
export function useAdoptedStyles(cssText: string): void {
  const { shadowRoot, sheets } = useWidget();
  useLayoutEffect(() => {
    if (shadowRoot) adoptStyles(shadowRoot, sheets, cssText);
  }, [shadowRoot, sheets, cssText]);
}
