import type Database from 'better-sqlite3';
import type { Catalog, HouseContact, HouseSettings, Localized, PriceUnit } from '../domain/catalog.ts';
import { statement } from './statements.ts';

/** Reads the guesthouse's offer from the database into plain values. */

type Row = Record<string, unknown>;

const localized = (row: Row, field: string): Localized => ({
  cs: String(row[`${field}_cs`] ?? ''),
  en: String(row[`${field}_en`] ?? ''),
});

function readSettings(db: Database.Database): HouseSettings {
  const rows = db.prepare('SELECT key, value FROM settings').all() as Array<{ key: string; value: string }>;
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
    displayedMonths: Number(raw.displayed_months ?? 3),
    styles: (raw.styles as Record<string, string> | undefined) ?? {},
    contact: (raw.contact as HouseContact | undefined) ?? {},
  };
}

function readCatalogRows(db: Database.Database): Catalog {
  const prices = db.prepare('SELECT object_id, season_id, price FROM object_prices').all() as Array<{
    object_id: number;
    season_id: string;
    price: number;
  }>;
  const objects = (db.prepare('SELECT * FROM objects ORDER BY sort').all() as Row[]).map((row) => ({
    id: Number(row.id),
    kind: row.kind as 'room' | 'apartment' | 'cottage',
    name: localized(row, 'name'),
    description: localized(row, 'description'),
    maxOccupancy: Number(row.max_occupancy),
    photos: JSON.parse(String(row.photos)) as string[],
    prices: Object.fromEntries(prices.filter((p) => p.object_id === row.id).map((p) => [p.season_id, p.price])),
  }));
  const seasons = (db.prepare('SELECT * FROM seasons ORDER BY priority').all() as Row[]).map((row) => ({
    id: String(row.id),
    name: localized(row, 'name'),
    minNights: Number(row.min_nights),
    periods: JSON.parse(String(row.periods)) as Array<[string, string]>,
    priority: Number(row.priority),
  }));
  const occupancyTypes = (db.prepare('SELECT * FROM occupancy_types ORDER BY sort').all() as Row[]).map((row) => ({
    id: String(row.id),
    name: localized(row, 'name'),
    counts: row.counts === 1,
    min: Number(row.min),
  }));
  const services = (db.prepare('SELECT * FROM services ORDER BY sort').all() as Row[]).map((row) => ({
    id: String(row.id),
    name: localized(row, 'name'),
    price: Number(row.price),
    unit: row.unit as PriceUnit,
    max: Number(row.max),
  }));
  const fees = (db.prepare('SELECT * FROM fees ORDER BY sort').all() as Row[]).map((row) => ({
    id: String(row.id),
    name: localized(row, 'name'),
    price: Number(row.price),
    unit: row.unit as PriceUnit,
  }));
  const coupons = (db.prepare('SELECT * FROM coupons WHERE active = 1').all() as Row[]).map((row) => ({
    code: String(row.code),
    kind: row.kind as 'coupon' | 'gift',
    percent: Number(row.percent),
    amount: Number(row.amount),
  }));
  const referralSources = (db.prepare('SELECT * FROM referral_sources ORDER BY sort').all() as Row[]).map((row) => ({
    id: Number(row.id),
    name: localized(row, 'name'),
  }));
  return { objects, seasons, occupancyTypes, services, fees, coupons, referralSources, settings: readSettings(db) };
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
 * The server never writes the offer after seeding; another connection that
 * does (an operator's tool, a test) moves SQLite's data_version, which reads it again.
 */
const kept = new WeakMap<Database.Database, { version: number; catalog: Catalog }>();

export function readCatalog(db: Database.Database): Catalog {
  const version = statement(db, 'PRAGMA data_version').pluck().get() as number;
  const found = kept.get(db);
  if (found?.version === version) return found.catalog;
  const catalog = deepFreeze(readCatalogRows(db));
  kept.set(db, { version, catalog });
  return catalog;
}
