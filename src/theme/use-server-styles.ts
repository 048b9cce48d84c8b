import { useLayoutEffect } from 'react';
import { useWidget } from '../widget/instance';
import { adoptSheet } from './adopt';
import { serverStylesCss } from './server-styles';

const SERVER_SHEET = 'server-styles';

/** Keeps one per-widget sheet with the hotelier's styles, replaced when they change. */
export function useServerStyles(styles: Record<string, unknown> | undefined): void {
  const { shadowRoot, sheets } = useWidget();
  const css = serverStylesCss(styles);
  useLayoutEffect(() => {
    if (!shadowRoot) return;
    let sheet = sheets.get(SERVER_SHEET);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheets.set(SERVER_SHEET, sheet);
      adoptSheet(shadowRoot, sheet);
    }
    sheet.replaceSync(css);
  }, [shadowRoot, sheets, css]);
}
