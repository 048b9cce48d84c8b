// A card payment in each engine (issue 51): from step 4 the page leaves for the
// demo gateway in the top window, pays there, comes back to step 5, and step 5
// says "Payment received" once the gateway's notification reached the server.
// The stay and the form are put in the tab as step 4 would find them, so the
// test is about the payment, not the typing (booking.spec.ts types).
import { keptValues } from '../e2e/support/prepared';
import { lowSeasonOffset } from '../support/low-season';
import { dayFromToday } from '../e2e/support/widget';
import { test } from './support/fixtures';
import type { EngineName } from './support/engine';

/** Room 3 in the card payment block of test/e2e/card-payment.spec.ts (which books rooms 1 and 2). */
const BLOCK = lowSeasonOffset(495, 12, dayFromToday);
const ENGINE_SLOT: Record<EngineName, number> = { chromium: 0, firefox: 1, webkit: 2 };

test('a card booking is paid at the demo gateway and step 5 says the payment was received', async ({ guest, browserPage }) => {
  const offset = BLOCK + ENGINE_SLOT[browserPage.engine] * 3;
  const stay = { arrival: dayFromToday(offset), departure: dayFromToday(offset + 2) };
  // A page of the widget's origin without a widget, which would keep its own stay as it unloads.
  await guest.open('/outbox');
  const values = keptValues({ stay, objectId: '3', email: `engine.card.${browserPage.engine}@example.cz` });
  await browserPage.evaluate(((entries: Array<[string, string]>) => {
    for (const [key, value] of entries) sessionStorage.setItem(key, value);
  }) as never, Object.entries(values));
  // A new load (not only a new hash): the widget reads the kept stay as it starts.
  await guest.open('/?card=1#/step-4');

  const book = await guest.enabled('button', 'Závazně rezervovat');
  await guest.press('radio', 'Zaplatit kartou online');
  await guest.acceptPolicy();
  await browserPage.click(book);

  // The gateway's page, in the top window; it pays.
  await guest.find('heading', 'Platba kartou (demo)', { timeout: 20_000 });
  await guest.press('button', 'Zaplatit');
  await guest.find('text', 'Platba přijata', { timeout: 30_000 });
  await guest.find('text', 'Zaplaceno');
});
