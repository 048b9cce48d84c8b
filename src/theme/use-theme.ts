// Puts the widget's theme on its host: a custom state (:host(:state(cone)))
// that the theme's custom properties hang on, and the theme's sheet, which
// loads on demand (the default theme is in widget.css).
import { useLayoutEffect } from 'react';
import { useWidget } from '../app/widget-context';
import type { ThemeName } from '../config/config';
import { adoptStyles } from './adopt';

const SHEETS: Partial<Record<ThemeName, () => Promise<{ default: string }>>> = {
  cone: () => import('./themes/cone.css?inline'),
  dot: () => import('./themes/dot.css?inline'),
};

export function useTheme(theme: ThemeName): void {
  const { shadowRoot, sheets, states } = useWidget();
  useLayoutEffect(() => {
    states?.add(theme);
    void SHEETS[theme]?.().then(({ default: css }) => shadowRoot && adoptStyles(shadowRoot, sheets, css));
    return () => void states?.delete(theme);
  }, [shadowRoot, sheets, states, theme]);
}
