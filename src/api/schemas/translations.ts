import * as v from 'valibot';
import { object, record } from '../wire.ts';

/**
 * global_translations: `{ texts: { snake_case_key: "text" }, error?: "..." }`.
 * Values that are not strings are dropped rather than failing the whole
 * answer: one bad label must not leave the widget without any texts.
 */
export const TranslationsSchema = object({
  texts: v.pipe(
    record(v.unknown()),
    v.transform((texts) => Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))),
  ),
  error: v.optional(v.string()),
});

export type Translations = v.InferOutput<typeof TranslationsSchema>;
