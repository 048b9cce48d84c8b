// Issue 50 in each engine: on step 2 the guest chooses the non-refundable rate
// of the cottage (a radio in its rate group) and the summary prices it; then a
// flexible booking made through the API is opened by its link and cancelled
// in the booking page's modal dialog, which says the fee and the refund first.
import { lowSeasonOffset } from '../support/low-season';
import { dayFromToday } from '../e2e/support/widget';
import { expect, test } from './support/fixtures';
import { waitUntil, type EngineName } from './support/engine';

/** Two low-season nights per engine for the cottage, in a block no other spec books. */
const BLOCK = lowSeasonOffset(330, 9, dayFromToday);
const ENGINE_SLOT: Record<EngineName, number> = { chromium: 0, firefox: 1, webkit: 2 };
const stayOf = (engine: EngineName) => {
  const offset = BLOCK + ENGINE_SLOT[engine] * 3;
  return { arrival: dayFromToday(offset), departure: dayFromToday(offset + 2) };
};
const COTTAGE = { id: '5', name: 'Chalupa Pod Lesem' };

/** A flexible booking of the cottage made through the API, as another tab would; returns its booking page's address. */
async function bookFlexible(origin: string, stay: { arrival: string; departure: string }, engine: EngineName): Promise<string> {
  const answer = await fetch(new URL('/api/book.php?api_key=demo&lang=cs', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      from: stay.arrival,
      to: stay.departure,
      objects: [{ id: COTTAGE.id, occupancy: { adults: 2 }, services: {}, rate: 'flex' }],
      customer: {
        first_name: 'Eva', last_name: 'Malá', street_address: 'Lesní 2', city: 'Jilemnice', postal_code: '514 01',
        country: 'CZ', email: `engine.cancel.${engine}@example.cz`, phone: '602333444', dial_code: '420',
      },
      accept_gdpr_compliance: true,
      accept_cancellation_terms: true,
      idempotency_key: `engines-rates-${engine}-${stay.arrival}`,
    }),
  });
  expect(answer.status).toBe(200);
  const { manage_url: manageUrl } = (await answer.json()) as { manage_url: string };
  expect(manageUrl).toMatch(/manage_token=/);
  return manageUrl;
}

test('a rate chosen on step 2, and a booking cancelled on its booking page', async ({ guest, browserPage }) => {
  const stay = stayOf(browserPage.engine);
  await guest.open('/');
  await browserPage.click(await guest.dayCell(stay.arrival));
  await browserPage.click(await guest.dayCell(stay.departure));
  await browserPage.click(await guest.enabled('button', 'Rezervovat termín'));
  await guest.find('heading', 'Výběr ubytování');
  await guest.press('checkbox', `Vybrat ${COTTAGE.name}`);

  // The flexible rate comes chosen; the guest takes the non-refundable one and the summary follows.
  const flexible = await guest.find('radio', 'Flexibilní');
  expect(await browserPage.evaluate(((radio: HTMLInputElement) => radio.checked) as never, flexible)).toBe(true);
  await guest.press('radio', 'Nevratná');
  await waitUntil('the summary of the non-refundable rate', async () => (await guest.textOf('.bw-summary__rate'))?.startsWith('Nevratná'));
  expect(await browserPage.evaluate(((radio: HTMLInputElement) => radio.checked) as never, await guest.find('radio', 'Nevratná'))).toBe(true);

  // A booking of its own, opened by its link: cancelled after the dialog says what it costs.
  const link = await bookFlexible(guest.origin, stayOf(browserPage.engine), browserPage.engine);
  await browserPage.goto(link);
  await guest.find('heading', 'Vaše rezervace');
  await guest.press('button', 'Zrušit rezervaci');
  await guest.find('text', /^Storno poplatek: 0,00 Kč$/);
  await guest.find('text', /^Vrátíme vám: 0,00 Kč$/);
  await guest.press('button', 'Ano, zrušit rezervaci');
  await guest.find('text', /^Tato rezervace byla zrušena dne /);
  await guest.gone('button', 'Zrušit rezervaci');
});
