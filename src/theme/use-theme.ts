// Puts the widget's theme on it: the theme's sheet (custom properties on
// :host, so a host page can still override them) loads on demand and is
// adopted over widget.css's defaults, and taken back when the theme changes.
// A sheet rather than a custom state (:host(:state(cone))): CustomStateSet
// would raise the browser floor to Safari 17.4 (docs/browsers.md).
import { useLayoutEffect } from 'react';
import { useWidget } from '../widget/instance';
import type { ThemeName } from '../config/config';
import { adoptStyles, dropStyles } from './adopt';

export function useTheme(theme: ThemeName): void {
  const { shadowRoot, sheets } = useWidget();
  useLayoutEffect(() => {
    if (theme === 'modern' || !shadowRoot) return;
    let worn = true;
    let sheet: CSSStyleSheet | undefined;
    // Offline, the widget keeps the default look.
    void import('./themes').then(({ THEME_SHEETS }) => {
      if (worn) sheet = adoptStyles(shadowRoot, sheets, THEME_SHEETS[theme]);
    }, () => {});
    return () => {
      worn = false;
      if (sheet) dropStyles(shadowRoot, sheet);
    };
  }, [shadowRoot, sheets, theme]);
}
