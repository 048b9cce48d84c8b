// Issue 22 in each engine: a stay across the seeded taken nights (every object
// is booked for the nights today+5 .. today+8) is refused, the nearest stays
// that can be booked are offered after the calendar, and choosing one selects
// and prices it as two clicks would. Nothing is booked.
import { dayFromToday } from '../e2e/support/widget';
import { expect, test } from './support/fixtures';

test('a refused stay offers the nearest bookable ones; choosing one prices it', async ({ guest, browserPage }) => {
  await guest.open('/');
  await browserPage.click(await guest.dayCell(dayFromToday(3)));
  await browserPage.click(await guest.dayCell(dayFromToday(6)));

  await guest.find('heading', 'Nejbližší volné termíny');
  const offer = await guest.find('button', /^(Po|Út|St|Čt|Pá|So|Ne) \d{1,2}\. \d{1,2}\. – (Po|Út|St|Čt|Pá|So|Ne) \d{1,2}\. \d{1,2}\., 3 noci/);
  const arrival = await browserPage.evaluate(((element: Element) => element.getAttribute('data-arrival')) as never, offer);
  await browserPage.click(offer);

  await guest.find('heading', '3 noci');
  await guest.gone('heading', 'Nejbližší volné termíny');
  await guest.enabled('button', 'Rezervovat termín');
  expect(await guest.textOf('[data-testid="price"]')).toMatch(/\d,\d\d Kč/);
  expect(arrival).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});
