// The demo's pages are a model of a hotel's page (issue 33): a description for search results, an
// icon the server sends, the page's language in `lang` (and a section in another language says
// so), and every link, button and field of the page itself at least 24 px tall and wide (WCAG
// 2.5.8; links inside running text are exempt).
import { expect, test } from '@playwright/test';

const PAGES: [path: string, lang: string][] = [
  ['/', 'cs'],
  ['/dummy.html', 'cs'],
  ['/multi.html', 'en'],
  ['/iframe-host.html', 'en'],
  ['/csp.html', 'cs'],
  ['/configure.html', 'en'],
  ['/provider.html', 'cs'],
];

for (const [path, lang] of PAGES) {
  test(`${path}: a description, an icon, lang="${lang}" and touch targets of 24 px at 390 and 1280 px`, async ({ page, request }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(40);
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    const served = await request.get(icon!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/svg+xml');

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const small = await page.evaluate(() =>
        [...document.querySelectorAll('a[href], button, input, select, textarea, summary')]
          .filter((element) => !element.closest('p, li, dd'))
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.width < 24 || box.height < 24))
          .map(({ element, box }) => `${element.outerHTML.slice(0, 60)} ${box.width}x${box.height}`),
      );
      expect(small, `at ${width} px`).toEqual([]);
    }
  });
}

test('a Czech section on an English page says it is Czech', async ({ page }) => {
  for (const path of ['/multi.html', '/iframe-host.html']) {
    await page.goto(path);
    await expect(page.locator('section', { has: page.getByRole('heading', { name: 'Česky' }) })).toHaveAttribute('lang', 'cs');
  }
});
