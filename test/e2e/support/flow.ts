// Whole paths through the widget that later specs start from: the landing
// page, dates chosen on step 1, step 2 reached (and an object chosen).
import { expect, type Locator, type Page } from '@playwright/test';
import { dayCell } from './widget';

export interface FlowOptions {
  /** Days as YYYY-MM-DD; pick a range no other spec books. */
  arrival: string;
  departure: string;
  /** The page to start on: `/` (Czech), or e.g. `/iframe.html?api_key=demo&lang=en` for English. */
  startUrl?: string;
  lang?: 'cs' | 'en';
  width?: number;
}

const TEXTS = {
  cs: { book: 'Rezervovat termín', step2: 'Výběr ubytování', nextMonth: /Další měsíc/ },
  en: { book: 'Book these dates', step2: 'Choose your accommodation', nextMonth: /Next month/ },
} as const;

/** The landing page with step 1's calendar loaded; returns the widget. */
export async function openStepOne(page: Page, width = 1280): Promise<Locator> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/');
  const widget = page.locator('booking-widget');
  await expect(widget.locator('[role="grid"]').first()).toBeVisible();
  await expect(widget.locator('.bw-calendar')).not.toHaveAttribute('aria-busy', 'true');
  return widget;
}

/** From the landing page through step 1 to step 2 with the stay chosen; returns the widget. */
export async function reachStepTwo(page: Page, options: FlowOptions): Promise<Locator> {
  const texts = TEXTS[options.lang ?? 'cs'];
  await page.setViewportSize({ width: options.width ?? 1280, height: 900 });
  await page.goto(options.startUrl ?? '/');
  const widget = page.locator('booking-widget');
  await expect(widget.locator('[role="grid"]').first()).toBeVisible();
  await expect(widget.locator('.bw-calendar')).not.toHaveAttribute('aria-busy', 'true');
  await (await dayCell(widget, options.arrival, texts.nextMonth)).click();
  await (await dayCell(widget, options.departure, texts.nextMonth)).click();
  const book = widget.getByRole('button', { name: texts.book });
  await expect(book).not.toHaveAttribute('aria-disabled', 'true');
  await book.click();
  await expect(widget.getByRole('heading', { name: texts.step2, level: 2 })).toBeVisible();
  return widget;
}

const SELECT = { cs: 'Vybrat', en: 'Select' } as const;

/**
 * Step 2's control that chooses `objectName`: the band across its card that says
 * "Vybrat" ("Select"), a checkbox named by that word and the object's name.
 */
export function objectChooser(widget: Locator, objectName: string, lang: 'cs' | 'en' = 'cs'): Locator {
  return widget.getByRole('checkbox', { name: `${SELECT[lang]} ${objectName}`, exact: true });
}

/** Step 2 with `objectName` chosen by its card's "Vybrat" band. */
export async function reachStepTwoWithObject(page: Page, options: FlowOptions & { objectName: string }): Promise<Locator> {
  const widget = await reachStepTwo(page, options);
  const choose = objectChooser(widget, options.objectName, options.lang);
  await choose.check();
  await expect(choose).toBeChecked();
  return widget;
}

const STEP_3 = {
  cs: { object: 'Pokoj Lípa', hour: 'Čas příjezdu', next: 'Pokračovat' },
  en: { object: 'Room Lípa', hour: 'Arrival time', next: 'Continue' },
} as const;

/** Through step 2 (room Lípa unless `objectName`, its starting occupancy, check-in at 16:00) to step 3's form. */
export async function reachStepThree(page: Page, options: FlowOptions & { objectName?: string }): Promise<Locator> {
  const texts = STEP_3[options.lang ?? 'cs'];
  const widget = await reachStepTwoWithObject(page, { ...options, objectName: options.objectName ?? texts.object });
  await widget.getByLabel(texts.hour).selectOption('16:00');
  const next = widget.getByRole('button', { name: texts.next });
  await expect(next).not.toHaveAttribute('aria-disabled', 'true');
  await next.click();
  await expect(widget.locator('form.bw-checkout__form')).toBeVisible();
  return widget;
}

/** Step 4's box for the chosen rates' cancellation policy (issue 50), in every language the specs book in. */
export const POLICY_BOX = /storno podmínkami|cancellation policy|Stornobedingungen/;

/**
 * Ticks step 4's cancellation-policy box, as a guest must before booking a stay
 * with rates (issue 50). Call it once Book is usable (the summary is current):
 * a server without rates shows no box, and then nothing is ticked.
 */
export async function acceptCancellationPolicy(widget: Locator): Promise<void> {
  const box = widget.getByRole('checkbox', { name: POLICY_BOX });
  if (await box.count()) await box.check();
}

/** Fills step 3 with a valid Czech guest (the referral source when asked for, the consent). */
export async function fillGuestDetails(widget: Locator, email = 'petr@example.cz'): Promise<void> {
  await widget.getByLabel('Jméno', { exact: true }).fill('Petr');
  await widget.getByLabel('Příjmení', { exact: true }).fill('Svoboda');
  await widget.getByLabel('Ulice', { exact: true }).first().fill('Náměstí 5');
  await widget.getByLabel('Město', { exact: true }).first().fill('Tábor');
  await widget.getByLabel('PSČ', { exact: true }).first().fill('390 01');
  await widget.getByLabel('E-mail', { exact: true }).fill(email);
  await widget.getByLabel('Telefon', { exact: true }).fill('601 234 567');
  const referral = widget.getByLabel('Jak jste se o nás dozvěděli?');
  if (await referral.count()) await referral.selectOption({ index: 1 });
  await widget.getByRole('checkbox', { name: /Souhlasím se zpracováním/ }).check();
}
