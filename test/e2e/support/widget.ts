// Helpers that look at the widget as a guest does. Playwright locators pierce
// open shadow roots, so `widget.getByRole(...)` finds what is inside.
import type { Page } from '@playwright/test';

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
