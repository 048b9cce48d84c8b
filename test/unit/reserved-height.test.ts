import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ELEMENT_HEIGHTS, RESERVED_HEIGHTS, reservedHeight, type HeightTable } from '../../src/embed/reserved-height';

/** One selector's heights in a CSS block (a rule a line), as [min-width, min-height] pairs, 0 outside a media query, widest first. */
function heightsOf(css: string, selector: string): [number, number][] {
  const escaped = selector.replace(/[[\]]/g, '\\$&');
  return css
    .split('\n')
    .flatMap((line): [number, number][] => {
      const height = new RegExp(`(?:^|[{}] )${escaped} \\{[^}]*min-height: (\\d+)px`).exec(line)?.[1];
      return height ? [[Number(/@media \(min-width: (\d+)px\)/.exec(line)?.[1] ?? 0), Number(height)]] : [];
    })
    .sort(([a], [b]) => b - a);
}

const README_CSS = /```css\n([\s\S]*?)```/.exec(readFileSync('README.md', 'utf8'))?.[1] ?? '';
const DEMO_CSS = readFileSync('demo/pages/demo.css', 'utf8');
const pairs = (table: HeightTable) => table.map(([width, height]) => [width, height]);

describe("step 1's reserved height", () => {
  it('is the same in the README, the demo page and embed.js, for the element and for a frame', () => {
    for (const css of [README_CSS, DEMO_CSS]) {
      expect(heightsOf(css, 'booking-widget')).toEqual(pairs(ELEMENT_HEIGHTS));
      expect(heightsOf(css, '[data-booking-widget]')).toEqual(pairs(RESERVED_HEIGHTS));
    }
  });

  it('follows the window width', () => {
    expect([360, 390, 768, 1280].map((width) => reservedHeight(width))).toEqual([964, 881, 836, 698]);
    expect([360, 390, 768, 1280].map((width) => reservedHeight(width, ELEMENT_HEIGHTS))).toEqual([1016, 933, 876, 738]);
  });
});
