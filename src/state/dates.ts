// The guest's date selection (SPEC 3 "Date selection state", SPEC 4
// "Calendar selection"). Vanilla jotai: importable and testable without React.
import { atom, type Setter } from 'jotai';
import { buildAvailability, type AvailabilityModel } from '../booking/availability';
import { dateToDay, type Day, type Month, monthOf, monthsBetween } from '../booking/day';
import { chooseDay, type ChoiceOutcome, type DateRange, EMPTY_RANGE, isComplete, nightsOf } from '../booking/range';
import { formatDisplayDate, type StayUnit } from '../i18n/format';
import { apiClientAtom, configAtom } from './config';
import { clearSelectedObjectsAtom } from './selection';
import { availabilityAtom, settingsAtom } from './startup';

const LOG_PREFIX = '[booking-widget]';

export const arrivalAtom = atom<Day | ''>('');
export const departureAtom = atom<Day | ''>('');

export const rangeAtom = atom<DateRange>((get) => ({ arrival: get(arrivalAtom), departure: get(departureAtom) }));

/** The dates as guests read them, DD.MM.YYYY (SPEC 3 arrivalPretty / departurePretty). */
export const arrivalPrettyAtom = atom((get) => formatDisplayDate(get(arrivalAtom)));
export const departurePrettyAtom = atom((get) => formatDisplayDate(get(departureAtom)));

/** Nights = days minus 1; zero until both dates are chosen. */
export const nightsAtom = atom((get) => nightsOf(get(rangeAtom)));

/** Price of the chosen stay (or the "from" price with no dates); 0 when unknown. */
export const priceAtom = atom(0);
/** Optional words before the price, e.g. "price from" (texts.price_text). */
export const pricePrefixAtom = atom('');
export const currencyTextAtom = atom('');
/** The server's notes about the chosen stay; the first one is shown on the start day. */
export const alertsAtom = atom<readonly string[]>([]);
/** The season minimum the priced range must reach (dates settings.min_nights; 0 when not sent). */
export const minNightsAtom = atom(0);
/** A day the calendar just refused to end the started stay on (issue 22); cleared by any new choice. */
export const refusedDayAtom = atom<Day | ''>('');
const rangeKey = (range: DateRange): string => `${range.arrival}|${range.departure}`;
/** The range whose pricing call is out, if any. */
const pricingRangeAtom = atom<string | null>(null);
/** True while a pricing call for the current range is out (a range left meanwhile is not waited for). */
export const pricingAtom = atom((get) => get(pricingRangeAtom) === rangeKey(get(rangeAtom)));
/**
 * Why the last price could not be fetched, for the guest (null when it could).
 * SPEC 8 only resets the price; without a word the guest would read the reset
 * as "no dates chosen" while the dates are still there.
 */
export const pricingFailureAtom = atom<string | null>(null);

/** Whether stays are counted in nights or days (availability settings; default nights). */
export const daysNightsAtom = atom<StayUnit>((get) => get(availabilityAtom)?.settings.days_nights ?? 'nights');

/** The calendar's "today"; settable so tests and demos can pin a date. */
const pinnedTodayAtom = atom<Day | null>(null);
/** The day on the guest's clock, as the widget last looked (newDayAtom moves it). */
const clockDayAtom = atom<Day | null>(null);
export const todayAtom = atom(
  (get) => get(pinnedTodayAtom) ?? get(clockDayAtom) ?? dateToDay(new Date()),
  (_get, set, day: Day | null) => set(pinnedTodayAtom, day),
);

/** The edited booking's own day of booking (docs/edit.md), '' outside the operator's edit. */
export const bookedOnAtom = atom<Day | ''>('');
/** The day a rate's terms count from: today for a new booking, the day it was booked for an edited one. */
export const termsFromAtom = atom((get) => get(bookedOnAtom) || get(todayAtom));

/**
 * The guest's clock shows `day` (midnight passed, or the tab came back on a
 * new day): today moves, so the days before it lock; a stay whose arrival is
 * now in the past is cleared. Tells what happened, for the notice and the
 * availability asked again.
 */
export const newDayAtom = atom(null, (get, set, day: Day): 'same day' | 'moved' | 'stay cleared' => {
  // A pinned today (tests, demos) does not follow the clock.
  if (get(pinnedTodayAtom) !== null || get(todayAtom) === day) return 'same day';
  set(clockDayAtom, day);
  const arrival = get(arrivalAtom);
  if (!arrival || arrival >= day) return 'moved';
  set(clearDatesAtom);
  return 'stay cleared';
});

/** Availability as constant-time lookups, rebuilt only when a new answer arrives. */
export const availabilityModelAtom = atom<AvailabilityModel | null>((get) => {
  const availability = get(availabilityAtom);
  return availability ? buildAvailability(availability.data, availability.settings, get(todayAtom)) : null;
});

/**
 * Whether day cells show their night's price (issue 32): 'off' when the host page
 * (day-prices="off") or the hotelier (show_day_prices "0") turned them off, both known
 * before the first paint; 'waiting' until an availability answer with prices is in
 * (cells and legend keep their room meanwhile, so nothing moves when prices come);
 * then 'shown'.
 */
export const dayPricesAtom = atom((get): 'off' | 'waiting' | 'shown' => {
  if (get(configAtom)?.dayPrices === false || get(settingsAtom)?.show_day_prices === false) return 'off';
  const prices = get(availabilityModelAtom)?.prices;
  for (const _ in prices) return 'shown';
  return 'waiting';
});

const chosenFirstMonthAtom = atom<Month | null>(null);
/** The first month on screen: kept across re-layouts; starts at the arrival or the first bookable day. */
export const firstVisibleMonthAtom = atom(
  (get): Month => {
    const chosen = get(chosenFirstMonthAtom);
    if (chosen) return chosen;
    const start = get(arrivalAtom) || get(availabilityModelAtom)?.minDate || get(todayAtom);
    return monthOf(start);
  },
  (_get, set, month: Month) => set(chosenFirstMonthAtom, month),
);

/**
 * Keeps the months on screen where they are when a day is chosen: an arrival among the next
 * month's first days that a month alone shows would otherwise bring its own month. It reads the
 * month from the store when the day is chosen, so the calendar's click handler need not follow it.
 */
export const keepShownMonthsAtom = atom(null, (get, set) => set(chosenFirstMonthAtom, get(firstVisibleMonthAtom)));

/** How many months the calendar shows side by side (its layout writes it): what "on screen" means. */
export const shownMonthsAtom = atom(1);

function resetPrice(set: Setter): void {
  set(priceAtom, 0);
  set(pricePrefixAtom, '');
  set(alertsAtom, []);
  set(minNightsAtom, 0);
}

/**
 * Asks the server for the price of the current range (no dates: the "from"
 * price). Answers for a range the guest has already left are dropped.
 * After a priced range, fetches what step 2 will offer for it.
 */
export const fetchPricingAtom = atom(null, async (get, set) => {
  const client = get(apiClientAtom);
  if (!client) return;
  const range = get(rangeAtom);
  const complete = isComplete(range);
  const stillCurrent = () => {
    const now = get(rangeAtom);
    return now.arrival === range.arrival && now.departure === range.departure;
  };
  set(pricingRangeAtom, rangeKey(range));
  set(pricingFailureAtom, null);
  const result = await client.dates(complete ? { from: range.arrival, to: range.departure } : {});
  if (!result.ok && result.error.kind === 'aborted') return;
  if (!stillCurrent()) return;
  set(pricingRangeAtom, null);
  if (!result.ok) {
    console.warn(LOG_PREFIX, 'pricing failed:', result.error.message);
    resetPrice(set);
    set(pricingFailureAtom, result.error.message);
    return;
  }
  const pricing = result.value;
  set(alertsAtom, pricing.alerts);
  set(minNightsAtom, pricing.settings.min_nights);
  set(currencyTextAtom, pricing.settings.currency_text);
  set(pricePrefixAtom, pricing.texts.price_text);
  if (pricing.error) {
    console.warn(LOG_PREFIX, 'pricing answered with an error flag');
    set(priceAtom, 0);
    return;
  }
  set(priceAtom, pricing.price);
  if (!complete) return;
  // What stores the offer loads beside the call (one chunk with its schema).
  const offer = import('./offer');
  const selection = await client.selection({ from: range.arrival, to: range.departure });
  const store = await offer.catch(() => null);
  if (!selection.ok || !store) {
    if (!selection.ok && selection.error.kind !== 'aborted') console.warn(LOG_PREFIX, 'selection failed:', selection.error.message);
    return;
  }
  if (stillCurrent()) set(store.storeSelectionAtom, selection.value);
});

function setRange(set: Setter, range: DateRange): void {
  set(refusedDayAtom, '');
  set(arrivalAtom, range.arrival);
  set(departureAtom, range.departure);
}

/**
 * The guest chose a day (click, Enter or Space). Returns what happened, so
 * the calendar can explain a refusal instead of silently doing nothing.
 */
export const chooseDayAtom = atom(null, (get, set, day: Day): ChoiceOutcome | null => {
  const model = get(availabilityModelAtom);
  if (!model) return null;
  const before = get(rangeAtom);
  const outcome = chooseDay(model, before, day);
  if (outcome.kind === 'refused') {
    // A refused first day clears the calendar (SPEC 4 point 1); a refused second day keeps the first.
    if (outcome.range === EMPTY_RANGE && (before.arrival || before.departure)) set(clearDatesAtom);
    // A second day that cannot end the stay: the nearest stays that can are offered (issue 22); not
    // for one the calendar had struck through for its minimum stay, whose day says why (issue 32).
    else if (outcome.reason !== 'same-day' && outcome.reason !== 'too-short') set(refusedDayAtom, day);
    return outcome;
  }
  setRange(set, outcome.range);
  resetPrice(set);
  if (outcome.kind === 'completed') void set(fetchPricingAtom);
  return outcome;
});

/**
 * A whole stay chosen at once (the host's setDates, a suggested stay): the same
 * two choices as two clicks on the calendar (the price and step 2's offer
 * follow), in one write, so watchers see the new stay, never an empty one between;
 * the calendar turns to it when it is not on screen.
 */
export const chooseStayAtom = atom(null, (get, set, arrival: Day, departure: Day) => {
  set(arrivalAtom, '');
  set(departureAtom, '');
  set(chooseDayAtom, arrival);
  set(chooseDayAtom, departure);
  // A stay chosen outside the calendar's months brings its arrival's month on screen.
  const offset = monthsBetween(get(firstVisibleMonthAtom), monthOf(arrival));
  if (offset < 0 || offset >= get(shownMonthsAtom)) set(firstVisibleMonthAtom, monthOf(arrival));
});

/** Both dates cleared: the price resets and the "from" price is fetched again. */
export const clearDatesAtom = atom(null, (_get, set) => {
  setRange(set, EMPTY_RANGE);
  resetPrice(set);
  void set(fetchPricingAtom);
});

/**
 * The stay is over (booked): both dates go without asking for the "from"
 * price, which no screen after a booking shows; step 1 asks for it when the
 * guest comes back to it (enterStepOneAtom).
 */
export const forgetDatesAtom = atom(null, (_get, set) => {
  setRange(set, EMPTY_RANGE);
  resetPrice(set);
});

/** One date cleared from its field; the other stays as the start of a new choice. */
export const clearDateAtom = atom(null, (get, set, which: 'arrival' | 'departure') => {
  const range = get(rangeAtom);
  setRange(set, which === 'arrival' ? { ...range, arrival: '' } : { ...range, departure: '' });
  resetPrice(set);
  void set(fetchPricingAtom);
});

/**
 * Step 1 opened: the objects chosen for an earlier range no longer apply
 * (SPEC 4, Step 1 button); the price is fetched for whatever range is kept.
 */
export const enterStepOneAtom = atom(null, (get, set) => {
  set(clearSelectedObjectsAtom);
  if (get(priceAtom) <= 0 || !isComplete(get(rangeAtom))) void set(fetchPricingAtom);
});

/** Availability asked again (a new day has begun: yesterday's answer is stale); a failure keeps the old answer. */
export const refreshAvailabilityAtom = atom(null, async (get, set) => {
  const client = get(apiClientAtom);
  if (!client) return;
  const result = await client.availability();
  if (result.ok) set(availabilityAtom, result.value);
});
