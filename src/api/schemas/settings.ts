import { answerSchema, fields, optional, text, type ReadOutput } from '../readers.ts';

const style = optional(text);

/**
 * global_settings: the hotelier's look (SPEC "Settings response"). Unset fields
 * stay undefined. (Read without valibot: step 1's answer, src/api/readers.ts.)
 */
export const SettingsSchema = answerSchema(
  fields({
    styles: fields({
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
      display: optional(text, 'rowsy'),
    }),
    // Not in SPEC's settings: how guests reach the hotel, for where the widget
    // cannot run (an old browser, src/element/unsupported.ts). docs/api.md.
    contact: optional(
      fields({
        name: optional(text),
        phone: optional(text),
        email: optional(text),
      }),
    ),
  }),
);

export type Settings = ReadOutput<typeof SettingsSchema>;
export type SettingsStyles = Settings['styles'];
