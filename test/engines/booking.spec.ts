// A whole Czech booking in each engine, on the strict-CSP demo page: the form
// typed key by key (so the field rules, the Czech phone rule among them, run as
// a guest meets them), a double click on "Závazně rezervovat" stored once, and not one CSP
// violation, uncaught error or unhandled rejection on the host page.
import Database from 'better-sqlite3';
import { lowSeasonOffset } from '../support/low-season';
import { dayFromToday } from '../e2e/support/widget';
import { expect, test } from './support/fixtures';
import { waitUntil, type EngineName } from './support/engine';

/** Two low-season nights per engine, in a block no other spec books. */
const BLOCK = lowSeasonOffset(130, 9, dayFromToday);
const ENGINE_SLOT: Record<EngineName, number> = { chromium: 0, firefox: 1, webkit: 2 };
const stayOf = (engine: EngineName) => {
  const offset = BLOCK + ENGINE_SLOT[engine] * 3;
  return { arrival: dayFromToday(offset), departure: dayFromToday(offset + 2) };
};

interface StoredBooking {
  arrival: string;
  departure: string;
  variable_symbol: string;
  customer: string;
}

/** The bookings the demo server stored for `email` (its e2e database, read only). */
function bookingsOf(email: string): StoredBooking[] {
  const db = new Database('data/e2e/booking.sqlite', { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("SELECT arrival, departure, variable_symbol, customer FROM bookings WHERE json_extract(customer, '$.email') = ?")
      .all(email) as StoredBooking[];
  } finally {
    db.close();
  }
}

test('a Czech guest books on the strict-CSP page: typed key by key, the phone rule, a double click stored once', async ({ guest, browserPage }) => {
  const stay = stayOf(browserPage.engine);
  const email = `engine.${browserPage.engine}@example.cz`;
  await guest.open('/csp.html');

  // Step 1: the stay on the calendar.
  await browserPage.click(await guest.dayCell(stay.arrival));
  await browserPage.click(await guest.dayCell(stay.departure));
  await guest.find('heading', '2 noci');
  await browserPage.click(await guest.enabled('button', 'Rezervovat termín'));

  // Step 2: the apartment and the check-in hour.
  await guest.find('heading', 'Výběr ubytování');
  await guest.press('checkbox', 'Vybrat Apartmán Dub');
  await guest.choose('Čas příjezdu', '16:00');
  await browserPage.click(await guest.enabled('button', 'Pokračovat'));

  // Step 3: every field typed as a guest types it.
  await guest.find('heading', 'Vaše údaje');
  await guest.typeInto('Jméno', 'Petr');
  await guest.typeInto('Příjmení', 'Svoboda');
  await guest.typeInto('Ulice', 'Náměstí 5');
  await guest.typeInto('Město', 'Tábor');
  await guest.typeInto('PSČ', '390 01');
  await guest.typeInto('E-mail', email);
  await guest.typeInto('Telefon', '60123456');
  if (await browserPage.query('combobox', 'Jak jste se o nás dozvěděli?')) {
    await browserPage.evaluate(((select: HTMLSelectElement) => {
      select.selectedIndex = 1;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }) as never, await guest.find('combobox', 'Jak jste se o nás dozvěděli?'));
  }
  await guest.press('checkbox', /Souhlasím se zpracováním/);

  // Eight digits break the Czech rule: the guest is told and stays on step 3.
  await browserPage.click(await guest.enabled('button', 'Pokračovat'));
  await guest.find('text', 'České číslo musí mít 9 číslic');
  expect(await browserPage.query('heading', 'Platba a rezervace')).toBeNull();
  // The ninth digit mends it.
  await guest.typeInto('Telefon', '7');
  await browserPage.click(await guest.enabled('button', 'Pokračovat'));
  await guest.find('heading', 'Platba a rezervace');
  expect(await browserPage.query('text', 'České číslo musí mít 9 číslic')).toBeNull();

  // Step 4: a double click books once.
  const book = await guest.enabled('button', 'Závazně rezervovat');
  await guest.acceptPolicy();
  await browserPage.doubleClick(book);
  await guest.find('heading', 'Děkujeme, těšíme se na vás!');
  const number = await waitUntil('the variable symbol', async () => {
    const text = await guest.textOf('[data-fact="booking-number"] dd');
    return text && /^\d+$/.test(text) ? text : undefined;
  });

  const stored = bookingsOf(email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ arrival: stay.arrival, departure: stay.departure, variable_symbol: number });
  expect(JSON.parse(stored[0]!.customer)).toMatchObject({ phone: '601234567', dial_code: '420', postal_code: '390 01' });

  // The host page heard nothing it should not have.
  expect(await browserPage.evaluate((() => (window as unknown as { bwHostWatch: string[] }).bwHostWatch) as never)).toEqual([]);
});
