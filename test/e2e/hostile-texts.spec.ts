// Issue 14, hostile input, and a reload on every screen (one walk: each screen is reloaded
// twice for the hostile texts anyway, so the reload suite rides on the same reloads).
// Hostile input: every server text carries a <script>, an onerror= image and a javascript: link
// (every key of the widget's catalogs in global_translations, and the names, descriptions,
// alerts, labels and texts of every other answer; links and photos are javascript: addresses).
// On every screen of SCREENS the payload shows as plain text and nothing runs: no script element,
// no on* attribute, no javascript: address, and the consent's HTML is DOMPurify's (its https
// link kept, opening in a new tab).
// The reload: on every screen of SCREENS, what the guest entered there (the stay, the apartment
// and hour, the form, the way to pay, the booking) is still there after the reload back to the
// ordinary server, on the same address. Dummy mode: nothing is stored.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { gateStay, goToRoute, hostErrorsOverReloads, type Lang } from './support/gates';
import { expectStayKept, type Guest, newGuest, TEXTS, walkScreens } from './support/screens';

const MARK = 'window.__bwPwned';
const PAYLOAD = ` <img src=x onerror="${MARK}='img'"><script>${MARK}='script'</script><a href="javascript:${MARK}='link'">odkaz</a>`;
const SCRIPT_LINK = `javascript:${MARK}='href'`;
const POLICY = 'https://hotel.example/ochrana-udaju';

/** Every message of the widget's catalogs for `lang`, by id (single-line entries; what the .po files hold). */
function catalogTexts(lang: Lang): Record<string, string> {
  const texts: Record<string, string> = {};
  const folders = ['src/i18n/locales', 'src/i18n/locales/later'];
  for (const folder of folders) {
    if (!readdirSync(folder).includes(`${lang}.po`)) continue;
    const po = readFileSync(join(folder, `${lang}.po`), 'utf8');
    for (const [, id, text] of po.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)) texts[id!] = JSON.parse(`"${text}"`) as string;
  }
  return texts;
}

const TEXT_KEYS = new Set(['name', 'description', 'alert', 'label', 'text', 'title', 'payment_text', 'deposit_text', 'price_text', 'booking_dates_text', 'property_name', 'alt']);
const LINK_KEYS = new Set(['online_payment_link', 'insurance_link', 'url', 'qr_img']);

/** The answer with every text poisoned and every link a javascript: one; ids, dates and numbers untouched. */
function poison(value: unknown, key = '', inTexts = false): unknown {
  if (typeof value === 'string') {
    if (inTexts || TEXT_KEYS.has(key)) return value + PAYLOAD;
    return LINK_KEYS.has(key) ? SCRIPT_LINK : value;
  }
  if (Array.isArray(value)) {
    if (key === 'alerts') return [...value.map((alert) => `${String(alert)}${PAYLOAD}`), `Upozornění${PAYLOAD}`];
    if (key === 'photos') return value.map(() => SCRIPT_LINK);
    return value.map((item) => poison(item));
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, poison(item, name, key === 'texts')]));
  }
  return value;
}

/** While on, every API answer is poisoned, and global_translations carries every catalog key. */
async function hostileServer(page: Page, lang: Lang): Promise<(on: boolean) => void> {
  let on = false;
  const texts = Object.fromEntries(Object.entries(catalogTexts(lang)).map(([id, text]) => [id, text + PAYLOAD]));
  texts.gdpr_compliance = `Souhlasím se zpracováním osobních údajů (<a href="${POLICY}">zásady</a>).${PAYLOAD}`;
  await page.route(/\/api\/(test\/)?[a-z_]+\.php/, async (route) => {
    if (!on) return route.continue();
    const answer = await route.fetch();
    const body = poison(await answer.json().catch(() => ({}))) as Record<string, unknown>;
    if (route.request().url().includes('/global_translations.php')) body.texts = { ...(body.texts as object), ...texts };
    await route.fulfill({ response: answer, json: body });
  });
  return (next) => {
    on = next;
  };
}

/** Nothing of the payload runs or links anywhere; it shows as text. */
async function expectInert(page: Page, widget: Locator, where: string): Promise<void> {
  await expect.poll(() => widget.evaluate((host) => (host.shadowRoot?.textContent ?? '').includes("__bwPwned='script'")), { message: `${where}: the payload shows as text` }).toBe(true);
  const found = await widget.evaluate((host) => {
    const all = [...host.shadowRoot!.querySelectorAll('*')];
    return {
      handlers: all.flatMap((element) => [...element.attributes].filter((attribute) => attribute.name.startsWith('on')).map((attribute) => `${element.tagName} ${attribute.name}`)),
      scripts: all.filter((element) => ['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED'].includes(element.tagName)).map((element) => element.tagName),
      addresses: all.flatMap((element) =>
        ['href', 'src', 'action', 'formaction', 'xlink:href'].map((name) => element.getAttribute(name) ?? '').filter((address) => /^\s*javascript:/i.test(address)),
      ),
    };
  });
  expect(found, where).toEqual({ handlers: [], scripts: [], addresses: [] });
  expect(await page.evaluate(() => (window as unknown as { __bwPwned?: string }).__bwPwned), where).toBeUndefined();
}

/** What the guest enters on each screen before its reloads, and how to see it after them (Czech). */
function enteredOn(guest: Guest): Record<string, { enter?: () => Promise<void>; check: () => Promise<void> }> {
  const texts = TEXTS.cs;
  const field = (label: string): Locator => guest.widget.getByLabel(label, { exact: true }).first();
  const card = () => guest.widget.getByRole('radio', { name: 'Zaplatit kartou online' });
  return {
    '/': { check: () => expectStayKept(guest) },
    '/step-2': {
      check: async () => {
        await expect(guest.widget.getByRole('checkbox', { name: texts.choose, exact: true })).toBeChecked();
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
      enter: () => card().check(),
      check: async () => {
        await expect(card()).toBeChecked();
        await expect(guest.widget.locator('[data-fact="name"] dd')).toHaveText('Petr Svoboda');
        // Back to the transfer: a card would leave for the payment page.
        await guest.widget.getByRole('radio', { name: 'Bankovní převod (QR platba)' }).check();
      },
    },
    '/step-5': { check: () => expect(guest.widget.locator('[data-fact="booking-number"] dd')).toHaveText(/\d+/) },
  };
}

// One language: the payload reaches the screens through the same code in every language (the
// catalog's keys are the same ids; global_translations overrides them alike), and each screen costs
// two reloads. English was the second run, for 30 s of the suite's CPU and nothing it alone caught.
test('hostile server texts render inert on every screen, and a reload keeps each screen and what was entered there', async ({ page }) => {
  test.setTimeout(120_000);
  const lang = 'cs';
  const hostErrors = await hostErrorsOverReloads(page);
  const hostile = await hostileServer(page, lang);
  const guest = newGuest(page, { lang, host: { dummy: true }, stay: gateStay(5), email: `hostile.${lang}@example.cz` });
  const entered = enteredOn(guest);
  await walkScreens(guest, async (screen) => {
    const here = entered[screen.route];
    await here?.enter?.();
    const address = page.url();
    // Each screen again after a reload with the hostile server (a reload keeps the screen), then back to normal.
    hostile(true);
    await page.reload();
    await expect(guest.widget.getByRole('heading', { level: 2 })).toBeVisible();
    await expectInert(page, guest.widget, screen.route);
    if (screen.route === '/step-3') {
      const policy = guest.widget.locator(`.bw-consent a[href="${POLICY}"]`);
      await expect(policy).toHaveAttribute('target', '_blank');
      await expect(policy).toHaveAttribute('rel', /noopener/);
    }
    hostile(false);
    await page.reload();
    await expect(guest.widget.getByRole('heading', { name: screen.heading[lang], level: 2 })).toBeVisible();
    expect(page.url(), screen.route).toBe(address);
    await here?.check();
  });
  // The error screen's own text comes from the address.
  hostile(true);
  await goToRoute(page, `/error?msg=${encodeURIComponent(`Chyba${PAYLOAD}`)}`);
  await expect(guest.widget.getByRole('alert')).toContainText('Chyba');
  await expectInert(page, guest.widget, '/error?msg=');
  expect(hostErrors()).toEqual([]);
});
