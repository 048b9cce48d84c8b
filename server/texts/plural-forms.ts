/**
 * A word's forms after a count, by Intl.PluralRules category: `other` always, the
 * rest as the language uses them (German one/other, Polish one/few/many/other).
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
