// The hotelier's styles from global_settings become CSS custom properties
// (--bw-<style name>) in a per-widget stylesheet. Values are checked so a
// stored style can never break out of its declaration.

/** The styles global_settings may carry (its reader is built from this list too). */
export const STYLE_NAMES = [
  'odd_color', 'even_color', 'primary_button_color', 'available_color', 'selection_color',
  'selection_border_color', 'unavailable_color', 'today_border_color', 'input_button_color',
  'current_color', 'head_color', 'text_color', 'available_text_color', 'unavailable_text_color',
  'primary_button_text_color', 'input_button_text_color', 'current_text_color', 'head_font',
  'text_font', 'head_size', 'text_size',
] as const;

export type StyleName = (typeof STYLE_NAMES)[number];

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
