// `virtual:phone-metadata`: libphonenumber-js's own `min` metadata without the
// patterns it formats numbers with, computed from the installed library when the
// widget is built. The widget only asks whether a number is valid
// (src/booking/phone-validity.ts, through the library's `core` entry, which takes
// metadata as an argument: its documented way to bring custom metadata); it never
// formats one, and the formats were half of the metadata: 18.9 KB of 29 KB that
// step 3 downloads, 9.9 KB without them (docs/step-1-budget.md).
// No code of the library is changed. The plugin refuses to build when the
// metadata is not shaped as it expects (a new layout in a new version), rather than
// handing the library something it would misread; test/unit/booking/phone-metadata.test.ts
// checks every country's example number, valid and broken, against the full metadata.
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { virtualModule } from './virtual-module.ts';

const ID = 'virtual:phone-metadata';
/** Where a country's formats sit in the library's compact metadata: [calling code, IDD prefix, pattern, lengths, formats, …]. */
const FORMATS = 4;

type CountryEntry = unknown[];
interface MinMetadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, CountryEntry>;
  nonGeographic?: Record<string, CountryEntry>;
}

/** A format as the library writes one: [pattern with groups, template of those groups ("$1 $2"), …]. */
const isFormat = (format: unknown): boolean =>
  Array.isArray(format) && typeof format[0] === 'string' && format[0].includes('(') && typeof format[1] === 'string' && /\$\d/.test(format[1]);

/** `metadata` without any country's formats; throws when it is not shaped as this expects. */
export function withoutFormats(metadata: unknown): MinMetadata {
  const source = metadata as Partial<MinMetadata>;
  if (typeof source?.countries !== 'object' || source.countries === null || typeof source.country_calling_codes !== 'object') {
    throw new Error(`[booking-widget] ${ID}: libphonenumber-js's metadata has no countries and calling codes; its layout changed`);
  }
  const copy = structuredClone(source) as MinMetadata;
  let stripped = 0;
  for (const group of [copy.countries, copy.nonGeographic ?? {}]) {
    for (const [country, entry] of Object.entries(group)) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !/^\d+$/.test(entry[0])) {
        throw new Error(`[booking-widget] ${ID}: ${country} is not [calling code, …] in libphonenumber-js's metadata; its layout changed`);
      }
      const formats = entry[FORMATS];
      // 0: none of its own (a country that shares the main country's formats of its calling code).
      if (formats === 0 || formats === undefined) continue;
      if (!Array.isArray(formats) || !formats.every(isFormat)) {
        throw new Error(`[booking-widget] ${ID}: ${country}'s entry ${FORMATS} is not a list of formats in libphonenumber-js's metadata; its layout changed`);
      }
      entry[FORMATS] = 0;
      stripped += 1;
    }
  }
  if (stripped === 0) throw new Error(`[booking-widget] ${ID}: no formats found in libphonenumber-js's metadata; its layout changed`);
  return copy;
}

export function phoneMetadata(): Plugin {
  return virtualModule('booking-widget:phone-metadata', ID, () => {
    const metadata: unknown = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json');
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(withoutFormats(metadata)))});`;
  });
}
