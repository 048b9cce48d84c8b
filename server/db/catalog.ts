import type { Catalog, HouseContact, HouseSettings, Localized, PriceUnit } from '../domain/catalog.ts';
import { ratePlanOf } from './rates.ts';
import type { Database } from './database.ts';

/** Reads the guesthouse's offer from the database into plain values. */

type Row = Record<string, unknown>;

const localized = (row: Row, field: string): Localized => ({
  cs: String(row[`${field}_cs`] ?? ''),
  en: String(row[`${field}_en`] ?? ''),
});

function readSettings(rows: Array<{ key: string; value: string }>): HouseSettings {
  const raw: Record<string, unknown> = Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value)]));
  const flag = (key: string) => raw[key] === true;
  return {
    currencyText: (raw.currency_text as Localized | undefined) ?? { cs: 'Kč', en: 'CZK' },
    depositPercent: Number(raw.deposit_percent ?? 30),
    checkinHours: Array.isArray(raw.checkin_hours) ? raw.checkin_hours.map(String) : [],
    bankAccount: String(raw.bank_account ?? ''),
    iban: String(raw.iban ?? ''),
    showHours: flag('show_hours'),
    showInsurance: flag('show_insurance'),
    useCoupon: flag('use_coupon'),
    useGift: flag('use_gift'),
    showSourceOfReferral: flag('show_source_of_referral'),
    showBank: flag('show_bank'),
    showOnlinePayment: flag('show_online_payment'),
    showQr: flag('show_qr'),
    // Issue 51: what the card pays now, and the currency gateways charge in (ISO 4217).
    cardAmount: raw.card_amount === 'full' ? 'full' : 'deposit',
    currency: typeof raw.currency === 'string' ? raw.currency : 'CZK',
    displayedMonths: Number(raw.displayed_months ?? 3),
    // On unless the hotelier turned it off; a database from before issue 32 has no row for it.
    showDayPrices: raw.show_day_prices !== false,
    styles: (raw.styles as Record<string, string> | undefined) ?? {},
    contact: (raw.contact as HouseContact | undefined) ?? {},
  };
}

async function readCatalogRows(db: Database): Promise<Catalog> {
  // Side by side: on PostgreSQL each is a round trip, on a connection of its own.
  const [settings, prices, objectRows, seasonRows, occupancyRows, serviceRows, feeRows, couponRows, referralRows, rateRows] = await Promise.all([
    db.all<{ key: string; value: string }>('SELECT key, value FROM settings'),
    db.all<{ object_id: number; season_id: string; price: number }>('SELECT object_id, season_id, price FROM object_prices'),
    db.all<Row>('SELECT * FROM objects ORDER BY sort'),
    db.all<Row>('SELECT * FROM seasons ORDER BY priority'),
    db.all<Row>('SELECT * FROM occupancy_types ORDER BY sort'),
    db.all<Row>('SELECT * FROM services ORDER BY sort'),
    db.all<Row>('SELECT * FROM fees ORDER BY sort'),
    db.all<Row>('SELECT * FROM coupons WHERE active = 1'),
    db.all<Row>('SELECT * FROM referral_sources ORDER BY sort'),
    db.all<Row>('SELECT * FROM rates ORDER BY object_id, sort'),
  ]);
  const objects = objectRows.map((row) => ({
    id: Number(row.id),
    kind: row.kind as 'room' | 'apartment' | 'cottage',
    name: localized(row, 'name'),
    description: localized(row, 'description'),
    maxOccupancy: Number(row.max_occupancy),
    photos: JSON.parse(String(row.photos)) as string[],
    prices: Object.fromEntries(prices.filter((p) => p.object_id === row.id).map((p) => [p.season_id, p.price])),
    rates: rateRows.filter((rate) => Number(rate.object_id) === Number(row.id)).map(ratePlanOf),
  }));
  const seasons = seasonRows.map((row) => ({
    id: String(row.id),
    name: localized(row, 'name'),
    minNights: Number(row.min_nights),
    periods: JSON.parse(String(row.periods)) as Array<[string, string]>,
    priority: Number(row.priority),
  }));
  const occupancyTypes = occupancyRows.map((row) => ({
    id: String(row.id),
    name: localized(row, 'name'),
    counts: row.counts === 1,
    min: Number(row.min),
  }));
  const services = serviceRows.map((row) => ({
    id: String(row.id),
    name: localized(row, 'name'),
    price: Number(row.price),
    unit: row.unit as PriceUnit,
    max: Number(row.max),
  }));
  const fees = feeRows.map((row) => ({
    id: String(row.id),
    name: localized(row, 'name'),
    price: Number(row.price),
    unit: row.unit as PriceUnit,
  }));
  const coupons = couponRows.map((row) => ({
    code: String(row.code),
    kind: row.kind as 'coupon' | 'gift',
    percent: Number(row.percent),
    amount: Number(row.amount),
  }));
  const referralSources = referralRows.map((row) => ({
    id: Number(row.id),
    name: localized(row, 'name'),
  }));
  return { objects, seasons, occupancyTypes, services, fees, coupons, referralSources, settings: readSettings(settings) };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * Read once per database and kept (frozen, so no endpoint can change what the
 * next one sees): reading it on every request cost about a tenth of a booking.
 * The server never writes the offer after seeding; a change from elsewhere (an
 * operator's tool, a test) moves the database's offer stamp, which reads it
 * again (SQLite: at once; PostgreSQL: within seconds, database.ts).
 */
const kept = new WeakMap<Database, { stamp: unknown; catalog: Promise<Catalog> }>();

export async function readCatalog(db: Database): Promise<Catalog> {
  const stamp = await db.offerStamp();
  const found = kept.get(db);
  if (found && found.stamp === stamp) return found.catalog;
  // The promise is kept, so requests that arrive while it is read wait for the same reading.
  const catalog = readCatalogRows(db).then(deepFreeze);
  kept.set(db, { stamp, catalog });
  catalog.catch(() => kept.get(db)?.catalog === catalog && kept.delete(db));
  return catalog;
}
