// Issue 22 in each engine: a stay across the seeded taken nights (every object
// is booked for the nights today+5 .. today+8) is refused, the nearest stays
// that can be booked are offered after the calendar, and choosing one selects
// and prices it as two clicks would. Nothing is booked. Then issue 32: the days
// show their nights' prices, and in high season (5 nights from each arrival)
// the days too close to an arrival cannot end the stay.
import { dayFromToday } from '../e2e/support/widget';
import { expect, test } from './support/fixtures';

/** The first arrival in the seeded high season (1 Jul-31 Aug, 23 Dec-1 Jan), clear of the seeded whole-house nights. */
function highSeasonOffset(): number {
  for (let offset = 10; ; offset += 1) {
    const monthDay = dayFromToday(offset).slice(5);
    if ((monthDay >= '07-01' && monthDay <= '08-31') || monthDay >= '12-23' || monthDay <= '01-01') return offset;
  }
}

test('a refused stay offers the nearest bookable ones; choosing one prices it; days show prices and minimum stays', async ({ guest, browserPage }) => {
  await guest.open('/');
  await browserPage.click(await guest.dayCell(dayFromToday(3)));
  await browserPage.click(await guest.dayCell(dayFromToday(6)));

  await guest.find('heading', 'Nejbližší volné termíny');
  const offer = await guest.find('button', /^(Po|Út|St|Čt|Pá|So|Ne) \d{1,2}\. \p{L}+ – (Po|Út|St|Čt|Pá|So|Ne) \d{1,2}\. \p{L}+, 3 noci/u);
  const arrival = await browserPage.evaluate(((element: Element) => element.getAttribute('data-arrival')) as never, offer);
  await browserPage.click(offer);

  await guest.find('heading', '3 noci');
  await guest.gone('heading', 'Nejbližší volné termíny');
  await guest.enabled('button', 'Rezervovat termín');
  expect(await guest.textOf('[data-testid="price"]')).toMatch(/\d,\d\d Kč/);
  expect(arrival).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // A free day shows its night's price as text in the cell and names it in full.
  const free = await guest.dayCell(dayFromToday(12));
  const drawn = await browserPage.evaluate<{ price?: string | null; name: string | null }>(((cell: Element) => {
    return { price: cell.querySelector('.bw-day__price')?.textContent, name: cell.getAttribute('aria-label') };
  }) as never, free);
  expect(drawn.price).toMatch(/^\d[\d\s]*$/);
  expect(drawn.name).toMatch(/, volno, od \d[\d\s]*,\d\d\sKč za noc/);

  // High season: two nights from an arrival cannot be chosen and leave the stay open; five can.
  const from = highSeasonOffset();
  await browserPage.click(await guest.dayCell(dayFromToday(from)));
  await guest.find('heading', 'Vyberte den odjezdu');
  const tooClose = await guest.dayCell(dayFromToday(from + 2));
  expect(await browserPage.evaluate(((cell: Element) => [cell.getAttribute('aria-disabled'), cell.className]) as never, tooClose)).toEqual([
    'true',
    expect.stringContaining('bw-day--too-short'),
  ]);
  await browserPage.click(tooClose);
  await guest.find('heading', 'Vyberte den odjezdu');
  await browserPage.click(await guest.dayCell(dayFromToday(from + 5)));
  await guest.find('heading', '5 nocí');
  await guest.enabled('button', 'Rezervovat termín');
  expect(await guest.textOf('[data-testid="price"]')).toMatch(/\d,\d\d Kč/);
});
