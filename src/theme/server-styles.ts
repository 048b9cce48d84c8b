// The hotelier's styles from global_settings become CSS custom properties
// (--bw-<style name>) in a per-widget stylesheet. Values are checked so a
// stored style can never break out of its declaration.
import { STYLE_NAMES, type StyleName } from '../api/schemas/settings';

const SAFE_VALUE = /^[#\w\s,.'"()%+-]{1,120}$/;

/**
 * The styles a hotelier's settings may set: the brand's accent (buttons, the chosen stay, the current
 * step) and the text on it. Everything else is the theme's (docs/design.md "Who wins where"): its type
 * scale, fonts and shapes, its surfaces and text colours, and the calendar's day colours, whose
 * contrast each theme is checked for. With all of them, modern, cone and dot came out in the same
 * colours and fonts and differed only in their corners (issue 52).
 */
export const HOTELIER_STYLES: readonly StyleName[] = [
  'primary_button_color', 'primary_button_text_color', 'selection_color', 'selection_border_color',
  'current_color', 'current_text_color',
];

export function cssPropertyName(styleName: string): string {
  return `--bw-${styleName.replace(/_/g, '-')}`;
}

function cssValue(styleName: string, raw: unknown): string | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  let value = String(raw).trim();
  if (!value || !SAFE_VALUE.test(value)) return undefined;
  if (styleName.endsWith('_size') && /^\d+(\.\d+)?$/.test(value)) value = `${value}px`;
  // rem/em would follow the host page's root font size.
  if (styleName.endsWith('_size') && !/^\d+(\.\d+)?px$/.test(value)) return undefined;
  return value;
}

/**
 * CSS on the host, outside the theme layer: it beats the theme's accent,
 * and the host page's own rules on the element still beat it.
 */
export function serverStylesCss(styles: Record<string, unknown> | undefined): string {
  if (!styles) return '';
  const declarations = STYLE_NAMES.filter((name) => HOTELIER_STYLES.includes(name)).flatMap((name) => {
    const value = cssValue(name, styles[name]);
    return value === undefined ? [] : [`  ${cssPropertyName(name)}: ${value};`];
  });
  return declarations.length ? `:host {\n${declarations.join('\n')}\n}` : '';
}
