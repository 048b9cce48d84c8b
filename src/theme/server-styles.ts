// The hotelier's styles from global_settings become CSS custom properties
// (--bw-<style name>) in a per-widget stylesheet. Values are checked so a
// stored style can never break out of its declaration.
import { STYLE_NAMES } from '../api/schemas/settings';

const SAFE_VALUE = /^[#\w\s,.'"()%+-]{1,120}$/;

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
 * CSS on the host, outside the theme layer: it beats every theme's defaults,
 * and the host page's own rules on the element still beat it.
 */
export function serverStylesCss(styles: Record<string, unknown> | undefined): string {
  if (!styles) return '';
  const declarations = STYLE_NAMES.flatMap((name) => {
    const value = cssValue(name, styles[name]);
    return value === undefined ? [] : [`  ${cssPropertyName(name)}: ${value};`];
  });
  return declarations.length ? `:host {\n${declarations.join('\n')}\n}` : '';
}
