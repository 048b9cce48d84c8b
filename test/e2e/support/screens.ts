// Every screen of the widget and how a test reaches it, in ONE table: the
// accessibility matrix and the hostile-text walk (with its reloads) walk it in
// order. A new screen is a new row (and, when a guest reaches it through the
// flow, a `reach` that starts from the row before it).
import { expect, type Locator, type Page } from '@playwright/test';
import { expectFocusInWidget, gateStay, goToRoute, hostErrorsOverReloads, openHost, type HostOptions, type Lang } from './gates';
import { acceptCancellationPolicy } from './flow';
import { prepareTab } from './prepared';
import { dayCell } from './widget';

/** The walk's state: the page, the widget, the guest's language, stay and e-mail. */
export interface Guest {
  page: Page;
  widget: Locator;
  lang: Lang;
  host: HostOptions;
  stay: { arrival: string; departure: string };
  email: string;
}

export interface Screen {
  route: string;
  /** The screen's level-2 heading, by language: how a test knows it is shown. */
  heading: Record<Lang, string | RegExp>;
  /**
   * Gets there from the row before it (the first row opens the host page).
   * Moves the guest makes inside the widget also check where focus lands.
   */
  reach(guest: Guest): Promise<void>;
}

export const TEXTS = {
  cs: {
    nextMonth: /Další měsíc/, book: 'Rezervovat termín', object: 'Apartmán Dub', choose: 'Vybrat Apartmán Dub', hour: 'Čas příjezdu', next: 'Pokračovat',
    bookNow: 'Závazně rezervovat', required: 'Povinné pole', firstName: 'Jméno', lastName: 'Příjmení', street: 'Ulice',
    city: 'Město', postalCode: 'PSČ', email: 'E-mail', phone: 'Telefon', referral: 'Jak jste se o nás dozvěděli?',
    consent: /Souhlasím se zpracováním/, arrival: 'Příjezd', departure: 'Odjezd', note: 'Poznámka', tryAgain: 'Zkusit znovu',
    company: 'Fakturační údaje na firmu', country: 'Země', companyName: 'Název firmy', companyId: 'IČO', taxId: 'DIČ',
  },
  en: {
    nextMonth: /Next month/, book: 'Book these dates', object: 'Apartment Dub', choose: 'Select Apartment Dub', hour: 'Arrival time', next: 'Continue',
    bookNow: 'Book now', required: 'Required field', firstName: 'First name', lastName: 'Last name', street: 'Street',
    city: 'City', postalCode: 'Postal code', email: 'Email', phone: 'Phone', referral: 'How did you hear about us?',
    consent: /I agree to the processing/, arrival: 'Check-in', departure: 'Check-out', note: 'Note', tryAgain: 'Try again',
    company: 'I need an invoice for a company', country: 'Country', companyName: 'Company name', companyId: 'Company ID', taxId: 'Tax ID',
  },
} as const;

const heading = (guest: Guest, screen: Screen) => guest.widget.getByRole('heading', { name: screen.heading[guest.lang], level: 2 });

/** The guest's details on step 3 (valid; the referral source when asked for; the consent), as a private guest. */
export async function fillGuestDetails(guest: Guest): Promise<void> {
  const texts = TEXTS[guest.lang];
  const field = (label: string) => guest.widget.getByLabel(label, { exact: true }).first();
  await guest.widget.getByRole('checkbox', { name: texts.company }).uncheck();
  await field(texts.firstName).fill('Petr');
  await field(texts.lastName).fill('Svoboda');
  await field(texts.street).fill('Náměstí 5');
  await field(texts.city).fill('Tábor');
  await field(texts.postalCode).fill('390 01');
  await field(texts.email).fill(guest.email);
  await field(texts.phone).fill('601 234 567');
  const referral = guest.widget.getByLabel(texts.referral);
  if (await referral.count()) await referral.selectOption({ index: 1 });
  await guest.widget.getByRole('checkbox', { name: texts.consent }).check();
}

/** A press on a button or link inside the widget that leads to `next`: its heading shows and takes focus. */
async function moveTo(guest: Guest, control: Locator, next: Screen): Promise<void> {
  await expect(control).not.toHaveAttribute('aria-disabled', 'true');
  await control.click();
  await expect(heading(guest, next)).toBeVisible();
  await expectFocusInWidget(guest.widget, { tag: 'h2' });
}

/** A screen the host's address leads to: the widget must not take focus for it. */
const byAddress = (route: string, title: Record<Lang, string | RegExp>): Screen => {
  const screen: Screen = {
    route,
    heading: title,
    async reach(guest) {
      await goToRoute(guest.page, route);
      await expect(heading(guest, screen)).toBeVisible();
    },
  };
  return screen;
};

const stepOne: Screen = {
  route: '/',
  heading: { cs: 'Vyberte termín', en: 'Choose your dates' },
  async reach(guest) {
    guest.widget = await openHost(guest.page, guest.host);
    const texts = TEXTS[guest.lang];
    await expect(guest.widget.locator('.bw-calendar')).not.toHaveAttribute('aria-busy', 'true');
    await (await dayCell(guest.widget, guest.stay.arrival, texts.nextMonth)).click();
    await (await dayCell(guest.widget, guest.stay.departure, texts.nextMonth)).click();
    await expect(guest.widget.getByRole('heading', { name: /^5 (nocí|nights)$/, level: 3 })).toBeVisible();
  },
};

const stepTwo: Screen = {
  route: '/step-2',
  heading: { cs: 'Výběr ubytování', en: 'Choose your accommodation' },
  async reach(guest) {
    const texts = TEXTS[guest.lang];
    await moveTo(guest, guest.widget.getByRole('button', { name: texts.book }), stepTwo);
    await guest.widget.getByRole('checkbox', { name: texts.choose, exact: true }).check();
    await guest.widget.getByLabel(texts.hour).selectOption('16:00');
  },
};

/**
 * Step 3 with the company's fields shown and the form sent empty once: every error shows, focus on
 * the first field with one, and each field is found by its visible label in the guest's language.
 */
const stepThree: Screen = {
  route: '/step-3',
  heading: { cs: 'Vaše údaje', en: 'Your details' },
  async reach(guest) {
    const texts = TEXTS[guest.lang];
    await moveTo(guest, guest.widget.getByRole('button', { name: texts.next }), stepThree);
    await guest.widget.getByRole('checkbox', { name: texts.company }).check();
    await guest.widget.getByRole('button', { name: texts.next }).click();
    await expect(guest.widget.getByText(texts.required).first()).toBeVisible();
    await expectFocusInWidget(guest.widget, { tag: 'input', text: texts.firstName });
    const labels = [texts.firstName, texts.lastName, texts.street, texts.city, texts.postalCode, texts.country, texts.email, texts.phone, texts.companyName, texts.companyId, texts.taxId];
    for (const label of labels) await expect(guest.widget.getByLabel(label, { exact: true }).first(), label).toBeVisible();
  },
};

const stepFour: Screen = {
  route: '/step-4',
  heading: { cs: 'Platba a rezervace', en: 'Payment and booking' },
  async reach(guest) {
    await fillGuestDetails(guest);
    await moveTo(guest, guest.widget.getByRole('button', { name: TEXTS[guest.lang].next }), stepFour);
    await expect(guest.widget.getByRole('button', { name: TEXTS[guest.lang].bookNow })).not.toHaveAttribute('aria-disabled', 'true');
    await acceptCancellationPolicy(guest.widget);
  },
};

/** Books (for real, or nothing in dummy mode) and lands on the thanks. */
const stepFive: Screen = {
  route: '/step-5',
  // A test booking (dummy mode) is not thanked for: its heading says it was a test.
  heading: { cs: /Děkujeme|Zkušební rezervace dokončena/, en: /Thank you|Test booking finished/ },
  async reach(guest) {
    // Ticked again: a reload of step 4 forgets it, as it forgets nothing else the guest must decide anew.
    await acceptCancellationPolicy(guest.widget);
    await moveTo(guest, guest.widget.getByRole('button', { name: TEXTS[guest.lang].bookNow }), stepFive);
  },
};

/**
 * In walking order. /step-2/edit is reached here without an edit link (what
 * a guest who finds the address sees); the operator's screen with the seeded
 * edit link has its own axe checks in edit.spec.ts, which owns that fixture.
 */
export const SCREENS: readonly Screen[] = [
  stepOne,
  stepTwo,
  stepThree,
  stepFour,
  stepFive,
  byAddress('/payment-failed', { cs: 'Platba neproběhla', en: 'The payment did not go through' }),
  byAddress('/error?msg=Rezerva%C4%8Dn%C3%AD%20syst%C3%A9m%20odpo%C4%8D%C3%ADv%C3%A1.', { cs: 'Něco se pokazilo', en: 'Something went wrong' }),
  byAddress('/nowhere', { cs: 'Tudy cesta nevede', en: 'Page not found' }),
  byAddress('/step-2/edit', { cs: 'Úprava rezervace', en: 'Edit the booking' }),
  byAddress('/price-lists', { cs: 'Ceník', en: 'Price list' }),
  byAddress('/calendars', { cs: 'Kalendáře', en: 'Calendars' }),
  byAddress('/compact', { cs: 'Rychlá rezervace', en: 'Quick booking' }),
  byAddress('/reviews', { cs: 'Recenze', en: 'Reviews' }),
  // The guest's booking page without a booking link's token (issue 50): says so, shows no booking.
  byAddress('/booking', { cs: 'Rezervace nenalezena', en: 'Booking not found' }),
];

/** Walks SCREENS in order, calling `visit` on each once it shows. */
export async function walkScreens(guest: Guest, visit: (screen: Screen) => Promise<void>): Promise<void> {
  for (const screen of SCREENS) {
    await screen.reach(guest);
    await expect(heading(guest, screen)).toBeVisible();
    await visit(screen);
  }
}

/** A guest for the walk; `widget` is set when step 1 opens the host page. */
export function newGuest(page: Page, options: { lang: Lang; host?: HostOptions; stay: Guest['stay']; email: string }): Guest {
  return { page, widget: page.locator('booking-widget'), lang: options.lang, host: { lang: options.lang, ...options.host }, stay: options.stay, email: options.email };
}

/** DD.MM.YYYY, as the date fields show a day. */
export const displayDay = (day: string): string => day.split('-').reverse().join('.');

/** Step 1's fields still hold the guest's stay. */
export async function expectStayKept(guest: Guest): Promise<void> {
  const texts = TEXTS[guest.lang];
  await expect(guest.widget.getByLabel(texts.arrival, { exact: true })).toHaveValue(displayDay(guest.stay.arrival));
  await expect(guest.widget.getByLabel(texts.departure, { exact: true })).toHaveValue(displayDay(guest.stay.departure));
}

/**
 * A Czech guest in dummy mode (nothing is stored) on step 1 with the stay of
 * gate slot `slot` chosen; what reaches the host page is watched over reloads.
 */
export async function startOnStepOne(page: Page, options: { slot: number; email: string; beforeOpening?: () => Promise<void> }): Promise<{ guest: Guest; hostErrors: () => string[] }> {
  const hostErrors = await hostErrorsOverReloads(page);
  await options.beforeOpening?.();
  const guest = newGuest(page, { lang: 'cs', host: { dummy: true }, stay: gateStay(options.slot), email: options.email });
  await SCREENS[0]!.reach(guest);
  return { guest, hostErrors };
}

/**
 * A Czech guest in dummy mode on step 4 of a prepared tab (support/prepared.ts):
 * the stay of gate slot `slot`, Apartmán Dub, the form filled; for tests of
 * step 4 and later, which need not click through steps 1-3 again.
 */
export async function startOnStepFour(page: Page, options: { slot: number; email: string; beforeOpening?: () => Promise<void> }): Promise<{ guest: Guest; hostErrors: () => string[] }> {
  const hostErrors = await hostErrorsOverReloads(page);
  await options.beforeOpening?.();
  const guest = newGuest(page, { lang: 'cs', host: { dummy: true, route: '/step-4' }, stay: gateStay(options.slot), email: options.email });
  await prepareTab(page, { stay: guest.stay, objectId: '4', email: guest.email });
  guest.widget = await openHost(page, guest.host);
  await expect(heading(guest, stepFour)).toBeVisible();
  await expect(guest.widget.getByRole('button', { name: TEXTS.cs.bookNow })).not.toHaveAttribute('aria-disabled', 'true');
  await acceptCancellationPolicy(guest.widget);
  return { guest, hostErrors };
}
