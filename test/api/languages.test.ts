import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEml } from '../../server/mail/eml.ts';
import type { BookRequest } from '../../src/api/index.ts';
import { day, GUEST, lowSeasonOffset, startTestServer, type TestServer } from './harness.ts';
import { calendarOf, messageFor, waitFor } from './outbox.ts';

/**
 * The reference server in the seven languages (issue 31): what a German or a
 * Polish guest gets by e-mail, the labels global_translations answers, the
 * server's own refusals with each language's plurals, and `lang` as a region tag.
 */

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(async () => {
  await api.stop();
});

const CZECH_AMOUNT = String.raw`\d{1,3}(?:\u00a0\d{3})*,\d{2}\u00a0CZK`;

function request(from: number, nights: number, objectId: string, key: string): BookRequest {
  return {
    from: day(from),
    to: day(from + nights),
    objects: [{ id: objectId, occupancy: { adults: 2 }, services: { breakfast: 2 } }],
    timeOfArrival: '15:00',
    customer: GUEST,
    acceptGdprCompliance: true,
    idempotencyKey: key,
  };
}

async function bookAndRead(lang: string, booking: BookRequest) {
  const booked = await api.client({ lang }).book(booking);
  if (!booked.ok) throw new Error(booked.error.message);
  const source = await waitFor(() => messageFor(api.server.outboxDir, booked.value.variable_symbol), 'the e-mail');
  const mail = readEml(source);
  return { payment: booked.value, source, mail: { ...mail, text: mail.text.replace(/\r\n/g, '\n') } };
}

/** The first `month`-`date` at least two weeks ahead, inside the booking window. */
function nextDay(month: string, date: string): string {
  const today = day(14);
  const year = Number(today.slice(0, 4)) + (today.slice(5) > `${month}-${date}` ? 1 : 0);
  return `${year}-${month}-${date}`;
}

describe('the confirmation e-mail follows the booking’s language', () => {
  it('German: subject, greeting, labels, the nights’ plural, the .ics and the cs-CZ amounts', async () => {
    const offset = lowSeasonOffset(60, 3);
    const { payment, source, mail } = await bookAndRead('de', request(offset, 3, '3', 'lang-de-0001'));
    const vs = payment.variable_symbol;

    expect(mail.subject).toBe(`Buchungsbestätigung ${vs} – Penzion U Staré lípy`);
    expect(mail.text.split('\n')[0]).toBe('Guten Tag, Petr Svoboda,');
    expect(mail.text).toContain('vielen Dank für Ihre Buchung bei Penzion U Staré lípy.');
    expect(mail.text).toContain('Aufenthaltsdauer: 3 Nächte');
    // The day in German prose, the hour after "ab".
    expect(mail.text).toMatch(/Anreise: \d{1,2}\. (Januar|Februar|März|April|Oktober|November|Dezember) \d{4} \(ab 15:00\)/);
    expect(mail.text).toContain(`Zahlungsreferenz (variables Symbol): ${vs}`);
    expect(mail.text).toMatch(new RegExp(`Jetzt fällig \\(Anzahlung\\): ${CZECH_AMOUNT}\\n`));
    expect(mail.text).toMatch(new RegExp(`Gesamtpreis: ${CZECH_AMOUNT}\\n`));
    expect(mail.text).not.toMatch(/Booking|Arrival|Total price/);
    expect(calendarOf(source)).toContain(`SUMMARY:Penzion U Staré lípy – Buchung ${vs}`);
  });

  it('Polish: 5 nights are "5 nocy", 2 nights "2 noce"', async () => {
    const five = lowSeasonOffset(70, 5);
    const long = await bookAndRead('pl', request(five, 5, '4', 'lang-pl-0001'));
    expect(long.mail.subject).toBe(`Potwierdzenie rezerwacji ${long.payment.variable_symbol} – Penzion U Staré lípy`);
    expect(long.mail.text.split('\n')[0]).toBe('Dzień dobry, Petr Svoboda,');
    // A Polish letter starts its first sentence with a capital after the salutation.
    expect(long.mail.text.split('\n')[2]).toBe('Dziękujemy za rezerwację w obiekcie Penzion U Staré lípy.');
    expect(long.mail.text).toContain('Długość pobytu: 5 nocy');
    expect(long.mail.text).toContain(`Tytuł przelewu (symbol zmienny): ${long.payment.variable_symbol}`);
    expect(long.mail.text).toMatch(new RegExp(`Do zapłaty teraz \\(zaliczka\\): ${CZECH_AMOUNT}\\n`));

    const two = lowSeasonOffset(80, 2);
    const short = await bookAndRead('pl', request(two, 2, '5', 'lang-pl-0002'));
    expect(short.mail.text).toContain('Długość pobytu: 2 noce');
  });

  it('Hungarian: the greeting says the family name first, as Hungarian writes a name', async () => {
    const offset = lowSeasonOffset(100, 2);
    const { mail } = await bookAndRead('hu', request(offset, 2, '3', 'lang-hu-0001'));
    expect(mail.text.split('\n')[0]).toBe('Kedves Svoboda Petr!');
    expect(mail.text).toContain('Közlemény (variábilis szimbólum)');
  });
});

describe('the server’s own words by language', () => {
  const url = (path: string) => `${api.server.url}/api/${path}`;
  const labels = async (lang: string) =>
    ((await (await fetch(url(`global_translations.php?api_key=demo&lang=${lang}`))).json()) as { texts: Record<string, string> }).texts;

  it('global_translations answers each language’s labels, with its own plural words', async () => {
    const [english, german, polish, ukrainian] = await Promise.all([labels('en'), labels('de'), labels('pl'), labels('uk')]);
    expect(german).toMatchObject({ check_in: 'Anreise', check_out: 'Abreise', nights_one: 'Nacht', nights_many: 'Nächte', book_the_term: 'Diesen Zeitraum buchen' });
    expect(polish).toMatchObject({ nights_one: 'noc', nights_few: 'noce', nights_many: 'nocy' });
    expect(ukrainian).toMatchObject({ nights_one: 'ніч', nights_few: 'ночі', nights_many: 'ночей', days_many: 'днів' });
    for (const texts of [german, polish, ukrainian]) expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
  });

  it('the minimum stay in Polish and Ukrainian has each count’s plural form', async () => {
    // High season asks for 5 nights ("many"), mid season (September) for 2 ("few").
    const high = nextDay('07', '10');
    const mid = nextDay('09', '10');
    const cases = [
      { lang: 'pl', from: high, to: `${high.slice(0, 8)}12`, words: 'W sezonie „high season” minimalna długość pobytu wynosi 5 nocy.' },
      { lang: 'pl', from: mid, to: `${mid.slice(0, 8)}11`, words: 'W sezonie „mid season” minimalna długość pobytu wynosi 2 noce.' },
      { lang: 'uk', from: high, to: `${high.slice(0, 8)}12`, words: 'У сезоні «high season» мінімальна тривалість перебування — 5 ночей.' },
      { lang: 'uk', from: mid, to: `${mid.slice(0, 8)}11`, words: 'У сезоні «mid season» мінімальна тривалість перебування — 2 ночі.' },
    ];
    for (const { lang, from, to, words } of cases) {
      const priced = await api.client({ lang }).dates({ from, to });
      if (!priced.ok) throw new Error(priced.error.message);
      expect(priced.value.alerts[0]).toBe(words);
    }
    // book refuses such a stay in the same words.
    const refused = await api.client({ lang: 'uk' }).book({ ...request(0, 0, '1', 'lang-uk-0001'), from: high, to: `${high.slice(0, 8)}12` });
    expect(refused).toMatchObject({ ok: false, error: { status: 422, message: cases[2]!.words } });
  });

  it('takes a region tag as its language, anything else it does not speak as English, nothing as Czech', async () => {
    expect(await labels('de-AT')).toMatchObject({ check_in: 'Anreise' });
    expect(await labels('pl_PL')).toMatchObject({ check_in: 'Zameldowanie' });
    const missingKey = async (query: string) => ((await (await fetch(url(`dates.php?${query}`))).json()) as { error: string }).error;
    expect(await missingKey('lang=de-AT')).toBe('Der Schlüssel des Buchungssystems (api_key) fehlt.');
    expect(await missingKey('lang=hu-HU')).toBe('Hiányzik a foglalási rendszer kulcsa (api_key).');
    expect(await missingKey('lang=fr')).toBe('The booking system key (api_key) is missing.');
    expect(await missingKey('')).toBe('Chybí klíč rezervačního systému (api_key).');
  });

  it('the summary’s deposit line and the demo payment and insurance pages speak the guest’s language', async () => {
    const offset = lowSeasonOffset(40, 2);
    const summary = await api.client({ lang: 'de' }).summary(request(offset, 2, '1', 'unused'));
    if (!summary.ok) throw new Error(summary.error.message);
    expect(summary.value.deposits.text).toMatch(/^Anzahlung 30 %: \d{1,3}(?:\u00a0\d{3})*,\d{2}\u00a0CZK, Restbetrag \d{1,3}(?:\u00a0\d{3})*,\d{2}\u00a0CZK$/);

    const booked = await api.client({ lang: 'de' }).book({ ...request(offset, 2, '1', 'lang-de-0002'), payments: 'card' });
    if (!booked.ok) throw new Error(booked.error.message);
    const paymentPage = await (await fetch(booked.value.online_payment_link)).text();
    expect(paymentPage).toContain('<html lang="de">');
    expect(paymentPage).toContain('<h1>Kartenzahlung (Demo)</h1>');
    expect(paymentPage).toMatch(new RegExp(`Zu zahlen: <strong>${CZECH_AMOUNT}</strong>`));
    expect(paymentPage).toContain('>Bezahlen</button>');
    const insurance = await (await fetch(booked.value.insurance_link.replace('lang=de', 'lang=pl'))).text();
    expect(insurance).toContain('<h1>Ubezpieczenie podróżne (demo)</h1>');
  });

  it('the QR payment message stays printable ASCII in every language (a Latin word in Ukrainian)', async () => {
    const offset = lowSeasonOffset(30, 2);
    for (const [lang, word] of [['cs', 'Rezervace'], ['de', 'Buchung'], ['sk', 'Rezervacia'], ['pl', 'Rezerwacja'], ['uk', 'Booking'], ['hu', 'Foglalas']]) {
      const booked = await api.client({ lang: lang!, dummy: true }).book(request(offset, 2, '2', `lang-qr-${lang}-1`));
      if (!booked.ok) throw new Error(booked.error.message);
      expect(booked.value.qr_content).toMatch(/^[\x20-\x7e]+$/);
      expect(booked.value.qr_content).toContain(`*MSG:${word} ${booked.value.variable_symbol}`);
    }
  });
});
