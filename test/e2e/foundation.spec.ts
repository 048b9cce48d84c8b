// The element as an integrator meets it: shadow-root content, host isolation,
// two independent widgets, and a readable error when the API is unreachable.
import { axeViolations } from './support/gates';
import { expect, test, type Page } from '@playwright/test';
import { dayCell, dayFromToday, watchHostErrors } from './support/widget';
import { MODULES, chunkUrl } from './support/chunks';


/** Serves a host page of the test's own at `path`, on the demo server's origin. */
async function serveHostPage(page: Page, path: string, body: string, css = ''): Promise<void> {
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style>
    <script type="module" src="/booking-widget.js"></script></head><body>${body}</body></html>`;
  await page.route(`**${path}`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
}

test('the demo page shows the widget, its content inside the shadow root', async ({ page }) => {
  const hostErrors = await watchHostErrors(page);
  await page.goto('/');
  const widget = page.locator('booking-widget');
  await expect(widget.getByRole('navigation', { name: 'Kroky rezervace' })).toBeVisible();
  const structure = await widget.evaluate((element) => ({
    lightChildren: element.children.length,
    inShadow: element.shadowRoot?.querySelector('.bw-root') !== null,
  }));
  expect(structure).toEqual({ lightChildren: 0, inShadow: true });
  await expect(page.locator('.bw-root')).toHaveCount(1); // pierces the shadow root...
  expect(await page.evaluate(() => document.querySelector('.bw-root'))).toBeNull(); // ...but the page's DOM has none
  expect(await hostErrors()).toEqual([]);
});

test('two widgets on one page keep their own language and step', async ({ page }) => {
  const hostErrors = await watchHostErrors(page);
  await page.goto('/multi.html#widget-en=%2Fprice-lists');
  const czech = page.locator('#widget-cs');
  const english = page.locator('#widget-en');
  await expect(english.getByRole('heading', { name: 'Price list' })).toBeVisible();
  await expect(czech.getByRole('navigation', { name: 'Kroky rezervace' })).toBeVisible();

  // The Czech widget wanders off and back; the English one stays where it is.
  await page.evaluate(() => {
    const params = new URLSearchParams(location.hash.slice(1));
    params.set('widget-cs', '/nowhere');
    location.hash = params.toString();
  });
  await expect(czech.getByRole('heading', { name: 'Tudy cesta nevede' })).toBeVisible();
  await expect(english.getByRole('heading', { name: 'Price list' })).toBeVisible();
  await czech.getByRole('link', { name: 'Zpět na výběr termínu' }).click();
  await expect(czech.getByRole('navigation', { name: 'Kroky rezervace' })).toBeVisible();
  await expect(english.getByRole('heading', { name: 'Price list' })).toBeVisible();

  // Reload keeps both routes.
  await page.reload();
  await expect(english.getByRole('heading', { name: 'Price list' })).toBeVisible();
  await expect(czech.getByRole('navigation', { name: 'Kroky rezervace' })).toBeVisible();
  expect(await hostErrors()).toEqual([]);
});

test('choosing a stay in one widget moves only that widget to step 2', async ({ page }) => {
  const hostErrors = await watchHostErrors(page);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto('/multi.html');
  const czech = page.locator('#widget-cs');
  const english = page.locator('#widget-en');
  await (await dayCell(english, dayFromToday(12))).click();
  await (await dayCell(english, dayFromToday(15))).click();
  const book = english.getByRole('button', { name: 'Book these dates' });
  await expect(book).not.toHaveAttribute('aria-disabled', 'true');
  await book.click();
  await expect(english.getByRole('heading', { name: 'Choose your accommodation' })).toBeVisible();
  // The Czech widget is still on step 1 with nothing chosen.
  await expect(czech.getByRole('grid').first()).toBeVisible();
  await expect(czech.getByLabel('Příjezd', { exact: true })).toHaveValue('');
  await expect(czech.getByRole('heading', { name: 'Vyberte den příjezdu' })).toBeVisible();
  expect(new URLSearchParams(new URL(page.url()).hash.slice(1)).get('widget-en')).toBe('/step-2');

  // The browser's Back takes the English widget back to step 1, its stay still chosen.
  await page.goBack();
  await expect(english.getByRole('grid').first()).toBeVisible();
  await expect(english.getByLabel('Check-in', { exact: true })).not.toHaveValue('');
  await expect(czech.getByRole('grid').first()).toBeVisible();
  expect(await hostErrors()).toEqual([]);
});

test('an unreachable API shows a readable error and nothing reaches window.onerror', async ({ page }) => {
  const hostErrors = await watchHostErrors(page);
  await serveHostPage(
    page,
    '/offline-host.html',
    '<booking-widget api-key="demo" lang="en" api-base="http://127.0.0.1:9/api"></booking-widget>',
  );
  await page.goto('/offline-host.html');
  const widget = page.locator('booking-widget');
  await expect(widget.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 15_000 });
  await expect(widget.getByRole('alert')).toContainText('Could not reach the booking system');
  expect(await hostErrors()).toEqual([]);
});

test('a screen that cannot load says so, tries again on request, and never bothers the host page', async ({ page }) => {
  const hostErrors = await watchHostErrors(page);
  // Vite's docs tell apps to reload on this event: a host built with Vite must never get it from us.
  await page.addInitScript(() => {
    const events: string[] = [];
    (window as unknown as { __preloadErrors: string[] }).__preloadErrors = events;
    window.addEventListener('vite:preloadError', (event) => events.push(event.type));
  });
  await page.goto('/');
  const widget = page.locator('booking-widget');
  await expect(widget.locator('[role="grid"]').first()).toBeVisible();

  const priceLists = chunkUrl(MODULES.priceLists);
  await page.route(priceLists, (route) => route.abort('internetdisconnected'));
  await page.evaluate(() => (location.hash = '#/price-lists'));
  const failure = 'Tuto část rezervace se nepodařilo načíst. Zkontrolujte připojení a zkuste to znovu.';
  await expect(widget.getByRole('alert')).toHaveText(failure);
  // Going back leaves the failure behind; coming again meets it again while still offline.
  await page.goBack();
  await expect(widget.locator('[role="grid"]').first()).toBeVisible();
  await page.goForward();
  await expect(widget.getByRole('alert')).toHaveText(failure);

  await page.unroute(priceLists);
  await widget.getByRole('button', { name: 'Zkusit znovu' }).click();
  await expect(widget.getByRole('heading', { name: 'Ceník' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __preloadErrors: string[] }).__preloadErrors)).toEqual([]);
  expect(await hostErrors()).toEqual([]);
});

test('loading the script twice is harmless', async ({ page }) => {
  const hostErrors = await watchHostErrors(page);
  await serveHostPage(
    page,
    '/twice-host.html',
    '<booking-widget api-key="demo"></booking-widget><script type="module" src="/booking-widget.js?again"></script>',
  );
  await page.goto('/twice-host.html');
  await expect(page.locator('booking-widget').getByRole('navigation', { name: 'Kroky rezervace' })).toBeVisible();
  expect(await hostErrors()).toEqual([]);
});

test('axe finds nothing in two widgets (two themes) nor on the error and not-found screens', async ({ page }) => {
  const scan = () => axeViolations(page);
  await page.goto('/multi.html');
  await expect(page.locator('#widget-en').getByRole('grid').first()).toBeVisible();
  await expect(page.locator('#widget-cs').getByRole('grid').first()).toBeVisible();
  expect(await scan()).toEqual([]);

  await page.goto('/multi.html#widget-cs=%2Fnowhere&widget-en=%2Ferror%3Fmsg%3DThe%20booking%20system%20is%20resting.');
  await expect(page.locator('#widget-cs').getByRole('heading', { name: 'Tudy cesta nevede' })).toBeVisible();
  await expect(page.locator('#widget-en').getByRole('alert')).toHaveText('The booking system is resting.');
  expect(await scan()).toEqual([]);
});

test('axe finds nothing while availability is still on its way, nor once it has come', async ({ page }) => {
  // The loading state is what a guest on a slow line reads longest: it must keep its contrast too.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/availability.php*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/multi.html');
  for (const id of ['#widget-cs', '#widget-en']) {
    await expect(page.locator(id).locator('.bw-calendar[aria-busy="true"]')).toBeVisible();
  }
  // The heading says it is loading (step 1's skeleton said so before the first paint).
  await expect(page.locator('#widget-en').getByRole('progressbar', { name: 'Choose your dates' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  release();
  await expect(page.locator('#widget-en').locator('.bw-calendar:not([aria-busy])')).toBeVisible();
  await expect(page.locator('#widget-cs').locator('.bw-calendar:not([aria-busy])')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the dummy demo page runs in is_dummy mode with non-clickable breadcrumbs', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) apiCalls.push(request.url());
  });
  await page.goto('/dummy.html');
  const steps = page.locator('booking-widget').getByRole('navigation', { name: 'Kroky rezervace' });
  await expect(steps.getByRole('listitem')).toHaveCount(3);
  await expect(steps.getByRole('link')).toHaveCount(0);
  await expect(page.locator('booking-widget').getByRole('grid').first()).toBeVisible();
  const availability = apiCalls.find((url) => url.includes('/availability.php'));
  expect(new URL(availability!).searchParams.get('is_dummy')).toBe('1');
});

test("the footer names the provider the build was given and links to the demo's own provider page, which exists", async ({ page, request }) => {
  await page.goto('/');
  const widget = page.locator('booking-widget');
  const link = widget.getByRole('link', { name: 'Běží na Booking Widget' });
  await expect(link).toHaveAttribute('href', '/provider.html');
  expect((await request.get('/provider.html')).status()).toBe(200);
  // No address the build was not given: the made-up one is gone.
  expect(await page.evaluate(() => fetch('/booking-widget.js').then((answer) => answer.text()))).not.toContain('booking-widget.example');
});
