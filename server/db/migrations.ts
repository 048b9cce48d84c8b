import type { Database, Transaction } from './database.ts';

/**
 * Schema changes in order, one list for both engines. Each is written in
 * SQLite's words; PostgreSQL gets the few that differ translated (POSTGRES_WORDS),
 * and a step that only one engine has says so ({ sqlite, postgres }). The
 * database records how many have run (SQLite: user_version; PostgreSQL: the
 * schema_migrations table); those not yet run run at start, together and in one
 * transaction, so a crash never leaves half a schema, and under a lock, so two
 * processes starting at once never run one twice.
 */
type Step = string | { sqlite?: string; postgres?: string };

const MIGRATIONS: ReadonlyArray<Step | readonly Step[]> = [
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
  // 3: one row per booked object and stay instead of one per night, so that PostgreSQL itself can
  // refuse two bookings of one object whose stays overlap (an exclusion constraint over the
  // object and the stay's daterange); SQLite refuses them with a trigger. Either way the database,
  // not only the server's own check, keeps every object from being booked twice for a night.
  // DATE: PostgreSQL's daterange needs dates; SQLite keeps the same 'YYYY-MM-DD' text in it.
  [
    `
    CREATE TABLE booked_stays (
      booking_id INTEGER NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
      object_id INTEGER NOT NULL REFERENCES objects(id),
      arrival DATE NOT NULL, departure DATE NOT NULL CHECK (departure > arrival),
      PRIMARY KEY (booking_id, object_id)
    );
    CREATE INDEX booked_stays_by_departure ON booked_stays (departure, object_id);
    `,
    // Only SQLite databases can hold bookings from before this migration.
    {
      sqlite: `
      INSERT INTO booked_stays (booking_id, object_id, arrival, departure)
        SELECT DISTINCT n.booking_id, n.object_id, b.arrival, b.departure FROM booked_nights n JOIN bookings b ON b.id = n.booking_id;
      `,
    },
    'DROP TABLE booked_nights;',
    {
      postgres: `
      CREATE EXTENSION IF NOT EXISTS btree_gist;
      ALTER TABLE booked_stays ADD CONSTRAINT booked_stays_no_overlap
        EXCLUDE USING gist (object_id WITH =, daterange(arrival, departure) WITH &&);
      `,
      sqlite: `
      CREATE TRIGGER booked_stays_no_overlap BEFORE INSERT ON booked_stays
      WHEN EXISTS (
        SELECT 1 FROM booked_stays
        WHERE object_id = NEW.object_id AND arrival < NEW.departure AND departure > NEW.arrival
      )
      BEGIN SELECT RAISE(ABORT, 'booked_stays_no_overlap'); END;
      CREATE TRIGGER booked_stays_no_overlap_on_update BEFORE UPDATE ON booked_stays
      WHEN EXISTS (
        SELECT 1 FROM booked_stays
        WHERE object_id = NEW.object_id AND arrival < NEW.departure AND departure > NEW.arrival
          AND NOT (booking_id = OLD.booking_id AND object_id = OLD.object_id)
      )
      BEGIN SELECT RAISE(ABORT, 'booked_stays_no_overlap'); END;
      `,
    },
  ],
  // 4: rates (issue 50). Each object's rates with their cancellation policy (tiers: JSON
  // [{days_before, percent}], names: JSON by language); the rate each booked object was booked
  // with, its policy copied, so the terms the guest accepted hold when the hotel changes the rate
  // later; the guest's manage token, only its SHA-256; and what a cancellation cost.
  `
  CREATE TABLE rates (
    object_id INTEGER NOT NULL REFERENCES objects(id),
    id TEXT NOT NULL,
    names TEXT NOT NULL,
    board TEXT NOT NULL CHECK (board IN ('room_only', 'breakfast', 'half_board')),
    discount_percent REAL NOT NULL DEFAULT 0 CHECK (discount_percent >= 0 AND discount_percent < 100),
    board_price REAL NOT NULL DEFAULT 0 CHECK (board_price >= 0),
    tiers TEXT NOT NULL,
    is_default INTEGER NOT NULL DEFAULT 0,
    sort INTEGER NOT NULL,
    PRIMARY KEY (object_id, id)
  );
  CREATE TABLE booked_rates (
    booking_id INTEGER NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
    object_id INTEGER NOT NULL,
    rate_id TEXT NOT NULL,
    names TEXT NOT NULL,
    board TEXT NOT NULL,
    tiers TEXT NOT NULL,
    price REAL NOT NULL,
    PRIMARY KEY (booking_id, object_id)
  );
  ALTER TABLE bookings ADD COLUMN manage_token_hash TEXT;
  CREATE UNIQUE INDEX bookings_by_manage_token ON bookings (manage_token_hash);
  ALTER TABLE bookings ADD COLUMN status TEXT NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled'));
  ALTER TABLE bookings ADD COLUMN cancelled_on TEXT;
  ALTER TABLE bookings ADD COLUMN cancel_fee REAL;
  ALTER TABLE bookings ADD COLUMN refund REAL;
  `,
  // Issue 51: card payments through a gateway (docs/payments.md). A booking's money lives beside it
  // (the status columns' CHECKs cannot grow on SQLite without rebuilding the table): its card
  // payments, the hold on its nights while one is due, and every gateway event once by its id.
  `
  CREATE TABLE card_payments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    booking_id INTEGER NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
    gateway TEXT NOT NULL,
    reference TEXT NOT NULL,
    link TEXT NOT NULL,
    amount REAL NOT NULL,
    currency TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'mismatch', 'refunded')),
    paid_amount REAL NOT NULL DEFAULT 0,
    refunded_amount REAL NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    UNIQUE (gateway, reference)
  );
  CREATE INDEX card_payments_by_booking ON card_payments (booking_id);
  CREATE TABLE payment_holds (
    booking_id INTEGER PRIMARY KEY REFERENCES bookings(id) ON DELETE CASCADE,
    expires_at TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'held' CHECK (state IN ('held', 'paid', 'expired'))
  );
  CREATE INDEX payment_holds_by_expiry ON payment_holds (state, expires_at);
  CREATE TABLE payment_events (
    gateway TEXT NOT NULL,
    event_id TEXT NOT NULL,
    reference TEXT NOT NULL,
    kind TEXT NOT NULL,
    amount REAL,
    currency TEXT,
    outcome TEXT NOT NULL,
    received_at TEXT NOT NULL,
    PRIMARY KEY (gateway, event_id)
  );
  `,
  // Issue 51: a refund is decided in the transaction that decides it (a late payment, a
  // cancellation) and made through the gateway after the commit; one that fails waits here for the
  // sweep to try again with backoff (docs/payments.md "Refunds"). The demo gateway keeps its own
  // payments (its page, its notifications) in a table of its own, so a restart forgets none.
  `
  CREATE TABLE card_refunds (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    payment_id INTEGER NOT NULL REFERENCES card_payments(id) ON DELETE CASCADE,
    amount REAL NOT NULL CHECK (amount > 0),
    reason TEXT NOT NULL CHECK (reason IN ('late', 'cancel')),
    state TEXT NOT NULL DEFAULT 'due' CHECK (state IN ('due', 'done', 'given_up')),
    attempts INTEGER NOT NULL DEFAULT 0,
    refusals INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    gateway_refund_id TEXT,
    last_error TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX card_refunds_due ON card_refunds (state, next_attempt_at);
  CREATE INDEX card_refunds_by_payment ON card_refunds (payment_id);
  CREATE TABLE demo_gateway_payments (
    reference TEXT PRIMARY KEY,
    booking_uuid TEXT NOT NULL,
    amount REAL NOT NULL,
    currency TEXT NOT NULL,
    description TEXT NOT NULL,
    return_url TEXT NOT NULL,
    cancel_url TEXT NOT NULL,
    lang TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'paid', 'failed')),
    refunded REAL NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );
  `,
];

/** What PostgreSQL calls the things SQLite's schema above names its own way. */
const POSTGRES_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/INTEGER PRIMARY KEY AUTOINCREMENT/g, 'INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY'],
  // PostgreSQL's REAL has 6 significant digits; SQLite's is an 8-byte float.
  [/\bREAL\b/g, 'DOUBLE PRECISION'],
  // Codes are matched in the server, case-insensitively (domain/quote.ts).
  [/ COLLATE NOCASE/g, ''],
];

/** The SQL of one step for one engine ('' when the step is the other engine's). */
export function stepSql(step: Step, engine: Database['engine']): string {
  if (typeof step !== 'string') return step[engine] ?? '';
  return engine === 'sqlite' ? step : POSTGRES_WORDS.reduce((sql, [words, theirs]) => sql.replace(words, theirs), step);
}

async function appliedCount(tx: Transaction, engine: Database['engine']): Promise<number> {
  if (engine === 'sqlite') return (await tx.get<{ user_version: number }>('PRAGMA user_version'))?.user_version ?? 0;
  await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
  const row = await tx.get<{ version: number }>('SELECT CAST(COALESCE(MAX(version), 0) AS INTEGER) AS version FROM schema_migrations');
  return row?.version ?? 0;
}

async function recordApplied(tx: Transaction, engine: Database['engine'], version: number): Promise<void> {
  if (engine === 'sqlite') await tx.exec(`PRAGMA user_version = ${version}`);
  else await tx.run('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)', version, new Date().toISOString());
}

/** Runs the migrations this database has not had yet, inside the caller's transaction. */
export async function migrate(tx: Transaction, engine: Database['engine']): Promise<void> {
  await tx.lock('booking-widget schema');
  const applied = await appliedCount(tx, engine);
  for (const [index, migration] of MIGRATIONS.slice(applied).entries()) {
    const steps = (Array.isArray(migration) ? migration : [migration]) as readonly Step[];
    for (const step of steps) {
      const sql = stepSql(step, engine);
      if (sql.trim() !== '') await tx.exec(sql);
    }
    await recordApplied(tx, engine, applied + index + 1);
  }
}
