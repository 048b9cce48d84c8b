// Helpers that look at the widget as a guest does. Playwright locators pierce
// open shadow roots, so `widget.getByRole(...)` finds what is inside.
import { expect, type Locator, type Page } from '@playwright/test';

/** Records anything that would reach the host page's window.onerror or unhandledrejection. */
export async function watchHostErrors(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __hostErrors: string[] }).__hostErrors = seen;
    window.onerror = (message) => {
      seen.push(String(message));
    };
    window.addEventListener('unhandledrejection', (event) => seen.push(`unhandled: ${String(event.reason)}`));
  });
  return () => page.evaluate(() => (window as unknown as { __hostErrors: string[] }).__hostErrors);
}

/** A day counted from today, as YYYY-MM-DD (the seeded bookings are placed relative to today). */
export function dayFromToday(offset: number): string {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + offset);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The calendar cell of `day`, moving to later months while it is not shown. */
export async function dayCell(widget: Locator, day: string, nextMonthName = /Další měsíc|Next month/): Promise<Locator> {
  const cell = widget.locator(`[data-date="${day}"]`);
  // Up to a year and a half ahead: the bookable window (low-season stays may lie far out).
  for (let step = 0; step < 18 && (await cell.count()) === 0; step += 1) {
    await widget.getByRole('button', { name: nextMonthName }).click();
  }
  await expect(cell).toBeVisible();
  return cell;
}
