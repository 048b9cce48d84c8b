// Issue 14, cookies and storage blocked: the widget inside a sandboxed iframe
// without allow-same-origin (an opaque origin: every cookie and storage access
// throws) still runs the whole booking, in dummy mode so nothing is stored.
import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../../scripts/chromium.mjs';
import { gateStay } from './support/gates';
import { newGuest, SCREENS } from './support/screens';

// The test serves everything from localhost, and Chromium keeps an opaque
// origin from reaching the loopback address space (Local Network Access);
// a real host and CDN are public addresses, where that check does not apply.
test.use({ launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests'] } });

test('in a sandboxed iframe without allow-same-origin the guest still books (dummy mode)', async ({ page }) => {
  test.setTimeout(90_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const framed = `<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>Framed</title>
    <script type="module" src="/booking-widget.js"></script></head>
    <body><booking-widget api-key="demo" lang="cs" dummy></booking-widget></body></html>`;
  await page.route('**/sandboxed-widget.html*', (route) => route.fulfill({ contentType: 'text/html', body: framed }));
  await page.route('**/sandbox-host.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>Host</title></head><body>
        <iframe title="Rezervace" sandbox="allow-scripts allow-forms allow-popups" src="/sandboxed-widget.html?is_dummy=1"
          style="width:1200px;height:860px;border:0"></iframe></body></html>`,
    }),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/sandbox-host.html');
  const frame = page.frameLocator('iframe');
  // The frame really is cut off from storage: the test proves its own premise.
  const storageBlocked = await frame.locator('body').evaluate(() => {
    try {
      void window.sessionStorage.length;
      return false;
    } catch {
      return true;
    }
  });
  expect(storageBlocked).toBe(true);

  const guest = newGuest(page, { lang: 'cs', host: { dummy: true }, stay: gateStay(6), email: 'sandboxed@example.cz' });
  guest.widget = frame.locator('booking-widget');
  // Step 1 opens the host page itself: here the frame is already open, so the walk starts at choosing dates.
  const { dayCell } = await import('./support/widget');
  await expect(guest.widget.locator('.bw-calendar')).not.toHaveAttribute('aria-busy', 'true');
  await (await dayCell(guest.widget, guest.stay.arrival)).click();
  await (await dayCell(guest.widget, guest.stay.departure)).click();
  for (const screen of SCREENS.slice(1, 5)) await screen.reach(guest);
  await expect(guest.widget.getByRole('note')).toHaveText('Šlo o zkušební rezervaci: nic nebylo rezervováno.');
  expect(pageErrors).toEqual([]);
});
