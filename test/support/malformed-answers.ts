/**
 * Seeded malformed answers for every endpoint the widget calls (issue 14,
 * "Bad answers"). Case `index` of `seed` is always the same answer, so a
 * failure printed as "seed S case N" replays with `malformedAnswer(endpoint, S, N)`.
 *
 * Each case breaks the contract of docs/api.md on purpose: a valid answer with
 * one required or typed field removed or given a wrong value (wrong type, huge
 * text, deep nesting, HTML and script payloads, impossible dates), or a whole
 * body that is no usable JSON (empty, cut off, an HTML error page, a PHP
 * warning before the JSON, a JSON value of the wrong kind), sometimes with a
 * wrong content type or an error status. A valid JSON body with only a wrong
 * content type is not among them: the client judges answers by their body
 * (servers often label JSON text/html).
 */

export type Endpoint =
  | 'global_translations'
  | 'global_settings'
  | 'availability'
  | 'dates'
  | 'selection'
  | 'summary'
  | 'book'
  | 'thanks'
  | 'pricelist'
  | 'edit_call'
  | 'edit_save'
  /** Not the booking API: the Czech company registry step 3 asks (SPEC 7). */
  | 'company_registry';

export interface MalformedAnswer {
  endpoint: Endpoint;
  seed: number;
  index: number;
  status: number;
  contentType: string;
  body: string;
  /** What was broken, for the failure message. */
  what: string;
}

type Kind = 'object' | 'array' | 'string' | 'day' | 'number' | 'whole' | 'flag' | 'id' | 'choice';
type Path = ReadonlyArray<string | number>;
/** A field the contract fixes: its path in the valid answer, its kind, and whether it may be left out. */
interface Field {
  path: Path;
  kind: Kind;
  optional?: boolean;
  /** null is a fair value (the company registry's fields). */
  nullable?: boolean;
}

const DAY = '2027-08-02';
const NEXT_DAY = '2027-08-07';

const VALID_OCCUPANCY = [{ id: 'adults', name: 'Adults', min: '1', max: '2', count: '1' }];
const VALID_SERVICE = { id: 'breakfast', name: 'Breakfast', price: '220.00', unit: 'person_night', count_min: '0', max: '20', selected: '0', count: '0' };
const VALID_FEE = { id: 'cleaning', name: 'Final cleaning', price: '600.00', unit: 'stay' };
const VALID_BOOKING_DETAILS = {
  booking: {
    uuid: '5f0c8a52-7f1e-4c7e-9a51-0d1e5b7a0001', from: DAY, to: NEXT_DAY,
    objects: [{ id: 2, occupancy: { adults: 2 }, services: {} }], time_of_arrival: '16:00', coupon: '', note: '', rel: '',
    customer: { first_name: 'Jana', last_name: 'Nováková', email: 'jana@example.cz' },
    price: '8500.00', deposit: '2550.00', custom_amount: '0.00', is_custom_amount: '0', currency_text: 'Kč',
    variable_symbol: '27000008', payment_status: 'pending', deposits: 'one', version: '1',
  },
};
const BOOKING_DETAILS_FIELDS: Field[] = [
  { path: ['booking'], kind: 'object' },
  { path: ['booking', 'uuid'], kind: 'string' },
  { path: ['booking', 'from'], kind: 'day' },
  { path: ['booking', 'to'], kind: 'day' },
  { path: ['booking', 'objects'], kind: 'array' },
  { path: ['booking', 'objects', 0, 'id'], kind: 'id' },
  { path: ['booking', 'objects', 0, 'occupancy', 'adults'], kind: 'whole', optional: true },
  { path: ['booking', 'customer'], kind: 'object' },
  { path: ['booking', 'price'], kind: 'number' },
  { path: ['booking', 'deposit'], kind: 'number' },
  { path: ['booking', 'is_custom_amount'], kind: 'flag', optional: true },
  { path: ['booking', 'payment_status'], kind: 'choice' },
  { path: ['booking', 'version'], kind: 'whole' },
];

/** Per endpoint: an answer the client accepts (docs/api.md) and the fields whose breaking it must notice. */
export const CONTRACTS: Record<Endpoint, { valid: unknown; fields: Field[] }> = {
  global_translations: {
    valid: { texts: { first_name: 'First name', book_the_term: 'Book these dates' } },
    fields: [
      { path: ['texts'], kind: 'object' },
      { path: ['error'], kind: 'string', optional: true },
    ],
  },
  global_settings: {
    valid: { styles: { text_color: '#222222', head_font: 'Georgia, serif', theme: 'modern', display: 'rowsy' } },
    fields: [
      { path: ['styles'], kind: 'object' },
      { path: ['styles', 'text_color'], kind: 'string', optional: true },
      { path: ['styles', 'head_font'], kind: 'string', optional: true },
      { path: ['styles', 'display'], kind: 'string', optional: true },
    ],
  },
  availability: {
    valid: {
      data: { unavailable: [DAY], available_in: [NEXT_DAY], available_out: [DAY] },
      settings: { days_nights: 'nights', min_date: '2026-11-22', max_date: '2028-05-22', displayed_months: '3' },
    },
    fields: [
      { path: ['data'], kind: 'object' },
      { path: ['data', 'unavailable'], kind: 'array' },
      { path: ['data', 'unavailable', 0], kind: 'day' },
      { path: ['data', 'available_in'], kind: 'array' },
      { path: ['data', 'available_in', 0], kind: 'day' },
      { path: ['data', 'available_out'], kind: 'array' },
      { path: ['data', 'available_out', 0], kind: 'day' },
      { path: ['settings'], kind: 'object' },
      { path: ['settings', 'days_nights'], kind: 'choice', optional: true },
      { path: ['settings', 'min_date'], kind: 'day' },
      { path: ['settings', 'max_date'], kind: 'day' },
      { path: ['settings', 'displayed_months'], kind: 'whole', optional: true },
    ],
  },
  dates: {
    valid: { price: '4200.00', texts: { price_text: 'cena od' }, settings: { currency_text: 'Kč' }, alerts: ['Minimum 5 nights.'], error: '0' },
    fields: [
      { path: ['price'], kind: 'number', optional: true },
      { path: ['texts'], kind: 'object', optional: true },
      { path: ['texts', 'price_text'], kind: 'string', optional: true },
      { path: ['settings'], kind: 'object', optional: true },
      { path: ['settings', 'currency_text'], kind: 'string', optional: true },
      { path: ['alerts'], kind: 'array', optional: true },
      { path: ['alerts', 0], kind: 'string' },
      { path: ['error'], kind: 'flag', optional: true },
    ],
  },
  selection: {
    valid: {
      checkin_hours: ['14:00', '15:00'],
      objects: [{
        id: 1, name: 'Room Lípa', description: 'Double room.', kind: 'room', photos: ['http://localhost/photos/lipa-1.svg'],
        max_occupancy: '2', available: '1', alert: '', price: '4200.00', occupancy: VALID_OCCUPANCY, services: [VALID_SERVICE],
      }],
      texts: { booking_dates_text: '2 August 2027 – 7 August 2027, 5 nights' },
      source_of_referral: [{ id: 1, name: 'Internet search' }],
      fees: [VALID_FEE],
      settings: {
        show_hours: '1', show_insurance: '1', use_coupon: '1', use_gift: '1', show_source_of_referral: '1',
        show_bank: '1', show_online_payment: '1', currency_text: 'CZK',
      },
    },
    fields: [
      { path: ['checkin_hours'], kind: 'array', optional: true },
      { path: ['checkin_hours', 0], kind: 'string' },
      { path: ['objects'], kind: 'array' },
      { path: ['objects', 0], kind: 'object' },
      { path: ['objects', 0, 'id'], kind: 'id' },
      { path: ['objects', 0, 'name'], kind: 'string', optional: true },
      { path: ['objects', 0, 'photos'], kind: 'array', optional: true },
      { path: ['objects', 0, 'photos', 0], kind: 'string' },
      { path: ['objects', 0, 'max_occupancy'], kind: 'whole' },
      { path: ['objects', 0, 'available'], kind: 'flag', optional: true },
      { path: ['objects', 0, 'price'], kind: 'number', optional: true },
      { path: ['objects', 0, 'occupancy', 0, 'id'], kind: 'id' },
      { path: ['objects', 0, 'occupancy', 0, 'min'], kind: 'whole', optional: true },
      { path: ['objects', 0, 'services', 0, 'price'], kind: 'number', optional: true },
      { path: ['objects', 0, 'services', 0, 'unit'], kind: 'choice', optional: true },
      { path: ['source_of_referral', 0, 'name'], kind: 'string' },
      { path: ['fees', 0, 'price'], kind: 'number' },
      { path: ['settings'], kind: 'object' },
      { path: ['settings', 'show_hours'], kind: 'flag', optional: true },
      { path: ['settings', 'show_bank'], kind: 'flag', optional: true },
      { path: ['settings', 'currency_text'], kind: 'string', optional: true },
    ],
  },
  summary: {
    valid: {
      persons: '2',
      selected_objects: [{
        id: 1, name: 'Pokoj Lípa', nights: '5', price: '7000.00',
        occupancy: [{ id: 'adults', name: 'Dospělí', count: '2' }], services: [{ id: 'breakfast', name: 'Snídaně', count: '2', price: '2200.00' }],
      }],
      object_photos: [{ object_id: 1, url: 'http://localhost/photos/lipa-1.svg', alt: 'Pokoj Lípa' }],
      summary: { lines: [{ label: 'Pokoj Lípa – 5 nocí', amount: '7000.00' }], discount: '0.00', total: '9200.00', currency_text: 'Kč' },
      accomodation: '1', continue: '1', alert: '', disabled_objects: [3],
      deposits: { num: 'one', percent: '30', amount: '2760.00', rest: '6440.00', text: 'Záloha 30 %', customAmount: '0.00', isCustomAmount: '0' },
    },
    fields: [
      { path: ['persons'], kind: 'whole', optional: true },
      { path: ['selected_objects'], kind: 'array', optional: true },
      { path: ['selected_objects', 0, 'id'], kind: 'id' },
      { path: ['selected_objects', 0, 'nights'], kind: 'whole' },
      { path: ['selected_objects', 0, 'price'], kind: 'number' },
      { path: ['selected_objects', 0, 'services', 0, 'count'], kind: 'whole', optional: true },
      { path: ['object_photos', 0, 'url'], kind: 'string' },
      { path: ['summary'], kind: 'object' },
      { path: ['summary', 'lines'], kind: 'array', optional: true },
      { path: ['summary', 'lines', 0, 'label'], kind: 'string' },
      { path: ['summary', 'lines', 0, 'amount'], kind: 'number' },
      { path: ['summary', 'total'], kind: 'number' },
      { path: ['accomodation'], kind: 'whole', optional: true },
      { path: ['continue'], kind: 'flag', optional: true },
      { path: ['alert'], kind: 'string', optional: true },
      { path: ['disabled_objects'], kind: 'array', optional: true },
      { path: ['disabled_objects', 0], kind: 'id' },
      { path: ['deposits'], kind: 'object', optional: true },
      { path: ['deposits', 'num'], kind: 'choice', optional: true },
      { path: ['deposits', 'amount'], kind: 'number', optional: true },
    ],
  },
  book: {
    valid: {
      booking: { uuid: '51043773-cb1d-4cfb-b4fe-632317f3b2f1', from: DAY, to: NEXT_DAY, dummy: '0' },
      bank_account: '2801234567/2010', iban: 'CZ1120100000002801234567', variable_symbol: '26000009',
      online_payment_link: 'http://localhost/demo-payment/51043773', insurance_link: 'http://localhost/demo-insurance',
      price: '6420.00', deposit: '1926.00', currency_text: 'Kč', qr_content: 'SPD*1.0*AM:1926.00', qr_img: '',
      texts: { payment_text: 'Děkujeme za rezervaci.', deposit_text: 'Zálohu uhraďte do 5 dnů.' },
      settings: { show_bank: '1', show_online_payment: '1', show_qr: '1' },
    },
    fields: [
      { path: ['booking'], kind: 'object' },
      { path: ['booking', 'uuid'], kind: 'string' },
      { path: ['booking', 'from'], kind: 'day' },
      { path: ['booking', 'to'], kind: 'day' },
      { path: ['booking', 'dummy'], kind: 'flag', optional: true },
      { path: ['variable_symbol'], kind: 'string', optional: true },
      { path: ['online_payment_link'], kind: 'string', optional: true },
      { path: ['price'], kind: 'number' },
      { path: ['deposit'], kind: 'number' },
      { path: ['texts'], kind: 'object', optional: true },
      { path: ['texts', 'payment_text'], kind: 'string', optional: true },
      { path: ['settings'], kind: 'object' },
      { path: ['settings', 'show_bank'], kind: 'flag', optional: true },
      { path: ['settings', 'show_qr'], kind: 'flag', optional: true },
    ],
  },
  thanks: {
    valid: {
      texts: { title: 'Děkujeme, těšíme se na vás!', text: 'Rezervace je uložena.' },
      property_name: 'Penzion U Staré lípy',
      booking: {
        uuid: '51043773-cb1d-4cfb-b4fe-632317f3b2f1', variable_symbol: '26000009', from: DAY, to: NEXT_DAY, nights: '5',
        price: '6420.00', deposit: '1926.00', currency_text: 'Kč', payment_status: 'pending',
      },
    },
    fields: [
      { path: ['texts'], kind: 'object' },
      { path: ['texts', 'title'], kind: 'string', optional: true },
      { path: ['property_name'], kind: 'string', optional: true },
      { path: ['booking'], kind: 'object' },
      { path: ['booking', 'uuid'], kind: 'string' },
      { path: ['booking', 'from'], kind: 'day' },
      { path: ['booking', 'to'], kind: 'day' },
      { path: ['booking', 'nights'], kind: 'whole' },
      { path: ['booking', 'price'], kind: 'number' },
      { path: ['booking', 'deposit'], kind: 'number' },
      { path: ['booking', 'payment_status'], kind: 'choice' },
    ],
  },
  pricelist: {
    valid: {
      seasons: [{ id: 'low', name: 'low season', min_nights: '1', periods: [{ from: '2026-11-22', to: '2026-12-22' }] }],
      objects: [{
        id: 1, name: 'Room Lípa', kind: 'room', description: 'Double room.', max_occupancy: '2',
        photos: ['http://localhost/photos/lipa-1.svg'], prices: [{ season: 'low', price: '1400.00' }],
      }],
      services: [{ id: 'breakfast', name: 'Breakfast', price: '220.00', unit: 'person_night', max: '20' }],
      fees: [VALID_FEE],
      settings: { currency_text: 'CZK' },
    },
    fields: [
      { path: ['seasons'], kind: 'array' },
      { path: ['seasons', 0, 'id'], kind: 'id' },
      { path: ['seasons', 0, 'name'], kind: 'string' },
      { path: ['seasons', 0, 'min_nights'], kind: 'whole', optional: true },
      { path: ['seasons', 0, 'periods'], kind: 'array' },
      { path: ['seasons', 0, 'periods', 0, 'from'], kind: 'day' },
      { path: ['objects'], kind: 'array' },
      { path: ['objects', 0, 'name'], kind: 'string' },
      { path: ['objects', 0, 'max_occupancy'], kind: 'whole' },
      { path: ['objects', 0, 'prices'], kind: 'array' },
      { path: ['objects', 0, 'prices', 0, 'price'], kind: 'number' },
      { path: ['services', 0, 'unit'], kind: 'choice', optional: true },
      { path: ['fees', 0, 'price'], kind: 'number' },
      { path: ['settings'], kind: 'object' },
    ],
  },
  edit_call: { valid: VALID_BOOKING_DETAILS, fields: BOOKING_DETAILS_FIELDS },
  edit_save: { valid: VALID_BOOKING_DETAILS, fields: BOOKING_DETAILS_FIELDS },
  company_registry: {
    valid: {
      obchodniJmeno: 'Penzion U Staré lípy s.r.o.', dic: 'CZ27074358',
      sidlo: { kodStatu: 'CZ', nazevObce: 'Praha', nazevUlice: 'Vodičkova', cisloDomovni: 681, cisloOrientacni: 14, cisloOrientacniPismeno: 'a', psc: 11000 },
    },
    fields: [
      { path: ['obchodniJmeno'], kind: 'string', optional: true, nullable: true },
      { path: ['sidlo'], kind: 'object', optional: true, nullable: true },
      { path: ['sidlo', 'nazevUlice'], kind: 'string', optional: true, nullable: true },
      { path: ['sidlo', 'kodStatu'], kind: 'string', optional: true, nullable: true },
    ],
  },
};

/** The booking API's endpoints (every one the client has a call for). */
export const ENDPOINTS = (Object.keys(CONTRACTS) as Endpoint[]).filter((endpoint) => endpoint !== 'company_registry');

/** mulberry32: small, fast and the same everywhere. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
  const below = (limit: number): number => Math.floor(next() * limit);
  const pick = <T>(items: readonly T[]): T => items[below(items.length)]!;
  return { next, below, pick };
}
type Random = ReturnType<typeof seededRandom>;

/** One number per (seed, endpoint, case), so every case can be replayed on its own. */
function caseSeed(seed: number, endpoint: Endpoint, index: number): number {
  let hash = (seed ^ 0x9e3779b9) >>> 0;
  for (const char of `${endpoint}#${index}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

// Raw JSON texts spliced in where a marker string stands, for values JSON.stringify cannot make cheaply.
const RAW = '\u0000raw:';
const raw = (text: string) => `${RAW}${text}\u0000`;

const PAYLOADS = [
  '<script>window.__bwPwned = "script"</script>',
  '<img src=x onerror="window.__bwPwned = \'onerror\'">',
  '<a href="javascript:window.__bwPwned = \'link\'">click</a>',
  '"><svg onload="window.__bwPwned = \'svg\'">',
  '{{constructor.constructor("window.__bwPwned = 1")()}}',
];

function hugeText(random: Random): string {
  // Never only spaces: a blank text is a fair empty value for texts and flags. 5,000-30,000 units
  // (about 10-90 KB), thousands of times any text the contract expects: the client has no size
  // rule, so ten times that length took the same paths, and the 11,000 cases carried 378 MB of
  // bodies through the client for 8 s of the API tests' CPU.
  const unit = random.pick(['x', 'Ž', '😀', '<b>', '\\u0000', ' a']);
  return unit.repeat(5_000 + random.below(25_000));
}

/** Arrays nested deep, or (`objects` true) sometimes objects: an object of unknown keys is a fair answer where an object is due. */
function deepNesting(random: Random, objects = true): string {
  const depth = 500 + random.below(4_500);
  return !objects || random.next() < 0.5 ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + 'null' + '}'.repeat(depth);
}

/** A value that is not of `kind`, as JSON (raw() for the spliced ones). */
function wrongValue({ kind, nullable }: Field, random: Random): { value: unknown; what: string } {
  const common: Array<() => { value: unknown; what: string }> = [
    () => ({ value: raw(deepNesting(random, kind !== 'object')), what: 'deep nesting' }),
  ];
  if (!nullable) common.push(() => ({ value: null, what: 'null' }));
  // A real boolean is a fair flag.
  if (kind !== 'flag') common.push(() => ({ value: true, what: 'a boolean' }));
  const notText: Array<() => { value: unknown; what: string }> = [
    () => ({ value: 42.5, what: 'a number' }),
    () => ({ value: { html: random.pick(PAYLOADS) }, what: 'an object' }),
    () => ({ value: [random.pick(PAYLOADS)], what: 'an array' }),
  ];
  const notContainer: Array<() => { value: unknown; what: string }> = [
    () => ({ value: random.pick(PAYLOADS), what: 'an HTML payload' }),
    () => ({ value: hugeText(random), what: 'a huge string' }),
    () => ({ value: '', what: 'an empty string' }),
    () => ({ value: 7, what: 'a number' }),
  ];
  const notNumber = [
    () => ({ value: random.pick(['abc', '12 Kč', '1.2.3', 'NaN', '', '--1', '0x1F']), what: 'a word' }),
    () => ({ value: random.pick(PAYLOADS), what: 'an HTML payload' }),
    () => ({ value: '9'.repeat(400 + random.below(100_000)), what: 'a huge number text' }),
    () => ({ value: { amount: 1 }, what: 'an object' }),
    () => ({ value: [1], what: 'an array' }),
  ];
  const byKind: Record<Kind, Array<() => { value: unknown; what: string }>> = {
    object: [...common, ...notContainer, () => ({ value: [1, 2], what: 'an array' })],
    array: [...common, ...notContainer, () => ({ value: { 0: 'a' }, what: 'an object' })],
    string: [...common, ...notText],
    day: [
      ...common,
      ...notText,
      () => ({ value: random.pick(PAYLOADS), what: 'an HTML payload' }),
      () => ({ value: hugeText(random), what: 'a huge string' }),
      () => ({ value: random.pick(['2027-13-45', '2027-02-30', '0000-00-00', '2027-8-2', '02.08.2027', 'tomorrow', '']), what: 'an impossible date' }),
    ],
    number: [...common, ...notNumber],
    whole: [...common, ...notNumber, () => ({ value: random.pick(['2.5', 1.5, '-0.5']), what: 'a fraction' })],
    flag: [
      ...common,
      () => ({ value: random.pick(['maybe', 'yes', '2', '-1', random.pick(PAYLOADS)]), what: 'not a yes/no word' }),
      () => ({ value: random.pick([2, -1, 0.5]), what: 'a number other than 0/1' }),
      () => ({ value: { on: 1 }, what: 'an object' }),
      () => ({ value: [], what: 'an array' }),
      () => ({ value: hugeText(random), what: 'a huge string' }),
    ],
    id: [
      ...common,
      () => ({ value: '', what: 'an empty id' }),
      () => ({ value: { id: 1 }, what: 'an object' }),
      () => ({ value: [1], what: 'an array' }),
    ],
    choice: [...common, ...notText, () => ({ value: random.pick(['unknown', random.pick(PAYLOADS), 'PAID']), what: 'a value outside the list' })],
  };
  return random.pick(byKind[kind])();
}

function withField(answer: unknown, path: Path, change: (parent: Record<string | number, unknown>, key: string | number) => void): unknown {
  const copy = structuredClone(answer) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  change(parent, path[path.length - 1]!);
  return copy;
}

function stringify(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0000raw:(.*?)\\u0000"/g, (_match, text: string) => JSON.parse(`"${text}"`) as string);
}

const WRONG_TYPES = ['text/html; charset=utf-8', 'text/plain', 'application/xml', 'application/octet-stream', ''];

/** A whole body that is no usable JSON answer, whatever the endpoint. */
function brokenBody(valid: string, random: Random): { body: string; what: string } {
  const cases: Array<() => { body: string; what: string }> = [
    () => ({ body: '', what: 'an empty body' }),
    () => ({ body: valid.slice(0, 1 + random.below(valid.length - 1)), what: 'JSON cut off' }),
    () => ({ body: `<!doctype html><html><body><h1>502 Bad Gateway</h1>${random.pick(PAYLOADS)}</body></html>`, what: 'an HTML error page' }),
    () => ({ body: `<br />\n<b>Warning</b>: Undefined index in api.php on line 12<br />\n${valid}`, what: 'a PHP warning before the JSON' }),
    () => ({ body: random.pick(['null', '[]', '"ok"', '42', 'true', '[{}]']), what: 'a JSON value of the wrong kind' }),
    () => ({ body: deepNesting(random, false), what: 'deep nesting' }),
    () => ({ body: JSON.stringify(hugeText(random)), what: 'a huge JSON string' }),
    () => ({ body: random.pick(['{', '{"texts":', "{'a': 1}", '{"a":1,}', 'undefined', 'NaN', '\u0000\u0001']), what: 'invalid JSON' }),
    () => ({ body: random.pick(PAYLOADS), what: 'an HTML payload' }),
  ];
  return random.pick(cases)();
}

/** Case `index` of `seed` for `endpoint`: the same answer every time. */
export function malformedAnswer(endpoint: Endpoint, seed: number, index: number): MalformedAnswer {
  const random = seededRandom(caseSeed(seed, endpoint, index));
  const contract = CONTRACTS[endpoint];
  const valid = JSON.stringify(contract.valid);
  const base = { endpoint, seed, index };
  // A few answers with an error status: the client must still give a typed error.
  const status = random.next() < 0.1 ? random.pick([400, 404, 418, 500, 502, 503]) : random.next() < 0.05 ? random.pick([201, 203, 299]) : 200;
  if (random.next() < 0.35) {
    const { body, what } = brokenBody(valid, random);
    return { ...base, status, contentType: random.pick(WRONG_TYPES), body, what: `${what} (status ${status})` };
  }
  const field = random.pick(contract.fields);
  const remove = !field.optional && random.next() < 0.25;
  const wrong = remove ? { value: undefined, what: 'missing' } : wrongValue(field, random);
  const answer = withField(contract.valid, field.path, (parent, key) => {
    if (remove) {
      if (Array.isArray(parent)) parent.splice(Number(key), 1, undefined);
      else delete parent[key];
    } else parent[key] = wrong.value;
  });
  const contentType = random.next() < 0.8 ? 'application/json' : random.pick(WRONG_TYPES);
  const body = stringify(answer);
  return { ...base, status, contentType, body, what: `${field.path.join('.')} ${wrong.what} (status ${status}, ${contentType || 'no content type'})` };
}

/** How a failing case names itself, so it can be replayed. */
export const replayHint = (answer: MalformedAnswer) =>
  `seed ${answer.seed} case ${answer.index} (${answer.endpoint}: ${answer.what}); replay: malformedAnswer('${answer.endpoint}', ${answer.seed}, ${answer.index})`;
