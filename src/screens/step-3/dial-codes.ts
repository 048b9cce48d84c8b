// Every country libphonenumber-js knows, with its dial code and its name in
// the widget's language; the Czech Republic first, then by name. The table is
// taken from the library when the widget is built (scripts/dial-codes-plugin.ts).
import DIAL_CODES from 'virtual:dial-codes';
import { countryName } from '../../booking/countries';
import type { DialCodeOption } from '../../ui/DialCodePicker';

export function dialCodeOptions(lang: string): DialCodeOption[] {
  const collator = new Intl.Collator(lang);
  const options = Object.entries(DIAL_CODES)
    .map(([country, dialCode]) => ({ country, dialCode, name: countryName(country, lang) || country }))
    .sort((a, b) => collator.compare(a.name, b.name));
  const czech = options.findIndex((option) => option.country === 'CZ');
  return czech < 0 ? options : [options[czech]!, ...options.slice(0, czech), ...options.slice(czech + 1)];
}
