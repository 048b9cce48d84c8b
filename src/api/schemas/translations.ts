import { answerSchema, fields, optional, record, text, type ReadOutput } from '../readers.ts';

/**
 * global_translations: `{ texts: { snake_case_key: "text" }, error?: "..." }`.
 * Values that are not strings are dropped rather than failing the whole
 * answer: one bad label must not leave the widget without any texts.
 * (Read without valibot: step 1's answer, src/api/readers.ts.)
 */
export const TranslationsSchema = answerSchema(
  fields({
    texts: (raw): Record<string, string> => {
      const labels: Record<string, string> = {};
      for (const [key, value] of Object.entries(record(raw))) {
        if (typeof value === 'string') labels[key] = value;
      }
      return labels;
    },
    error: optional(text),
  }),
);

export type Translations = ReadOutput<typeof TranslationsSchema>;
