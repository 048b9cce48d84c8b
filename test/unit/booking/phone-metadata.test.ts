// The phone check's metadata (scripts/phone-metadata-plugin.ts): the library's `min`
// metadata without its formats answers every validity question as the whole of it
// does, and a metadata of another shape stops the build instead of being misread.
import { createRequire } from 'node:module';
import { isValidPhoneNumber, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import { describe, expect, it } from 'vitest';
import { withoutFormats } from '../../../scripts/phone-metadata-plugin.ts';
import { isValidPhoneFor } from '../../../src/booking/phone-validity.ts';

const require = createRequire(import.meta.url);
const full = require('libphonenumber-js/metadata.min.json') as MetadataJson;
const examples = require('libphonenumber-js/examples.mobile.json') as Record<string, string>;
const stripped = withoutFormats(full) as unknown as MetadataJson;

describe('the phone check without formats', () => {
  it("answers as the library's whole metadata for every country's example, valid and broken", () => {
    const differences: string[] = [];
    let valid = 0;
    let invalid = 0;
    for (const [country, national] of Object.entries(examples)) {
      // The example, one digit short, one too many, its first digit dropped, a leading 0, another first digit.
      for (const number of [national, national.slice(0, -1), `${national}5`, national.slice(1), `0${national}`, national.replace(/^./, '9')]) {
        const asTyped = [number, country as CountryCode] as const;
        const whole = isValidPhoneNumber(...asTyped, full);
        if (whole !== isValidPhoneNumber(...asTyped, stripped)) differences.push(`${country} ${number}`);
        if (whole) valid += 1;
        else invalid += 1;
      }
    }
    expect(differences).toEqual([]);
    // Both answers were asked many times, so the comparison could fail either way.
    expect(valid).toBeGreaterThan(200);
    expect(invalid).toBeGreaterThan(200);
  });

  it('is what the widget checks numbers with, and still tells a valid number from an invalid one', () => {
    expect(isValidPhoneFor('602 123 456', '+420')).toBe(true);
    expect(isValidPhoneFor('60212345', '+420')).toBe(false);
    expect(isValidPhoneFor('+49 1512 3456789', '+420')).toBe(true);
    expect(isValidPhoneFor('15', '+49')).toBe(false);
  });

  it('is half the size of the whole metadata', () => {
    expect(JSON.stringify(stripped).length).toBeLessThan(JSON.stringify(full).length * 0.6);
  });

  it('refuses metadata of another layout instead of handing it to the library', () => {
    expect(() => withoutFormats({ version: 1 })).toThrow(/has no countries/);
    const moved = structuredClone(full) as unknown as { countries: Record<string, unknown[]> };
    moved.countries.CZ![4] = '\\d{9}';
    expect(() => withoutFormats(moved)).toThrow(/CZ's entry 4 is not a list of formats/);
    const noFormats = withoutFormats(full);
    expect(() => withoutFormats(noFormats)).toThrow(/no formats found/);
    const renamed = structuredClone(full) as unknown as { countries: Record<string, unknown> };
    renamed.countries.CZ = { calling_code: '420' };
    expect(() => withoutFormats(renamed)).toThrow(/CZ is not \[calling code/);
  });
});
