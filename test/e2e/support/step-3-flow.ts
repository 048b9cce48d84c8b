// The one way the step-3 tests reach the form. Step 2 is still the pending
// screen on this branch, so the guest chooses dates on step 1 and the test
// follows the widget's own route to step 3; switch this to go through the
// real step 2 once it exists.
import { expect, type Locator, type Page } from '@playwright/test';
import { dayCell, dayFromToday } from './widget';

export async function reachStepThree(page: Page, lang: 'cs' | 'en' = 'cs', firstNight = 47): Promise<Locator> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const widget = page.locator('booking-widget');
  // The demo page's widget says lang="cs"; the attribute outranks the query.
  if (lang === 'en') await widget.evaluate((element) => element.setAttribute('lang', 'en'));
  await expect(widget.locator('.bw-calendar')).not.toHaveAttribute('aria-busy', 'true');
  const nextMonth = lang === 'cs' ? /Další měsíc/ : /Next month/;
  const selected = page.waitForResponse((response) => /\/selection\.php\?/.test(response.url()));
  await (await dayCell(widget, dayFromToday(firstNight), nextMonth)).click();
  await (await dayCell(widget, dayFromToday(firstNight + 2), nextMonth)).click();
  await selected;
  await page.evaluate(() => {
    window.location.hash = '#/step-3';
  });
  await expect(widget.locator('form.bw-checkout__form')).toBeVisible();
  return widget;
}
