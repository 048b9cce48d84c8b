// Every guest in their own language (issue 31): a whole booking in German and
// in Polish, found by the names a guest of that language reads; steps 1 to 4
// in each new language without a word of the English widget, and axe on
// each; lang="auto" in a German browser; the header's menu switching Czech to
// German on step 3 with the typed form kept. Stays come from one low-season
// block no other spec books.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { catalogOf, startOf, textsOf } from '../support/catalog';
import { lowSeasonOffset } from '../support/low-season';
import { axeViolations } from './support/gates';
import { openPrepared } from './support/prepared';
import { dayCell, dayFromToday } from './support/widget';

const NEW_LANGUAGES = ['de', 'sk', 'pl', 'uk', 'hu'] as const;
// Days 450 on (about 15 months ahead): no other spec books there (booking 76-112, engines 130-139, step 5 200 on, prefetch 400, phone 420).
const BLOCK = lowSeasonOffset(450, 40, dayFromToday);
const stayAt = (index: number) => ({ arrival: dayFromToday(BLOCK + index * 3), departure: dayFromToday(BLOCK + index * 3 + 2) });

async function openIn(page: Page, lang: string, width = 360): Promise<Locator> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`/?lang=${lang}`);
  const widget = page.locator('booking-widget');
  await expect(widget.locator(`.bw-root[lang="${lang}"]`)).toBeVisible();
  await expect(widget.locator('.bw-calendar')).not.toHaveAttribute('aria-busy', 'true');
  return widget;
}

/** Steps 1 to 5 through the widget as a guest of `lang` reads it; returns the variable symbol shown. */
async function bookIn(page: Page, lang: 'de' | 'pl', stay: { arrival: string; departure: string }, email: string): Promise<string> {
  const t = textsOf(lang);
  const widget = await openIn(page, lang);
  await (await dayCell(widget, stay.arrival, new RegExp(t('next_month')))).click();
  await (await dayCell(widget, stay.departure, new RegExp(t('next_month')))).click();
  await widget.getByRole('button', { name: t('book_the_term') }).click();

  await expect(widget.getByRole('heading', { name: t('step_2_title'), level: 2 })).toBeVisible();
  await widget.getByRole('checkbox', { name: new RegExp(`^${t('select_object')} `) }).first().check();
  await widget.getByLabel(t('check_in_hour')).selectOption('16:00');
  await widget.getByRole('button', { name: t('continue') }).click();

  await expect(widget.locator('form.bw-checkout__form')).toBeVisible();
  await widget.getByLabel(t('first_name'), { exact: true }).fill('Anna');
  await widget.getByLabel(t('last_name'), { exact: true }).fill(lang === 'de' ? 'Müller' : 'Nowak');
  await widget.getByLabel(t('street'), { exact: true }).first().fill(lang === 'de' ? 'Hauptstraße 5' : 'Długa 5');
  await widget.getByLabel(t('city'), { exact: true }).first().fill(lang === 'de' ? 'Dresden' : 'Kraków');
  await widget.getByLabel(t('postal_code'), { exact: true }).first().fill(lang === 'de' ? '01067' : '31-001');
  await widget.getByLabel(t('email'), { exact: true }).fill(email);
  await widget.getByLabel(t('phone'), { exact: true }).fill('601 234 567');
  const referral = widget.getByLabel(t('source_of_referral'));
  if (await referral.count()) await referral.selectOption({ index: 1 });
  await widget.getByRole('checkbox', { name: startOf(t('gdpr_compliance')) }).check();
  await widget.getByRole('button', { name: t('continue') }).click();

  await expect(widget.getByRole('heading', { name: t('step_4_title'), level: 2 })).toBeVisible();
  const book = widget.getByRole('button', { name: t('book_now') });
  await expect(book).not.toHaveAttribute('aria-disabled', 'true');
  // The rates' cancellation policy (issue 50), in the guest's language.
  const policy = widget.getByRole('checkbox', { name: t('accept_cancellation_terms') });
  if (await policy.count()) await policy.check();
  await book.click();
  await expect(page).toHaveURL(/#\/step-5$/);
  // The payment details name the variable symbol in the guest's language; it is the booking's number.
  await expect(widget.getByText(t('variable_symbol'), { exact: true }).first()).toBeVisible();
  const number = widget.locator('[data-fact="booking-number"] dd');
  await expect(number).toHaveText(/^\s*\d+\s*$/);
  return (await number.innerText()).trim();
}

for (const [index, lang] of (['de', 'pl'] as const).entries()) {
  test(`a whole booking in ${lang}, step 1 to the variable symbol, by the names a guest of that language reads`, async ({ page }) => {
    test.setTimeout(60_000);
    const symbol = await bookIn(page, lang, stayAt(index), `language.${lang}@example.test`);
    expect(symbol).toMatch(/^\d+$/);
  });
}

/** Texts a language writes as English does: international words, not leaks. */
const SAME_AS_ENGLISH: Record<string, string[]> = { de: ['kind_apartment', 'iban', 'guest_name'] };
const EVERYWHERE_THE_SAME = ['iban'];

/** Every text the English widget shows (exact texts, no placeholders) but those the language writes alike. */
function englishOnly(lang: string): Set<string> {
  const alike = new Set([...EVERYWHERE_THE_SAME, ...(SAME_AS_ENGLISH[lang] ?? [])]);
  return new Set(
    [...catalogOf('en')]
      .filter(([id, text]) => !text.includes('{') && !text.includes('<') && text.trim().length > 3 && !alike.has(id))
      .map(([, text]) => text.trim()),
  );
}

/** The widget's visible texts and accessible names: text nodes, aria-label, title, placeholder. */
async function shownTexts(widget: Locator): Promise<string[]> {
  return widget.evaluate((host) => {
    const root = host.shadowRoot!;
    const texts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
    for (const element of root.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'placeholder']) texts.push(element.getAttribute(name) ?? '');
    }
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

for (const [index, lang] of NEW_LANGUAGES.entries()) {
  test(`${lang}: steps 1 to 4 show no English text of the English widget, and axe finds nothing`, async ({ page }) => {
    test.setTimeout(60_000);
    const english = englishOnly(lang);
    const t = textsOf(lang);
    const leaks = async (screen: string) =>
      (await shownTexts(page.locator('booking-widget'))).filter((text) => english.has(text)).map((text) => `${screen}: "${text}"`);
    const found: string[] = [];

    const widget = await openIn(page, lang);
    found.push(...(await leaks('step 1')));
    expect(await axeViolations(page), `${lang} step 1`).toEqual([]);

    const stay = stayAt(4 + index);
    // Another address than step 1's, so the page loads anew with the prepared guest (a new hash alone would not).
    await openPrepared(page, { stay, objectId: '4', email: `leak.${lang}@example.test` }, `/?lang=${lang}&guest=prepared#/step-2`);
    await expect(widget.getByRole('heading', { name: t('step_2_title'), level: 2 })).toBeVisible();
    found.push(...(await leaks('step 2')));
    expect(await axeViolations(page), `${lang} step 2`).toEqual([]);

    await widget.getByRole('button', { name: t('continue') }).click();
    await expect(widget.locator('form.bw-checkout__form')).toBeVisible();
    found.push(...(await leaks('step 3')));
    expect(await axeViolations(page), `${lang} step 3`).toEqual([]);

    await widget.getByRole('button', { name: t('continue') }).click();
    await expect(widget.getByRole('heading', { name: t('step_4_title'), level: 2 })).toBeVisible();
    found.push(...(await leaks('step 4')));
    expect(await axeViolations(page), `${lang} step 4`).toEqual([]);
    expect(found).toEqual([]);
  });
}

test.describe('a German browser', () => {
  test.use({ locale: 'de-AT' });

  test('lang="auto" speaks German', async ({ page }) => {
    await page.goto('/?lang=auto');
    const widget = page.locator('booking-widget');
    await expect(widget.locator('.bw-root[lang="de"]')).toBeVisible();
    await expect(widget.getByRole('button', { name: textsOf('de')('book_the_term') })).toBeVisible();
  });
});

test('the language menu switches Czech to German on step 3 and keeps the typed form; the host hears bw-language-change', async ({ page }) => {
  const cs = textsOf('cs');
  const de = textsOf('de');
  const stay = stayAt(10);
  await openPrepared(page, { stay, objectId: '4', email: 'menu.switch@example.test' }, '/#/step-3');
  const widget = page.locator('booking-widget');
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { languageChanges: string[] }).languageChanges = seen;
    document.querySelector('booking-widget')!.addEventListener('bw-language-change', (event) => seen.push((event as CustomEvent<{ lang: string }>).detail.lang));
  });
  await expect(widget.locator('form.bw-checkout__form')).toBeVisible();
  const note = widget.getByLabel(cs('note'));
  await note.fill('Přijedeme pozdě večer.');
  await widget.getByLabel(cs('first_name'), { exact: true }).fill('Magdalena');

  await widget.getByLabel(cs('language')).selectOption({ label: 'Deutsch' });
  await expect(widget.locator('.bw-root[lang="de"]')).toBeVisible();
  await expect(widget.getByLabel(de('language'))).toHaveValue('de');
  await expect(widget.getByLabel(de('first_name'), { exact: true })).toHaveValue('Magdalena');
  await expect(widget.getByLabel(de('note'))).toHaveValue('Přijedeme pozdě večer.');
  await expect(widget.getByRole('button', { name: de('continue') })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { languageChanges: string[] }).languageChanges)).toEqual(['de']);

  // The choice holds over a reload of the tab.
  await page.reload();
  await expect(widget.locator('.bw-root[lang="de"]')).toBeVisible();
  await expect(widget.getByLabel(de('first_name'), { exact: true })).toHaveValue('Magdalena');
});
