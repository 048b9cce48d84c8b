// The country list of SPEC 3: about 60 countries in the widget's language,
// the guest's most likely ones first, then Europe, then North America and the
// rest, finally "not listed". Names come from the browser (Intl.DisplayNames),
// so they are maintained by the platform, not by a table of ours.

/** The value of the "not listed" entry. */
export const COUNTRY_NOT_LISTED = 'OTHER';
/** Separators between the groups; never a valid choice (SPEC 5). */
export const COUNTRY_SEPARATOR = '---';

const FIRST = ['CZ', 'SK', 'DE', 'PL', 'AT'];
const EUROPE = [
  'AL', 'BA', 'BE', 'BG', 'BY', 'CH', 'CY', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'IS',
  'IT', 'LI', 'LT', 'LU', 'LV', 'MD', 'ME', 'MK', 'MT', 'NL', 'NO', 'PT', 'RO', 'RS', 'SE', 'SI', 'UA',
];
const NORTH_AMERICA = ['US', 'CA', 'MX'];
const REST = ['AR', 'AU', 'BR', 'CN', 'EG', 'IL', 'IN', 'JP', 'KR', 'NZ', 'SG', 'TH', 'TR', 'VN', 'ZA'];

/** Every code a guest can choose, "not listed" included. */
export const COUNTRY_CODES: readonly string[] = [...FIRST, ...EUROPE, ...NORTH_AMERICA, ...REST, COUNTRY_NOT_LISTED];

export interface CountryOption {
  value: string;
  label: string;
  /** Separators are shown but cannot be chosen. */
  separator?: boolean;
}

export const isCountryChoice = (value: string): boolean => value !== COUNTRY_SEPARATOR && COUNTRY_CODES.includes(value);

/** A country's name in `lang` ('' for a code the platform does not know). */
export function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' }).of(code) ?? '';
  } catch {
    return '';
  }
}

const SEPARATOR: CountryOption = { value: COUNTRY_SEPARATOR, label: '──────────', separator: true };

/** The list in `lang`: groups in SPEC order, each after the first sorted by name; `notListed` labels the last entry. */
export function countryOptions(lang: string, notListed: string): CountryOption[] {
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  const collator = new Intl.Collator(lang);
  const group = (codes: readonly string[], sorted: boolean) => {
    const options = codes.map((code) => ({ value: code, label: names.of(code) ?? code }));
    return sorted ? options.sort((a, b) => collator.compare(a.label, b.label)) : options;
  };
  return [
    ...group(FIRST, false),
    SEPARATOR,
    ...group(EUROPE, true),
    SEPARATOR,
    ...group(NORTH_AMERICA, false),
    ...group(REST, true),
    SEPARATOR,
    { value: COUNTRY_NOT_LISTED, label: notListed },
  ];
}
