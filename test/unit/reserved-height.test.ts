import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESERVED_HEIGHTS, reservedHeight } from '../../src/embed/reserved-height';

/** The README's CSS block for hosts, as [min-width, min-height] pairs (0 for the rule outside a media query). */
function readmeHeights(): [number, number][] {
  const readme = readFileSync('README.md', 'utf8');
  const css = /```css\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  return [...css.matchAll(/(?:@media \(min-width: (\d+)px\) \{ )?booking-widget, \[data-booking-widget\] \{[^}]*min-height: (\d+)px/g)].map(
    ([, width, height]) => [Number(width ?? 0), Number(height)],
  );
}

describe("step 1's reserved height", () => {
  it('is the same in the README, the demo page and embed.js', () => {
    const fromReadme = readmeHeights().sort(([a], [b]) => b - a);
    expect(fromReadme.length).toBeGreaterThanOrEqual(3);
    expect(fromReadme).toEqual(RESERVED_HEIGHTS.map(([width, height]) => [width, height]));
    const demo = readFileSync('demo/pages/demo.css', 'utf8');
    for (const [width, height] of RESERVED_HEIGHTS) {
      expect(demo).toContain(width === 0 ? `booking-widget, [data-booking-widget] { display: block; min-height: ${height}px; }` : `@media (min-width: ${width}px) { booking-widget, [data-booking-widget] { min-height: ${height}px; } }`);
    }
  });

  it('follows the window width', () => {
    expect(reservedHeight(360)).toBe(879);
    expect(reservedHeight(390)).toBe(812);
    expect(reservedHeight(768)).toBe(777);
    expect(reservedHeight(1280)).toBe(708);
  });
});
