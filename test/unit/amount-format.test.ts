// One way to write an amount (SPEC 9: "2 205,00 Kč", "€ 99,00"), in every screen, catalog and
// server text a guest reads beside the widget's own prices (issue 52).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/i18n/format';
import { formatMoney } from '../../server/domain/money';
import { SERVER_TEXTS } from '../../server/texts/index';

const filesUnder = (folder: string, pattern: RegExp): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(name))
    .map((name) => join(folder, name));

/** The one place that writes amounts (and the day cells' short prices). */
const FORMATTER = join('src', 'i18n', 'format.ts');
const SOURCES = filesUnder('src', /\.tsx?$/).filter((file) => file !== FORMATTER);
const CATALOGS = filesUnder(join('src', 'i18n', 'locales'), /\.po$/);
const AMOUNT_NAME = /price|amount|total|money|deposit|discount|rest|due/i;
const CURRENCY = String.raw`(?:Kč|CZK|EUR|€|\$|zł|PLN|Ft|HUF|грн)`;

describe('amounts', () => {
  it('the widget and the server write an amount the same way', () => {
    for (const currency of ['Kč', 'CZK', '€', '$', 'zł']) {
      for (const amount of [0, 7, 99.5, 2205, 5145, 12_550.25, 1_234_567.891]) {
        expect(formatMoney(amount, currency)).toBe(formatPrice(amount, currency));
      }
    }
    expect(formatPrice(2205, 'Kč')).toBe('2\u00a0205,00\u00a0Kč');
    expect(formatPrice(99, '€')).toBe('€\u00a099,00');
  });

  it('no component writes an amount itself', () => {
    const offences = SOURCES.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [
        /\.toFixed\(/, /\.toLocaleString\(/, /style: ['"]currency['"]/, /minimumFractionDigits/,
        // The currency beside a number in a template or JSX, not through formatPrice.
        /\$\{[^}]*\}\s?\$\{currency\w*\}/, /\}\s?\{currency\w*\}/,
      ].flatMap((pattern) => (pattern.test(text) ? [`${file}: ${pattern}`] : []));
    });
    expect(offences).toEqual([]);
  });

  it("every amount in a message comes from formatPrice", () => {
    const offences = SOURCES.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const messages = [...text.matchAll(/message: `([^`]*)`/g)].map((match) => match[1]!);
      const names = messages.flatMap((message) => [...message.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]!));
      // A name made by formatPrice, a parameter that takes its result (day-texts.ts: `price: string`), or by a one-line helper that calls it ("const money = (amount) => formatPrice(...)").
      const helpers = [...text.matchAll(/(\w+) = \([^)]*\) => formatPrice\(/g)].map((match) => match[1]!);
      const makers = ['formatPrice', ...helpers].join('|');
      return names
        .filter((name) => AMOUNT_NAME.test(name))
        .filter((name) => !new RegExp(`\\b${name}\\s*=\\s*(?:${makers})\\(|\\b${name}: string`).test(text))
        .map((name) => `${file}: \${${name}}`);
    });
    expect(offences).toEqual([]);
  });

  it('no catalog writes an amount or its currency itself', () => {
    const offences = CATALOGS.flatMap((file) => {
      const lines = readFileSync(file, 'utf8').split('\n');
      return lines.flatMap((line, index) => {
        const placeholder = /^#\. placeholder \{\d+\}: (.*)$/.exec(line)?.[1];
        if (placeholder && AMOUNT_NAME.test(placeholder) && !placeholder.startsWith('formatPrice(') && !/count|occupancy/i.test(placeholder)) {
          return [`${file}:${index + 1} ${line}`];
        }
        const written = /^msg(?:id|str) "(.*)"$/.exec(line)?.[1] ?? '';
        const amount = new RegExp(String.raw`(?:\d|\{\w+\})\s?${CURRENCY}(?!\w)|${CURRENCY}\s?(?:\d|\{\w+\})`);
        return amount.test(written) ? [`${file}:${index + 1} ${line}`] : [];
      });
    });
    expect(offences).toEqual([]);
  });

  it("no server text puts a currency beside an amount: the server writes the amount whole", () => {
    const offences = Object.entries(SERVER_TEXTS).flatMap(([lang, texts]) =>
      JSON.stringify(texts).match(new RegExp(String.raw`\{\w+\}\s?(?:\{currency\}|${CURRENCY})`, 'g'))?.map((hit) => `${lang}: ${hit}`) ?? [],
    );
    expect(offences).toEqual([]);
  });
});
