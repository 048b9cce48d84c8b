import type { Queryable, SqlValue } from './database.ts';
import { SEED_TEXTS } from './seed-texts.ts';
import { czechIban } from '../domain/payment.ts';

/**
 * The demo guesthouse, written once into an empty database. Everything the
 * server answers comes from these rows; change them in the database and the
 * widget follows.
 */

const BANK_ACCOUNT = '2801234567/2010';

const OBJECTS = [
  [1, 'room', 'Pokoj Lípa', 'Room Lípa', 'Dvoulůžkový pokoj s výhledem do zahrady.', 'Double room with a garden view.', 2, ['lipa-1', 'lipa-2'], { low: 1400, mid: 1700, high: 2100 }],
  [2, 'room', 'Rodinný pokoj Buk', 'Family room Buk', 'Manželská postel a dvě lůžka pro děti.', 'A double bed and two beds for children.', 4, ['buk-1', 'buk-2'], { low: 2200, mid: 2600, high: 3200 }],
  [3, 'room', 'Pokoj Javor', 'Room Javor', 'Třílůžkový pokoj v podkroví.', 'Triple room under the roof.', 3, ['javor-1'], { low: 1800, mid: 2100, high: 2600 }],
  [4, 'apartment', 'Apartmán Dub', 'Apartment Dub', 'Dvě ložnice, kuchyň a terasa.', 'Two bedrooms, a kitchen and a terrace.', 5, ['dub-1', 'dub-2'], { low: 2900, mid: 3400, high: 4200 }],
  [5, 'cottage', 'Chalupa Pod Lesem', 'Cottage Pod Lesem', 'Samostatná roubenka s krbem a saunou.', 'A detached log cottage with a fireplace and sauna.', 8, ['chalupa-1', 'chalupa-2'], { low: 4800, mid: 5600, high: 6900 }],
] as const;

const SEASONS = [
  ['low', 'Vedlejší sezóna', 'low season', 1, [], 0],
  ['mid', 'Střední sezóna', 'mid season', 2, [['05-01', '06-30'], ['09-01', '09-30']], 1],
  ['high', 'Hlavní sezóna', 'high season', 5, [['07-01', '08-31'], ['12-23', '01-01']], 2],
] as const;

const OCCUPANCY = [
  ['adults', 'Dospělí', 'Adults', 1, 1],
  ['children', 'Děti (3–14 let)', 'Children (3–14)', 1, 0],
  ['infants', 'Batolata (do 3 let)', 'Infants (under 3)', 0, 0],
] as const;

const SERVICES = [
  ['breakfast', 'Snídaně', 'Breakfast', 220, 'person_night', 20],
  ['parking', 'Parkování', 'Parking', 150, 'night', 3],
  ['pet', 'Domácí mazlíček', 'Pet', 300, 'stay', 2],
  ['late_checkout', 'Pozdní odjezd (do 14:00)', 'Late check-out (until 2 pm)', 400, 'stay', 1],
] as const;

const FEES = [
  ['cleaning', 'Závěrečný úklid', 'Final cleaning', 600, 'stay'],
  ['city_tax', 'Poplatek z pobytu', 'City tax', 50, 'adult_night'],
] as const;

const STYLES = {
  odd_color: '#f7f4ee', even_color: '#ffffff', primary_button_color: '#2f6b3a', available_color: '#e3f1e1',
  selection_color: '#2f6b3a', selection_border_color: '#1f4a27', unavailable_color: '#f3d6d3',
  today_border_color: '#b5651d', input_button_color: '#e8e2d6', current_color: '#2f6b3a', head_color: '#1f2a22',
  text_color: '#222222', available_text_color: '#1f3d22', unavailable_text_color: '#7a2320',
  primary_button_text_color: '#ffffff', input_button_text_color: '#222222', current_text_color: '#ffffff',
  head_font: 'Georgia, serif', text_font: 'system-ui, sans-serif', head_size: '24px', text_size: '16px',
  theme: 'modern', display: 'rowsy',
};

const SETTINGS = {
  currency_text: { cs: 'Kč', en: 'CZK' },
  deposit_percent: 30,
  checkin_hours: ['14:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00'],
  bank_account: BANK_ACCOUNT,
  iban: czechIban(BANK_ACCOUNT),
  show_hours: true, show_insurance: true, use_coupon: true, use_gift: true, show_source_of_referral: true,
  show_bank: true, show_online_payment: true, show_qr: true, card_amount: 'deposit', currency: 'CZK',
  displayed_months: 3,
  styles: STYLES,
  contact: { name: 'Penzion U Staré lípy', phone: '+420 380 712 345', email: 'recepce@ustarelipy.example' },
};

/** A statement to run many times with different values, as better-sqlite3's prepare() gave. */
const prepare = (tx: Queryable, sql: string) => (...params: SqlValue[]) => tx.run(sql, ...params);

/** Runs inside the start-up transaction (open.ts). */
export async function seedGuesthouse(tx: Queryable): Promise<void> {
  const empty = (await tx.get<{ n: number }>('SELECT CAST(COUNT(*) AS INTEGER) AS n FROM objects'))?.n === 0;
  if (!empty) return;
  await tx.run("INSERT INTO api_keys (key, name) VALUES ('demo', 'Penzion U Staré lípy')");
  const setting = prepare(tx, 'INSERT INTO settings (key, value) VALUES (?, ?)');
  for (const [key, value] of Object.entries(SETTINGS)) await setting(key, JSON.stringify(value));
  const text = prepare(tx, 'INSERT INTO translations (lang, key, text) VALUES (?, ?, ?)');
  for (const [lang, labels] of Object.entries(SEED_TEXTS)) {
    for (const [key, label] of Object.entries(labels)) await text(lang, key, label);
  }
  const season = prepare(tx, 'INSERT INTO seasons VALUES (?, ?, ?, ?, ?, ?)');
  for (const [id, cs, en, minNights, periods, priority] of SEASONS) await season(id, cs, en, minNights, JSON.stringify(periods), priority);
  const object = prepare(tx, 'INSERT INTO objects VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const price = prepare(tx, 'INSERT INTO object_prices VALUES (?, ?, ?)');
  for (const [id, kind, nameCs, nameEn, descCs, descEn, max, photos, prices] of OBJECTS) {
    await object(id, kind, nameCs, nameEn, descCs, descEn, max, JSON.stringify(photos.map((p) => `/photos/${p}.svg`)), id);
    for (const [seasonId, amount] of Object.entries(prices)) await price(id, seasonId, amount);
  }
  const occupancy = prepare(tx, 'INSERT INTO occupancy_types VALUES (?, ?, ?, ?, ?, ?)');
  for (const [sort, [id, cs, en, counts, min]] of OCCUPANCY.entries()) await occupancy(id, cs, en, counts, min, sort);
  const service = prepare(tx, 'INSERT INTO services VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const [sort, [id, cs, en, amount, unit, max]] of SERVICES.entries()) await service(id, cs, en, amount, unit, max, sort);
  const fee = prepare(tx, 'INSERT INTO fees VALUES (?, ?, ?, ?, ?, ?)');
  for (const [sort, [id, cs, en, amount, unit]] of FEES.entries()) await fee(id, cs, en, amount, unit, sort);
  const coupon = prepare(tx, 'INSERT INTO coupons (code, kind, percent, amount) VALUES (?, ?, ?, ?)');
  await coupon('LETO10', 'coupon', 10, 0);
  await coupon('DARKOVY1000', 'gift', 0, 1000);
  const referral = prepare(tx, 'INSERT INTO referral_sources VALUES (?, ?, ?, ?)');
  const referrals = [
    ['Vyhledávač na internetu', 'Internet search'],
    ['Doporučení přátel', 'Friends recommended us'],
    ['Sociální sítě', 'Social media'],
    ['Byli jsme tu už dříve', 'We have stayed before'],
    ['Jinak', 'Other'],
  ] as const;
  for (const [index, [cs, en]] of referrals.entries()) await referral(index + 1, cs, en, index);
}
