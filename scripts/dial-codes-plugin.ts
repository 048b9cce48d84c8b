// `virtual:dial-codes`: every country libphonenumber-js knows, with its
// calling code, computed from the library's own metadata when the widget is
// built. The dial-code picker needs only this small table; the library itself
// (32 KB gzipped with its metadata) then loads only to check a number with a
// dial code other than +420, which the spec's own rule covers.
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import type { Plugin } from 'vite';
import { virtualModule } from './virtual-module.ts';

export function dialCodes(): Plugin {
  return virtualModule('booking-widget:dial-codes', 'virtual:dial-codes', () => {
    const table = Object.fromEntries(getCountries().map((country) => [country, String(getCountryCallingCode(country))]));
    return `export default ${JSON.stringify(table)};`;
  });
}
