import * as v from 'valibot';
import { object } from '../wire.ts';

const style = v.optional(v.string());

/** global_settings: the hotelier's look (SPEC "Settings response"). Unset fields stay undefined. */
export const SettingsSchema = object({
  styles: object({
    odd_color: style,
    even_color: style,
    primary_button_color: style,
    available_color: style,
    selection_color: style,
    selection_border_color: style,
    unavailable_color: style,
    today_border_color: style,
    input_button_color: style,
    current_color: style,
    head_color: style,
    text_color: style,
    available_text_color: style,
    unavailable_text_color: style,
    primary_button_text_color: style,
    input_button_text_color: style,
    current_text_color: style,
    head_font: style,
    text_font: style,
    head_size: style,
    text_size: style,
    theme: style,
    display: v.optional(v.string(), 'rowsy'),
  }),
  // Not in SPEC's settings: how guests reach the hotel, for where the widget
  // cannot run (an old browser, src/element/unsupported.ts). docs/api.md.
  contact: v.optional(
    v.object({
      name: v.optional(v.string()),
      phone: v.optional(v.string()),
      email: v.optional(v.string()),
    }),
  ),
});

export type Settings = v.InferOutput<typeof SettingsSchema>;
export type SettingsStyles = Settings['styles'];
