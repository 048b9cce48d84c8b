// Step 3 against the reference server and its company-registry stub: the
// guest's details, the registry prefill, nothing lost on reload and the rules'
// messages. axe on step 3 with every error shown, the company's fields among
// them, is the accessibility matrix's (a11y-matrix.spec.ts).
import { expect, test } from '@playwright/test';
import { fillGuestDetails as fillValidForm, reachStepThree } from './support/flow';
import { dayFromToday } from './support/widget';
import { MODULES, chunkUrl } from './support/chunks';

/** Two nights from `offset` days ahead: step 3's own ranges, which no other spec uses or books. */
const stay = (offset: number) => ({ arrival: dayFromToday(offset), departure: dayFromToday(offset + 2) });

test('a filled form with a company ID prefilled from the registry survives a reload and leads to step 4', async ({ page }) => {
  const widget = await reachStepThree(page, stay(60));
  await fillValidForm(widget);
  await expect(widget.getByLabel('Země', { exact: true })).toHaveValue('CZ');
  await widget.getByRole('checkbox', { name: 'Fakturační údaje na firmu' }).check();
  await widget.getByLabel('IČO').fill('45317054');
  await expect(widget.getByLabel('Název firmy')).toHaveValue('Statek Horní Lhota, družstvo');
  await expect(widget.getByLabel('Ulice', { exact: true }).nth(1)).toHaveValue('Horní Lhota 27');
  await expect(widget.getByLabel('PSČ', { exact: true }).nth(1)).toHaveValue('53701');
  await widget.getByLabel('IČO').fill('27074358');
  await expect(widget.getByLabel('Ulice', { exact: true }).nth(1)).toHaveValue('Vodičkova 681/14a');
  await expect(widget.getByLabel('DIČ')).toHaveValue('CZ27074358');
  await widget.getByLabel('Poznámka').fill('Pozdní příjezd');

  await page.reload();
  await expect(widget.getByLabel('Jméno', { exact: true })).toHaveValue('Petr');
  await expect(widget.getByLabel('Telefon', { exact: true })).toHaveValue('601 234 567');
  await expect(widget.getByLabel('Název firmy')).toHaveValue('Penzion U Staré lípy s.r.o.');
  await expect(widget.getByLabel('Poznámka')).toHaveValue('Pozdní příjezd');
  await expect(widget.getByRole('checkbox', { name: /Souhlasím se zpracováním/ })).toBeChecked();

  await widget.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(page).toHaveURL(/#\/step-4$/);
});

test('a discount code is priced at once; a code the server refuses says why and keeps the guest on step 3', async ({ page }) => {
  const widget = await reachStepThree(page, stay(72));
  await fillValidForm(widget);
  // The codes wait behind a disclosure, so their Apply buttons do not compete with Continue.
  await expect(widget.getByLabel('Slevový kód')).toBeHidden();
  await widget.getByText('Máte slevový kód nebo dárkový poukaz?').click();
  const code = widget.getByLabel('Slevový kód');
  await code.fill('NEPLATNY');
  await widget.getByRole('button', { name: 'Použít' }).first().click();
  // The server's reason, under the field and named as its description.
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(widget.locator(`#${await code.getAttribute('aria-describedby')}`)).toHaveText('Slevový kód NEPLATNY neznáme.');
  await widget.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(code).toBeFocused();
  await expect(page).toHaveURL(/#\/step-3$/);

  await code.fill('LETO10');
  await widget.getByRole('button', { name: 'Použít' }).first().click();
  await expect(widget.getByText(/Použito: LETO10 · sleva \d/)).toBeVisible();
  await expect(code).not.toHaveAttribute('aria-invalid', 'true');
  await widget.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(page).toHaveURL(/#\/step-4$/);
});

test('an invalid e-mail, a short Czech phone and a missing consent each block with the spec message', async ({ page }) => {
  const widget = await reachStepThree(page, stay(63));
  await fillValidForm(widget);
  const continueButton = widget.getByRole('button', { name: 'Pokračovat' });
  const email = widget.getByLabel('E-mail', { exact: true });

  await email.fill('petr@');
  await continueButton.click();
  await expect(widget.getByText('Neplatný email')).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(widget.getByRole('alert')).toContainText('Formulář obsahuje chyby');
  await expect(page).toHaveURL(/#\/step-3$/);
  await email.fill('petr@example.cz');

  const phone = widget.getByLabel('Telefon', { exact: true });
  await phone.fill('+420 601 234');
  await continueButton.click();
  await expect(widget.getByText('České číslo musí mít 9 číslic')).toBeVisible();
  await expect(phone).toBeFocused();
  await phone.fill('+420 601 234 567');

  // Another dial code: a real check (libphonenumber-js, loaded only now).
  const checks = page.waitForResponse((response) => chunkUrl(MODULES.phoneCheck).test(response.url()));
  await widget.getByRole('button', { name: /Předvolba/ }).click();
  await widget.getByRole('combobox', { name: 'Hledat podle země nebo předvolby' }).fill('Německo');
  await widget.getByRole('listbox', { name: 'Předvolba' }).getByRole('option', { name: /Německo/ }).click();
  await checks;
  await phone.fill('123');
  await continueButton.click();
  await expect(widget.getByText('Zadejte platné telefonní číslo')).toBeVisible();
  await expect(phone).toBeFocused();
  await phone.fill('30 901820');
  await expect(widget.getByText('Zadejte platné telefonní číslo')).toHaveCount(0);

  // A company ID (IČO) must be exactly 8 digits (SPEC 5), tied to its field like the billing fields' messages.
  await widget.getByRole('checkbox', { name: 'Fakturační údaje na firmu' }).check();
  const companyId = widget.getByLabel('IČO');
  await companyId.fill('123');
  await continueButton.click();
  await expect(companyId).toBeFocused();
  await expect(companyId).toHaveAttribute('aria-invalid', 'true');
  await expect(companyId).toHaveAccessibleDescription(/IČO musí mít 8 číslic/);
  await expect(page).toHaveURL(/#\/step-3$/);
  await companyId.fill('');
  await expect(widget.getByText('IČO musí mít 8 číslic')).toHaveCount(0);

  const consent = widget.getByRole('checkbox', { name: /Souhlasím se zpracováním/ });
  await consent.uncheck();
  await continueButton.click();
  await expect(widget.getByText('Pole musí být zaškrknuté')).toBeVisible();
  await expect(consent).toBeFocused();
  await expect(page).toHaveURL(/#\/step-3$/);

  // Straight to step 4 without a valid form: the guard sends the guest back.
  await page.evaluate(() => {
    window.location.hash = '#/step-4';
  });
  await expect(page).toHaveURL(/#\/step-3$/);
});
