import type Database from 'better-sqlite3';

/**
 * Schema changes in order. The database's user_version records how many have
 * run; each runs once, in a transaction, so a crash never leaves half a schema.
 */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE api_keys (key TEXT PRIMARY KEY, name TEXT NOT NULL);
  CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE translations (lang TEXT NOT NULL, key TEXT NOT NULL, text TEXT NOT NULL, PRIMARY KEY (lang, key));
  CREATE TABLE seasons (
    id TEXT PRIMARY KEY, name_cs TEXT NOT NULL, name_en TEXT NOT NULL,
    min_nights INTEGER NOT NULL DEFAULT 1, periods TEXT NOT NULL, priority INTEGER NOT NULL
  );
  CREATE TABLE objects (
    id INTEGER PRIMARY KEY, kind TEXT NOT NULL CHECK (kind IN ('room', 'apartment', 'cottage')),
    name_cs TEXT NOT NULL, name_en TEXT NOT NULL, description_cs TEXT NOT NULL, description_en TEXT NOT NULL,
    max_occupancy INTEGER NOT NULL CHECK (max_occupancy > 0), photos TEXT NOT NULL, sort INTEGER NOT NULL
  );
  CREATE TABLE object_prices (
    object_id INTEGER NOT NULL REFERENCES objects(id), season_id TEXT NOT NULL REFERENCES seasons(id),
    price REAL NOT NULL CHECK (price >= 0), PRIMARY KEY (object_id, season_id)
  );
  CREATE TABLE occupancy_types (
    id TEXT PRIMARY KEY, name_cs TEXT NOT NULL, name_en TEXT NOT NULL,
    counts INTEGER NOT NULL, min INTEGER NOT NULL, sort INTEGER NOT NULL
  );
  CREATE TABLE services (
    id TEXT PRIMARY KEY, name_cs TEXT NOT NULL, name_en TEXT NOT NULL, price REAL NOT NULL,
    unit TEXT NOT NULL CHECK (unit IN ('stay', 'night', 'person_night', 'adult_night')),
    max INTEGER NOT NULL, sort INTEGER NOT NULL
  );
  CREATE TABLE fees (
    id TEXT PRIMARY KEY, name_cs TEXT NOT NULL, name_en TEXT NOT NULL, price REAL NOT NULL,
    unit TEXT NOT NULL CHECK (unit IN ('stay', 'night', 'person_night', 'adult_night')), sort INTEGER NOT NULL
  );
  CREATE TABLE coupons (
    code TEXT PRIMARY KEY COLLATE NOCASE, kind TEXT NOT NULL CHECK (kind IN ('coupon', 'gift')),
    percent REAL NOT NULL DEFAULT 0, amount REAL NOT NULL DEFAULT 0, active INTEGER NOT NULL DEFAULT 1
  );
  CREATE TABLE referral_sources (id INTEGER PRIMARY KEY, name_cs TEXT NOT NULL, name_en TEXT NOT NULL, sort INTEGER NOT NULL);
  CREATE TABLE bookings (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    uuid TEXT NOT NULL UNIQUE,
    edit_token TEXT NOT NULL,
    api_key TEXT NOT NULL REFERENCES api_keys(key),
    arrival TEXT NOT NULL, departure TEXT NOT NULL CHECK (departure > arrival),
    stay TEXT NOT NULL,
    time_of_arrival TEXT NOT NULL DEFAULT '', note TEXT NOT NULL DEFAULT '', rel TEXT NOT NULL DEFAULT '',
    customer TEXT NOT NULL DEFAULT '{}', invoice TEXT,
    lang TEXT NOT NULL DEFAULT 'cs',
    price REAL NOT NULL, deposit REAL NOT NULL,
    custom_amount REAL, payments TEXT NOT NULL DEFAULT 'bank',
    variable_symbol TEXT NOT NULL DEFAULT '',
    payment_status TEXT NOT NULL DEFAULT 'pending' CHECK (payment_status IN ('pending', 'paid', 'failed')),
    success_url TEXT NOT NULL DEFAULT '', failure_url TEXT NOT NULL DEFAULT '',
    fixture TEXT,
    created_at TEXT NOT NULL
  );
  -- One row per object and night: the primary key itself refuses a double booking.
  CREATE TABLE booked_nights (
    object_id INTEGER NOT NULL REFERENCES objects(id),
    night TEXT NOT NULL,
    booking_id INTEGER NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
    PRIMARY KEY (object_id, night)
  );
  CREATE INDEX booked_nights_by_booking ON booked_nights (booking_id);
  CREATE INDEX booked_nights_by_night ON booked_nights (night);
  CREATE TABLE idempotency_keys (
    api_key TEXT NOT NULL, key TEXT NOT NULL, endpoint TEXT NOT NULL,
    booking_id INTEGER NOT NULL REFERENCES bookings(id) ON DELETE CASCADE, created_at TEXT NOT NULL,
    PRIMARY KEY (api_key, endpoint, key)
  );
  `,
  // 2: a version per booking, so a save based on an older edit_call is refused; guests' reviews.
  `
  ALTER TABLE bookings ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
  CREATE TABLE reviews (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    api_key TEXT NOT NULL REFERENCES api_keys(key),
    author TEXT NOT NULL, lang TEXT NOT NULL,
    rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    stayed_on TEXT NOT NULL, text TEXT NOT NULL
  );
  CREATE INDEX reviews_by_key ON reviews (api_key, stayed_on);
  `,
];

export function migrate(db: Database.Database): void {
  const applied = db.pragma('user_version', { simple: true }) as number;
  MIGRATIONS.slice(applied).forEach((sql, index) => {
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${applied + index + 1}`);
    })();
  });
}
