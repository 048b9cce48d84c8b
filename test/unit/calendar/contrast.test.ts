// The calendar's colour pairs meet WCAG AA in every built-in theme: read the
// theme defaults from the widget's own CSS, so a changed default that breaks a
// pair fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const themeCss = (file: string) => readFileSync(new URL(`../../../src/theme/${file}`, import.meta.url), 'utf8');

function customProperties(selector: string, css = themeCss('widget.css')): Record<string, string> {
  const start = css.indexOf(`${selector} {`, css.indexOf('@layer theme'));
  if (start < 0) throw new Error(`no ${selector} block in widget.css`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/(--bw-[\w-]+):\s*(#[0-9a-fA-F]{6})\s*;/g)].map((m) => [m[1], m[2]]));
}

const base = customProperties(':host');
const THEMES: Record<string, Record<string, string>> = {
  modern: base,
  cone: { ...base, ...customProperties(':host', themeCss('themes/cone.css')) },
  dot: { ...base, ...customProperties(':host', themeCss('themes/dot.css')) },
};

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** color-mix(in srgb, a share%, b), as calendar.css tints the stay's days. */
function mix(a: string, share: number, b: string): string {
  const channel = (hex: string, at: number) => parseInt(hex.slice(at, at + 2), 16);
  const mixed = [1, 3, 5].map((at) => Math.round(channel(a, at) * share + channel(b, at) * (1 - share)));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** Text / background pairs as calendar.css, step-1.css and tooltip.css use them. */
const TEXT_PAIRS: [text: string, background: string, what: string][] = [
  ['--bw-available-text-color', '--bw-available-color', 'free day'],
  ['--bw-unavailable-text-color', '--bw-unavailable-color', 'occupied day'],
  ['--bw-text-color', '--bw-available-color', 'half-taken day, free half'],
  ['--bw-text-color', '--bw-unavailable-color', 'half-taken day, taken half'],
  ['--bw-primary-button-text-color', '--bw-selection-color', 'first and last day of the stay'],
  ['--bw-muted-text-color', '--bw-odd-color', 'day outside the bookable window, weekday names'],
  ['--bw-muted-text-color', '--bw-available-color', "a free day of the next month, a month alone on screen"],
  ['--bw-star-color', '--bw-odd-color', "the rating's star in the footer"],
  ['--bw-odd-color', '--bw-text-color', 'tooltip'],
  ['--bw-odd-color', '--bw-unavailable-text-color', 'pricing alert and its icon'],
  ['--bw-head-color', '--bw-odd-color', 'month titles, nights, price'],
  ['--bw-primary-button-text-color', '--bw-primary-button-color', 'book button'],
  ['--bw-lowest-text-color', '--bw-lowest-color', 'lowest price badge'],
];

/** Non-text pairs need 3:1 (WCAG 1.4.11): borders that mark a day. */
const UI_PAIRS: [mark: string, background: string, what: string][] = [
  ['--bw-today-border-color', '--bw-available-color', "today's border"],
  ['--bw-focus-color', '--bw-odd-color', 'keyboard focus ring'],
];

describe('calendar colours meet WCAG AA', () => {
  for (const [theme, colours] of Object.entries(THEMES)) {
    it(`in the ${theme} theme`, () => {
      for (const [text, background, what] of TEXT_PAIRS) {
        const ratio = contrast(colours[text]!, colours[background]!);
        expect(ratio, `${what}: ${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
      for (const [share, over, what] of [[0.24, '#ffffff', 'the band of the nights of the stay'], [0.12, colours['--bw-odd-color']!, 'days of a previewed stay']] as const) {
        const background = mix(colours['--bw-selection-color']!, share, over);
        expect(contrast(colours['--bw-text-color']!, background), what).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrast(colours['--bw-focus-color']!, colours['--bw-today-border-color']!), 'focus and today apart').toBeGreaterThanOrEqual(2);
      for (const [mark, background, what] of UI_PAIRS) {
        expect(contrast(colours[mark]!, colours[background]!), what).toBeGreaterThanOrEqual(3);
      }
    });
  }

  it('reads real colours from the theme', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(Object.keys(base).length).toBeGreaterThan(10);
    expect(THEMES.cone!['--bw-selection-color']).not.toBe(base['--bw-selection-color']);
  });
});
