// `npm run screenshots` must picture every screen: a route added to
// src/app/Routes.tsx without a picture fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../../scripts/screenshots/screens';

/** The routes the widget has: every path in Routes.tsx, and '*' for its catch-all (not found). */
function widgetRoutes(source: string): string[] {
  const paths = Array.from(source.matchAll(/(?:\[\s*|path=)['"](\/[^'"]*)['"]/g), (match) => match[1]!);
  const catchAll = /<Route component=\{/.test(source) ? ['*'] : [];
  return [...new Set([...paths, ...catchAll])].sort();
}

describe('npm run screenshots', () => {
  const routes = widgetRoutes(readFileSync(new URL('../../src/app/Routes.tsx', import.meta.url), 'utf8'));

  it('reads the routes (the booking steps, the side pages, error and not found)', () => {
    expect(routes).toEqual(expect.arrayContaining(['/', '/step-2', '/step-5', '/calendars', '/error', '*']));
  });

  it('pictures every route of the widget (a route may be pictured in more than one state), each picture named once', () => {
    expect([...new Set(SCREENS.map((screen) => screen.route))].sort()).toEqual(routes);
    expect(new Set(SCREENS.map((screen) => screen.name)).size).toBe(SCREENS.length);
  });

  it('would notice a route without a picture', () => {
    const withNew = widgetRoutes(`['/step-2', Step2], ['/gift-cards', GiftCards] <Route path="/" /> <Route component={NotFound} />`);
    expect(withNew).toContain('/gift-cards');
    expect(SCREENS.map((screen) => screen.route)).not.toContain('/gift-cards');
  });
});
