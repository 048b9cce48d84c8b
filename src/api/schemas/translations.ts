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
    v.transform((raw): Record<string, string> => {
      const labels: Record<string, string> = {};
      for (const [key, value] of Object.entries(raw)) {
        if (typeof value === 'string') labels[key] = value;
      }
      return labels;
    }),
  ),
  error: v.optional(v.string()),
});

export type Translations = v.InferOutput<typeof TranslationsSchema>;
