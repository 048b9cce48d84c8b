// A German guest books in each engine (issue 31): the widget asked for in
// German from the page's address, every control found by its German name, the
// German texts' own chunks loaded in Firefox ESR and WebKitGTK as in Chromium.
import { catalogOf, startOf } from '../support/catalog';
import { lowSeasonOffset } from '../support/low-season';
import { dayFromToday } from '../e2e/support/widget';
import { expect, test } from './support/fixtures';
import { waitUntil, type EngineName } from './support/engine';

// Days 116-125, between the e2e booking block (76-112) and the engines' Czech one (130-139).
const BLOCK = lowSeasonOffset(116, 9, dayFromToday);
const ENGINE_SLOT: Record<EngineName, number> = { chromium: 0, firefox: 1, webkit: 2 };
const de = catalogOf('de');
const t = (id: string) => de.get(id) ?? id;

test('a German guest books from step 1 to the variable symbol', async ({ guest, browserPage }) => {
  const offset = BLOCK + ENGINE_SLOT[browserPage.engine] * 3;
  const stay = { arrival: dayFromToday(offset), departure: dayFromToday(offset + 2) };
  await guest.open('/?lang=de');

  await browserPage.click(await guest.dayCell(stay.arrival, t('next_month')));
  await browserPage.click(await guest.dayCell(stay.departure, t('next_month')));
  await guest.find('heading', '2 Nächte');
  await browserPage.click(await guest.enabled('button', t('book_the_term')));

  await guest.find('heading', t('step_2_title'));
  await browserPage.click(await guest.find('checkbox', new RegExp(`^${t('select_object')} `)));
  await guest.choose(t('check_in_hour'), '16:00');
  await browserPage.click(await guest.enabled('button', t('continue')));

  await guest.find('heading', t('step_3_title'));
  await guest.typeInto(t('first_name'), 'Anna');
  await guest.typeInto(t('last_name'), 'Müller');
  await guest.typeInto(t('street'), 'Hauptstraße 5');
  await guest.typeInto(t('city'), 'Dresden');
  await guest.typeInto(t('postal_code'), '01067');
  await guest.typeInto(t('email'), `engine.de.${browserPage.engine}@example.test`);
  await guest.typeInto(t('phone'), '601234567');
  if (await browserPage.query('combobox', t('source_of_referral'))) {
    await browserPage.evaluate(((select: HTMLSelectElement) => {
      select.selectedIndex = 1;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }) as never, await guest.find('combobox', t('source_of_referral')));
  }
  await guest.press('checkbox', startOf(t('gdpr_compliance')));
  await browserPage.click(await guest.enabled('button', t('continue')));

  await guest.find('heading', t('step_4_title'));
  const book = await guest.enabled('button', t('book_now'));
  await guest.acceptPolicy(t('accept_cancellation_terms'));
  await browserPage.click(book);
  // Its title, or the server's own thanks that replaces it once the thanks call answers ("Vielen Dank, wir freuen uns…").
  await guest.find('heading', new RegExp(`^${t('step_5_title')}`));
  const number = await waitUntil('the variable symbol', async () => {
    const text = await guest.textOf('[data-fact="booking-number"] dd');
    return text && /^\d+$/.test(text) ? text : undefined;
  });
  expect(number).toMatch(/^\d+$/);
});
