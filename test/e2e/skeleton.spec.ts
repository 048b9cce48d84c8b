// Step 1's skeleton (issue 33): while the start-up's answers are on their way, a guest already sees
// this month's days where step 1 will show them; the first paint puts the calendar in their place
// without moving them. Nothing of it can be used, found by a test's date or read out.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/gates';

/** Holds the three start-up answers until the returned function is called. */
async function holdStartUp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/(global_settings|global_translations|availability)\.php/, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

async function openHotelPage(page: Page, width: number, hash = ''): Promise<void> {
  const html = `<!doctype html><html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Hotel</title><style>body { margin: 0; }</style><script type="module" src="/booking-widget.js"></script></head>
    <body><booking-widget api-key="demo" lang="cs"></booking-widget><p>Snídaně od sedmi do deseti.</p></body></html>`;
  await page.route('**/skeleton-host.html*', (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`/skeleton-host.html${hash}`);
}

const today = new Date();
const lastDay = new Date(today.getFullYear(), today.getMonth() + 1, 0).getDate();

for (const width of [360, 1280]) {
  test(`at ${width} px the month's days show before any answer, and the calendar takes their place without moving them`, async ({ page }) => {
    const release = await holdStartUp(page);
    await openHotelPage(page, width);
    const widget = page.locator('booking-widget');
    const skeleton = widget.locator('[inert]');
    await expect(skeleton.locator('.bw-month__grid').first().getByText(String(lastDay), { exact: true })).toBeVisible();
    await expect(skeleton.locator('.bw-month__grid')).toHaveCount(width === 360 ? 1 : 3);
    // Nothing a test or the bench could click for a date, and nothing a screen reader would meet.
    await expect(widget.locator('[data-date]')).toHaveCount(0);
    await expect(widget.getByRole('grid')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    const firstWeek = async () => (await widget.locator('.bw-month__grid tbody tr').first().boundingBox())!;
    const before = await firstWeek();

    release();
    await expect(widget.locator('[data-date]').first()).toBeVisible();
    await expect(skeleton).toHaveCount(0);
    const after = await firstWeek();
    expect(Math.abs(after.y - before.y)).toBeLessThan(1);
    expect(Math.abs(after.height - before.height)).toBeLessThan(1);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a widget whose first screen is not step 1 draws no skeleton', async ({ page }) => {
  const release = await holdStartUp(page);
  await openHotelPage(page, 360, '#/price-lists');
  const widget = page.locator('booking-widget');
  // The pre-start has run once its requests are out.
  await expect.poll(() => widget.evaluate((element) => element.shadowRoot?.querySelector('link') !== null)).toBe(true);
  await expect(widget.locator('.bw-month__grid')).toHaveCount(0);
  release();
  await expect(widget.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(widget.locator('[inert]')).toHaveCount(0);
});
