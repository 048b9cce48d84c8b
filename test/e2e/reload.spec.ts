// Issue 14: a reload on every screen of SCREENS keeps the screen and what the
// guest entered there (the stay, the apartment and hour, the form, the way to
// pay, the booking), in dummy mode so nothing is stored.
import { expect, test, type Locator } from '@playwright/test';
import { gateStay, hostErrorsOverReloads } from './support/gates';
import { expectStayKept, newGuest, TEXTS, walkScreens } from './support/screens';

const texts = TEXTS.cs;

test('a reload on every screen keeps the screen and what was entered', async ({ page }) => {
  test.setTimeout(90_000);
  const hostErrors = await hostErrorsOverReloads(page);
  const guest = newGuest(page, { lang: 'cs', host: { dummy: true }, stay: gateStay(7), email: 'reload@example.cz' });
  const field = (label: string): Locator => guest.widget.getByLabel(label, { exact: true }).first();
  /** What the guest enters on each screen before the reload, and how to see it afterwards. */
  const entered: Record<string, { enter?: () => Promise<void>; check: () => Promise<void> }> = {
    '/': { check: () => expectStayKept(guest) },
    '/step-2': {
      check: async () => {
        await expect(guest.widget.getByRole('checkbox', { name: texts.object, exact: true })).toBeChecked();
        await expect(guest.widget.getByLabel(texts.hour)).toHaveValue('16:00');
      },
    },
    '/step-3': {
      enter: async () => {
        await field(texts.firstName).fill('Petr');
        await field(texts.note).fill('Přijedeme pozdě večer.');
      },
      check: async () => {
        await expect(field(texts.firstName)).toHaveValue('Petr');
        await expect(field(texts.note)).toHaveValue('Přijedeme pozdě večer.');
      },
    },
    '/step-4': {
      enter: () => guest.widget.getByRole('radio', { name: 'Zaplatit kartou online' }).check(),
      check: async () => {
        await expect(guest.widget.getByRole('radio', { name: 'Zaplatit kartou online' })).toBeChecked();
        await expect(guest.widget.locator('[data-fact="name"] dd')).toHaveText('Petr Svoboda');
        // Back to the transfer: a card would leave for the payment page.
        await guest.widget.getByRole('radio', { name: 'Bankovní převod (QR platba)' }).check();
      },
    },
    '/step-5': { check: () => expect(guest.widget.locator('[data-fact="booking-number"] dd')).toHaveText(/\d+/) },
  };
  await walkScreens(guest, async (screen) => {
    const here = entered[screen.route];
    await here?.enter?.();
    const address = page.url();
    await page.reload();
    await expect(guest.widget.getByRole('heading', { name: screen.heading.cs, level: 2 })).toBeVisible();
    expect(page.url(), screen.route).toBe(address);
    await here?.check();
  });
  expect(hostErrors()).toEqual([]);
});
