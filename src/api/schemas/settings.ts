import * as v from 'valibot';
import { maybeFlag, numeric, object, wholeNumber } from '../wire.ts';

/** The styles global_settings may carry (theme/server-styles.ts turns them into CSS custom properties). */
export const STYLE_NAMES = [
  'odd_color', 'even_color', 'primary_button_color', 'available_color', 'selection_color',
  'selection_border_color', 'unavailable_color', 'today_border_color', 'input_button_color',
  'current_color', 'head_color', 'text_color', 'available_text_color', 'unavailable_text_color',
  'primary_button_text_color', 'input_button_text_color', 'current_text_color', 'head_font',
  'text_font', 'head_size', 'text_size',
] as const;

export type StyleName = (typeof STYLE_NAMES)[number];

const style = v.optional(v.string());
/** One optional text per style name. */
const styleEntries = Object.fromEntries(STYLE_NAMES.map((name) => [name, style])) as Record<StyleName, typeof style>;

/**
 * global_settings: the hotelier's look (SPEC "Settings response"). Unset fields
 * stay undefined.
 */
export const SettingsSchema = object({
  styles: object({
    ...styleEntries,
    theme: style,
    display: v.optional(v.string(), 'rowsy'),
  }),
  // Not in SPEC's settings: how guests reach the hotel, for where the widget
  // cannot run (an old browser, src/element/unsupported.ts). docs/api.md.
  contact: v.optional(object({ name: style, phone: style, email: style })),
  // An extension (issue 32): the hotelier keeps the nightly prices off the calendar with "0";
  // left out, or anything but a boolean, the calendar shows them when availability sends them.
  show_day_prices: maybeFlag,
  // An extension (issue 52): the guests' average rating (of 5) and how many rated, for the flow's
  // footer; left out while the house has no reviews. An answer the widget cannot read is no rating,
  // never a failed start: the rest of the settings still apply.
  rating: v.fallback(v.optional(object({ average: numeric, count: wholeNumber })), undefined),
});

export type Settings = v.InferOutput<typeof SettingsSchema>;
export type SettingsStyles = Settings['styles'];
