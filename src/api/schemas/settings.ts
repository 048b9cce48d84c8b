import { STYLE_NAMES, type StyleName } from '../../theme/server-styles';
import { answerSchema, fields, optional, type Read, text, type ReadOutput } from '../readers.ts';

const style = optional(text);
/** One optional text per style name: the list lives with what turns the styles into CSS. */
const styleFields = Object.fromEntries(STYLE_NAMES.map((name) => [name, style])) as Record<StyleName, Read<string | undefined>>;

/**
 * global_settings: the hotelier's look (SPEC "Settings response"). Unset fields
 * stay undefined. (Read without valibot: step 1's answer, src/api/readers.ts.)
 */
export const SettingsSchema = answerSchema(
  fields({
    styles: fields({
      ...styleFields,
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
