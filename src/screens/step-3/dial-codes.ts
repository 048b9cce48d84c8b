// Every country libphonenumber-js knows, with its dial code and its name in
// the widget's language; the Czech Republic first, then by name.
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min/es6';
import { countryName } from '../../booking/countries';
import type { DialCodeOption } from '../../ui/DialCodePicker';

export function dialCodeOptions(lang: string): DialCodeOption[] {
  const collator = new Intl.Collator(lang);
  const options = getCountries()
    .map((country) => ({ country, dialCode: String(getCountryCallingCode(country)), name: countryName(country, lang) || country }))
    .sort((a, b) => collator.compare(a.name, b.name));
  const czech = options.findIndex((option) => option.country === 'CZ');
  return czech < 0 ? options : [options[czech]!, ...options.slice(0, czech), ...options.slice(czech + 1)];
}
