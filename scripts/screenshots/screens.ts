// Every screen `npm run screenshots` pictures, by the route it shows, and how
// a guest reaches it. test/unit/screenshots.test.ts checks that every route of
// src/app/Routes.tsx is here, so a new screen is not forgotten.
import { expect, type Locator, type Page } from '@playwright/test';
import { prepareTab } from '../../test/e2e/support/prepared';
import { dayCell, dayFromToday } from '../../test/e2e/support/widget';
import { catalogOf } from '../../test/support/catalog';

export interface Screen {
  /** The file name's stem: docs/screens/<name>-<width>.png. */
  name: string;
  /** The widget route the picture shows (as in Routes.tsx). */
  route: string;
  /** It makes a booking on the way, so it needs a stay of its own. */
  books?: boolean;
  /** The widths it is pictured at, when not both (360 and 1280). */
  widths?: readonly number[];
  /** Opens the screen in a fresh tab and waits until it has settled. */
  reach(page: Page, stay: Stay): Promise<void>;
  /** What a phone's picture shows at its top, when not the widget's top (a part further down). */
  phoneView?(page: Page): Locator;
}

export interface Stay {
  arrival: string;
  departure: string;
}

const EDIT = 'edit_token=demo-edit-token-0001&edit_uuid=5f0c8a52-7f1e-4c7e-9a51-0d1e5b7a0001';
const widgetOf = (page: Page): Locator => page.locator('booking-widget');
const heading = (page: Page, name: string | RegExp) => expect(widgetOf(page).getByRole('heading', { name, level: 2 })).toBeVisible();

/** A guest who went through steps 1-3 (the tab's storage as the widget keeps it), then opens `route`. */
async function prepared(page: Page, stay: Stay, route: string, query = ''): Promise<void> {
  await prepareTab(page, { stay, objectId: '4', email: 'host@example.cz' });
  await page.goto(`/${query}#${route}`);
}

/** Step 1 and step 3 as a guest of another language sees them on a phone (issue 31). */
function inLanguage(lang: string): Screen[] {
  const texts = catalogOf(lang);
  const t = (id: string) => texts.get(id) ?? id;
  return [
    {
      name: `step-1-${lang}`,
      route: '/',
      widths: [360],
      async reach(page, stay) {
        await prepared(page, stay, '/', `?lang=${lang}`);
        await usable(page, t('book_the_term'));
      },
    },
    {
      name: `step-3-${lang}`,
      route: '/step-3',
      widths: [360],
      async reach(page, stay) {
        await prepared(page, stay, '/step-3', `?lang=${lang}`);
        await heading(page, t('step_3_title'));
        await expect(widgetOf(page).getByLabel(t('first_name'), { exact: true })).toHaveValue('Petr');
      },
    },
  ];
}

/** The next 10 July inside the bookable window, and the day `nights` later (high season asks 5 nights). */
function julyDay(nights: number): string {
  const today = dayFromToday(0);
  const day = new Date(Date.UTC(Number(today.slice(0, 4)) + (today.slice(5) < '07-01' ? 0 : 1), 6, 10 + nights));
  return day.toISOString().slice(0, 10);
}

/**
 * Step 1 with its nightly prices (issue 32), in high season: an arrival chosen, the days too close
 * to it struck through, one of them focused from the keyboard saying why (a pointer would be left
 * over another day once the picture scrolls).
 */
function withPrices(lang: 'cs' | 'de'): Screen {
  const texts = catalogOf(lang);
  return {
    name: lang === 'cs' ? 'step-1-prices' : `step-1-prices-${lang}`,
    route: '/',
    async reach(page) {
      await page.goto(lang === 'cs' ? '/' : `/?lang=${lang}`);
      const widget = widgetOf(page);
      await expect(widget.locator('.bw-calendar:not([aria-busy])')).toBeVisible();
      await (await dayCell(widget, julyDay(0), new RegExp(texts.get('next_month') ?? 'Next month'))).focus();
      // The pointer leaves the month arrows: once the picture scrolls, it would rest over a day.
      await page.mouse.move(0, 0);
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      const tooClose = widget.locator(`[data-date="${julyDay(2)}"]`);
      await expect(tooClose).toBeFocused();
      await expect(tooClose).toHaveClass(/bw-day--too-short/);
      // Its tooltip, words in the cell shown by the sheet that loads with the first focus (day-tip.css).
      await expect(tooClose.locator('.bw-day__tip')).toBeVisible();
      await expect(tooClose.locator('.bw-day__tip')).toHaveText(/5/);
    },
  };
}

/** Step 2 with the rates of the chosen apartment and their full terms open (issue 50). */
function withRates(lang: 'cs' | 'de'): Screen {
  const texts = catalogOf(lang);
  const t = (id: string) => texts.get(id) ?? id;
  return {
    name: lang === 'cs' ? 'step-2-rates' : `step-2-rates-${lang}`,
    route: '/step-2',
    async reach(page, stay) {
      await prepared(page, stay, '/step-2', lang === 'cs' ? '' : `?lang=${lang}`);
      const widget = widgetOf(page);
      await expect(widget.locator('fieldset.bw-rates')).toBeVisible();
      await expect(widget.getByTestId('summary-total').first()).toHaveText(/\d/);
      await widget.getByText(t('rate_full_terms'), { exact: true }).first().click();
      await page.mouse.move(0, 0);
    },
    phoneView: (page) => widgetOf(page).locator('fieldset.bw-rates'),
  };
}

/** The guest's booking page (issue 50), opened by the link of a booking made through the API. */
function bookingPage(lang: 'cs' | 'de'): Screen {
  const texts = catalogOf(lang);
  const t = (id: string) => texts.get(id) ?? id;
  return {
    name: lang === 'cs' ? 'booking' : `booking-${lang}`,
    route: '/booking',
    books: true,
    async reach(page, stay) {
      const answer = await page.request.post(`/api/book.php?api_key=demo&lang=${lang}`, {
        data: {
          from: stay.arrival,
          to: stay.departure,
          objects: [{ id: '4', occupancy: { adults: 2 }, services: {}, rate: 'flex' }],
          customer: {
            first_name: 'Petr', last_name: 'Svoboda', street_address: 'Náměstí 5', city: 'Tábor', postal_code: '390 01',
            country: 'CZ', email: 'host@example.cz', phone: '601234567', dial_code: '420',
          },
          accept_gdpr_compliance: true,
          accept_cancellation_terms: true,
          idempotency_key: `screenshots-booking-${lang}-${stay.arrival}`,
        },
      });
      expect(answer.ok()).toBe(true);
      const link = new URL(((await answer.json()) as { manage_url: string }).manage_url);
      link.searchParams.set('lang', lang);
      await page.goto(`${link.pathname}${link.search}${link.hash}`);
      await heading(page, t('your_booking_title'));
      await expect(widgetOf(page).getByRole('button', { name: t('cancel_booking'), exact: true })).toBeVisible();
    },
  };
}

/** The screen's button, once it can be pressed (its price or check is in). */
async function usable(page: Page, name: string): Promise<Locator> {
  const button = widgetOf(page).getByRole('button', { name });
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  return button;
}

/** A booking screen opened by a prepared guest at its route, ready once `settled` says so. */
const preparedScreen = (name: string, route: string, settled: (page: Page) => Promise<unknown>): Screen => ({
  name,
  route,
  async reach(page, stay) {
    await prepared(page, stay, route);
    await settled(page);
  },
});

async function bookFromStepFour(page: Page, stay: Stay, payment: 'Bankovní převod (QR platba)' | 'Zaplatit kartou online') {
  await prepared(page, stay, '/step-4');
  await widgetOf(page).getByRole('radio', { name: payment }).check();
  const book = await usable(page, 'Závazně rezervovat');
  // The rates' cancellation policy (issue 50), when the server sends rates.
  const policy = widgetOf(page).getByRole('checkbox', { name: /storno podmínkami/ });
  if (await policy.count()) await policy.check();
  await book.click();
}

/** Step 1 with a stay chosen in another theme (the default, modern, is 'step-1'): three looks (docs/design.md). */
const inTheme = (theme: 'cone' | 'dot'): Screen => ({
  name: `step-1-${theme}`,
  route: '/',
  async reach(page, stay) {
    await prepared(page, stay, '/', `?theme=${theme}`);
    await expect(widgetOf(page).locator(`.bw-root[data-theme="${theme}"][data-styles-loaded]`)).toHaveCount(1);
    await usable(page, 'Rezervovat termín');
  },
});

export const SCREENS: Screen[] = [
  preparedScreen('step-1', '/', (page) => usable(page, 'Rezervovat termín')),
  inTheme('cone'),
  inTheme('dot'),
  {
    // Step 1 again, as a guest sees it after a stay across the seeded taken nights (today+5..+8).
    name: 'step-1-nearest-stays',
    route: '/',
    async reach(page) {
      await page.goto('/');
      const widget = widgetOf(page);
      await expect(widget.locator('.bw-calendar:not([aria-busy])')).toBeVisible();
      // On a phone the calendar shows one month and the next one's first days: near a month's end
      // either day may lie beyond them, and dayCell turns the month until it is shown.
      await (await dayCell(widget, dayFromToday(3))).click();
      await (await dayCell(widget, dayFromToday(6))).click({ force: true });
      await expect(widget.getByRole('region', { name: 'Nejbližší volné termíny' }).getByText(/cena od/).first()).toBeVisible();
    },
    // From the month's title: the refused stay and as much of the offered ones as the phone shows.
    phoneView: (page) => widgetOf(page).locator('.bw-calendar'),
  },
  preparedScreen('step-2', '/step-2', (page) =>
    expect(widgetOf(page).getByText(/Celková cena/).filter({ visible: true }).first()).toBeVisible(),
  ),
  // Filled in, as the guest left it: the picture shows a complete form.
  preparedScreen('step-3', '/step-3', async (page) => {
    await heading(page, 'Vaše údaje');
    await expect(widgetOf(page).getByLabel('Jméno', { exact: true })).toHaveValue('Petr');
  }),
  preparedScreen('step-4', '/step-4', (page) => usable(page, 'Závazně rezervovat')),
  {
    name: 'step-5',
    route: '/step-5',
    books: true,
    async reach(page, stay) {
      await bookFromStepFour(page, stay, 'Bankovní převod (QR platba)');
      await expect(widgetOf(page).getByRole('img', { name: /QR kód/ })).toBeVisible();
    },
  },
  {
    name: 'payment-failed',
    route: '/payment-failed',
    books: true,
    async reach(page, stay) {
      await bookFromStepFour(page, stay, 'Zaplatit kartou online');
      await page.getByRole('button', { name: 'Simulovat chybu platby' }).click();
      await heading(page, 'Platba neproběhla');
      await expect(widgetOf(page).getByRole('img', { name: /QR kód/ })).toBeVisible();
    },
  },
  {
    name: 'edit',
    route: '/step-2/edit',
    async reach(page) {
      await page.goto(`/?${EDIT}#/step-2/edit`);
      await expect(widgetOf(page).getByText(/Celková cena/).filter({ visible: true }).first()).toBeVisible();
    },
  },
  ...(
    [
      ['price-lists', '/price-lists', 'Ceník'],
      ['calendars', '/calendars', 'Kalendáře'],
      ['compact', '/compact', /./],
      ['reviews', '/reviews', 'Recenze'],
      ['error', '/error', 'Něco se pokazilo'],
      ['not-found', '*', 'Tudy cesta nevede'],
    ] as const
  ).map(([name, route, title]): Screen => ({
    name,
    route,
    async reach(page) {
      const path = route === '*' ? '/nowhere' : route === '/error' ? '/error?msg=Rezervační systém je právě nedostupný.' : route;
      await page.goto(`/#${path}`);
      await heading(page, title);
      await expect(widgetOf(page).getByRole('progressbar')).toHaveCount(0);
    },
  })),
  withPrices('cs'),
  withPrices('de'),
  withRates('cs'),
  withRates('de'),
  bookingPage('cs'),
  bookingPage('de'),
  ...inLanguage('de'),
  ...inLanguage('pl'),
];
