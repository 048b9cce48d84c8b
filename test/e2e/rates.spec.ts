// Rates on step 2 and the terms through to step 5 against the reference server
// (issue 50), at a phone's and a desktop's width: the seeded non-refundable
// rate costs 10 % less than the flexible one, the guest must accept the policy
// on step 4, and step 5 says the booking is not refundable. Keyboard and axe on
// step 2 with rates. Each test books Apartmán Dub in its own low-season block
// ahead (days 360+), which no other spec uses.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { lowSeasonOffset } from '../support/low-season';
import { axeViolations } from './support/gates';
import { POLICY_BOX } from './support/flow';
import { openPrepared } from './support/prepared';
import { dayFromToday } from './support/widget';

const BLOCK = lowSeasonOffset(360, 12, dayFromToday);
const stayAt = (index: number) => ({ arrival: dayFromToday(BLOCK + index * 4), departure: dayFromToday(BLOCK + index * 4 + 2) });
const DUB = { name: 'Apartmán Dub', id: '4' };

/** "4 200,00 Kč" -> 4200. */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

const rateGroup = (widget: Locator) => widget.getByRole('group', { name: `Sazba pro ${DUB.name}` });
const rateRow = (widget: Locator, terms: RegExp) => rateGroup(widget).locator('.bw-rate').filter({ hasText: terms });

async function openStepTwo(page: Page, index: number, email: string, width: number): Promise<Locator> {
  await page.setViewportSize({ width, height: 900 });
  await openPrepared(page, { stay: stayAt(index), objectId: DUB.id, email }, '/#/step-2');
  const widget = page.locator('booking-widget');
  await expect(rateGroup(widget)).toBeVisible();
  return widget;
}

for (const [index, width] of [[0, 360], [1, 1280]] as const) {
  test(`a non-refundable stay costs 10 % less, the policy is accepted on step 4, step 5 says it is not refundable (${width} px)`, async ({ page }) => {
    const widget = await openStepTwo(page, index, `rates.${width}@example.cz`, width);
    const flexible = rateRow(widget, /Zrušení zdarma do/);
    const nonRefundable = rateRow(widget, /Nevratná cena/);
    // The flexible rate is the default.
    await expect(flexible.getByRole('radio')).toBeChecked();
    await expect(nonRefundable.getByRole('radio')).not.toBeChecked();
    const flexiblePrice = amountOf(await flexible.locator('.bw-rate__price strong').textContent());
    const nonRefundablePrice = amountOf(await nonRefundable.locator('.bw-rate__price strong').textContent());
    expect(flexiblePrice).toBeGreaterThan(0);
    expect(nonRefundablePrice).toBeCloseTo(flexiblePrice * 0.9, 2);

    // The total follows the choice: 10 % of the stay's price less.
    const total = widget.getByTestId('summary-total').first();
    await expect(total).toHaveText(/\d/);
    const flexibleTotal = amountOf(await total.textContent());
    await nonRefundable.getByRole('radio').check();
    await expect.poll(async () => amountOf(await total.textContent())).toBeCloseTo(flexibleTotal - (flexiblePrice - nonRefundablePrice), 2);

    // The full terms open on demand.
    await widget.getByText('Storno podmínky', { exact: true }).first().click();
    await expect(widget.getByText('Nevratná cena: při zrušení účtujeme celou cenu.').first()).toBeVisible();

    await widget.getByRole('button', { name: 'Pokračovat' }).click();
    await expect(widget.getByRole('heading', { name: 'Vaše údaje', level: 2 })).toBeVisible();
    await widget.getByRole('button', { name: 'Pokračovat' }).click();
    await expect(widget.getByRole('heading', { name: 'Platba a rezervace', level: 2 })).toBeVisible();
    await expect(widget.locator('[data-part="accommodation"]')).toContainText('Nevratná cena: při zrušení účtujeme celou cenu.');

    // Book without the policy: the box says it must be ticked, and nothing is booked.
    const book = widget.getByRole('button', { name: 'Závazně rezervovat' });
    await expect(book).not.toHaveAttribute('aria-disabled', 'true');
    await book.click();
    const policy = widget.getByRole('checkbox', { name: POLICY_BOX });
    await expect(policy).toBeFocused();
    await expect(policy).toHaveAccessibleDescription('Pro rezervaci je třeba souhlasit se storno podmínkami.');
    await expect(page).toHaveURL(/#\/step-4$/);
    await policy.check();
    await book.click();

    await expect(page).toHaveURL(/#\/step-5$/);
    await expect(widget.locator('[data-fact="price"] dd')).toHaveText(/\d/);
    expect(amountOf(await widget.locator('[data-fact="price"] dd').textContent())).toBeCloseTo(
      flexibleTotal - (flexiblePrice - nonRefundablePrice),
      2,
    );
    await expect(widget.locator('[data-booked-rates]')).toContainText('Nevratná cena: při zrušení účtujeme celou cenu.');
    // The calendar file keeps the rate and its terms.
    const downloading = page.waitForEvent('download');
    await widget.getByRole('button', { name: 'Přidat do kalendáře' }).click();
    const ics = readFileSync((await (await downloading).path())!, 'utf8').replace(/\r\n[ \t]/g, '');
    expect(ics).toMatch(/DESCRIPTION:.*Apartmán Dub: Nevratná – Nevratná cena: při zrušení účtujeme celou cenu\./);
  });
}

test('step 2 with rates: a radio group per object that the keyboard moves through, and no axe violations', async ({ page }) => {
  const widget = await openStepTwo(page, 2, 'rates.keyboard@example.cz', 1280);
  const radios = rateGroup(widget).getByRole('radio');
  expect(await radios.count()).toBeGreaterThanOrEqual(2);
  await radios.first().focus();
  await expect(radios.first()).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(radios.nth(1)).toBeChecked();
  await expect(radios.nth(1)).toBeFocused();
  await widget.getByText('Storno podmínky', { exact: true }).first().click();
  expect(await axeViolations(page)).toEqual([]);
});
