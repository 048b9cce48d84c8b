// Puts the widget's theme on it: the theme's sheet (custom properties on
// :host, so a host page can still override them) loads on demand and is
// adopted over widget.css's defaults, and taken back when the theme changes.
// A sheet rather than a custom state (:host(:state(cone))): CustomStateSet
// would raise the browser floor to Safari 17.4 (docs/browsers.md).
import { useLayoutEffect } from 'react';
import { useWidget } from '../widget/instance';
import type { ThemeName } from '../config/config';
import { adoptStyles, dropStyles } from './adopt';

const SHEETS: Partial<Record<ThemeName, () => Promise<{ default: string }>>> = {
  cone: () => import('./themes/cone.css?inline'),
  dot: () => import('./themes/dot.css?inline'),
};

export function useTheme(theme: ThemeName): void {
  const { shadowRoot, sheets } = useWidget();
  useLayoutEffect(() => {
    const load = SHEETS[theme];
    if (!load || !shadowRoot) return;
    let worn = true;
    let sheet: CSSStyleSheet | undefined;
    void load().then(({ default: css }) => {
      if (worn) sheet = adoptStyles(shadowRoot, sheets, css);
    });
    return () => {
      worn = false;
      if (sheet) dropStyles(shadowRoot, sheet);
    };
  }, [shadowRoot, sheets, theme]);
}
