// Issue 14, accessibility: axe on every screen of SCREENS (support/screens.ts),
// in Czech in all three themes (every rule in the first, in the others the rules
// a theme's styles can change: THEME_RULES) and in English in the default one,
// step 3 with its form errors shown: nothing found. Walking the screens also checks that focus follows
// every move the guest makes inside the widget (support/screens.ts, moveTo);
// the dialog and the tooltips keep focus where the guest is.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, expectFocusInWidget, gateStay, hostErrorsOverReloads, type Lang, LANGS, openHost, type Theme, THEME_RULES, THEMES } from './support/gates';
import { newGuest, walkScreens, TEXTS } from './support/screens';
import { dayCell, dayFromToday } from './support/widget';
import { lowSeasonOffset } from '../support/low-season';

// Czech in every theme, English in the default one: a theme changes colours and sizes, a language
// the words and the `lang` the screens carry; what one can break does not depend on the other, and
// English's two more themes were 16 s of the suite's CPU.
const THEMES_OF: Record<Lang, readonly Theme[]> = { cs: THEMES, en: ['modern'] };

for (const lang of LANGS) {
  test(`axe finds nothing on any screen in ${lang === 'cs' ? 'any theme' : 'the default theme'} (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const hostErrors = await hostErrorsOverReloads(page);
    // Books for real (step 5 and payment-failed show the booking): slots 0 and 1 are this test's.
    const guest = newGuest(page, { lang, stay: gateStay(lang === 'cs' ? 0 : 1), email: `a11y.${lang}@example.cz` });
    const found: string[] = [];
    await walkScreens(guest, async (screen) => {
      for (const theme of THEMES_OF[lang]) {
        await guest.widget.evaluate((host, name: Theme) => host.setAttribute('theme', name), theme);
        await expect(guest.widget.locator(`.bw-root[data-theme="${theme}"][data-styles-loaded]`)).toHaveCount(1);
        // Every rule in the first theme, the rules a theme can change in the others.
        const rules = theme === THEMES_OF[lang][0] ? undefined : THEME_RULES;
        for (const violation of await axeViolations(page, { rules })) found.push(`${screen.route} ${theme}: ${violation}`);
      }
      if (screen.route === '/step-3') found.push(...(await dialCodeDialog(page, guest.widget, lang)));
    });
    expect(found).toEqual([]);
    expect(hostErrors()).toEqual([]);
  });
}

/** Step 3's dial-code dialog: focus goes into it, back to its button on Escape and on a choice; axe with it open. */
async function dialCodeDialog(page: Page, widget: Locator, lang: Lang): Promise<string[]> {
  const button = widget.getByRole('button', { name: /\+420/ });
  await button.click();
  await expectFocusInWidget(widget, { tag: 'input', text: lang === 'cs' ? 'Hledat podle země nebo předvolby' : 'Search by country or code' });
  const found = (await axeViolations(page)).map((violation) => `/step-3 dial-code dialog: ${violation}`);
  await page.keyboard.press('Escape');
  await expectFocusInWidget(widget, { tag: 'button', text: /\+420/ });
  await button.click();
  await page.keyboard.type('420');
  await page.keyboard.press('Enter');
  await expectFocusInWidget(widget, { tag: 'button', text: /\+420/ });
  return found;
}

test('the tooltips keep focus where the guest is', async ({ page }) => {
  const texts = TEXTS.cs;
  const widget = await openHost(page, { lang: 'cs' });
  // The Book button's tooltip (no dates yet) opens on focus; focus stays on the button.
  const book = widget.getByRole('button', { name: texts.book });
  await book.focus();
  await expect(widget.getByRole('tooltip').filter({ visible: true })).toHaveCount(1);
  await expectFocusInWidget(widget, { tag: 'button', text: texts.book });
  await page.keyboard.press('Tab');
  await expectFocusInWidget(widget);
});

// Issue 52: each theme is its own look (palette, type scale, shapes), so each is checked with its colours at
// a phone's width and a desktop's, on step 1 with a stay chosen: the band of nights, the lowest price's
// badge, today, and the phone's bar with the stay in it. Contrast rules included (THEME_RULES).
for (const theme of THEMES) {
  test(`step 1 with a stay passes axe's contrast rules in ${theme} at 360 and 1280 px`, async ({ page }) => {
    const found: string[] = [];
    for (const width of [360, 1280]) {
      // A fresh page at each width: the calendar starts at this month, as a guest's would. The width
      // first: a page narrowed after opening lays its months out again, and a day found among three
      // months can be gone when the click lands.
      await page.setViewportSize({ width, height: 900 });
      const widget = await openHost(page, { lang: 'cs', theme });
      await expect(widget.locator(`.bw-root[data-theme="${theme}"][data-styles-loaded]`)).toHaveCount(1);
      await expect(widget.locator('.bw-calendar:not([aria-busy])')).toBeVisible();
      const first = lowSeasonOffset(10, 3, dayFromToday);
      await (await dayCell(widget, dayFromToday(first))).click();
      await (await dayCell(widget, dayFromToday(first + 3))).click();
      await expect(widget.getByRole('heading', { name: '3 noci' })).toBeVisible();
      await expect(widget.getByTestId('price')).toHaveText(/\d,\d\d\sKč/);
      for (const violation of await axeViolations(page, { rules: THEME_RULES })) found.push(`${theme} at ${width} px: ${violation}`);
    }
    expect(found).toEqual([]);
  });
}
