// The calendar and the reference server agree on every stay (issue 32): over
// generated seasons, prices and booked nights, the availability answer the
// server would send (its own functions, no HTTP) becomes the calendar's model,
// and a stay the calendar lets a guest choose is one the server prices, while
// one it refuses (for its minimum or anything else) the server refuses too. A
// one-night stay is priced at exactly the night's price the calendar shows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { houseCalendar } from '../../../server/domain/availability';
import type { Catalog, GuestObject, Season } from '../../../server/domain/catalog';
import { addDays } from '../../../server/domain/days';
import { arrivalMinimums, lowestNightPrices } from '../../../server/domain/day-prices';
import { datesAnswer } from '../../../server/domain/range-price';
import { buildAvailability } from '../../../src/booking/availability';
import { allowsDeparture } from '../../../src/booking/min-stay';
import { chooseDay, EMPTY_RANGE } from '../../../src/booking/range';

const TODAY = '2027-06-20';
const WINDOW_DAYS = 60;
const MAX_DATE = addDays(TODAY, WINDOW_DAYS);
const monthDay = (offset: number) => addDays(TODAY, offset).slice(5);

/** A base season and up to three more over parts of the window, each with its minimum stay. */
const seasons = fc
  .array(fc.record({ start: fc.nat(WINDOW_DAYS), length: fc.integer({ min: 1, max: 30 }), minNights: fc.integer({ min: 1, max: 7 }) }), { maxLength: 3 })
  .chain((extra) =>
    fc.integer({ min: 1, max: 3 }).map((baseMinimum): Season[] => [
      { id: 'base', name: { cs: 'základní', en: 'base' }, minNights: baseMinimum, periods: [], priority: 0 },
      ...extra.map(({ start, length, minNights }, index) => ({
        id: `s${index}`,
        name: { cs: `sezóna ${index}`, en: `season ${index}` },
        minNights,
        periods: [[monthDay(start), monthDay(Math.min(start + length, WINDOW_DAYS))]] as Array<[string, string]>,
        priority: index + 1,
      })),
    ]),
  );

const house = seasons.chain((seasonList) =>
  fc.record({
    seasons: fc.constant(seasonList),
    objects: fc.array(fc.array(fc.integer({ min: 100, max: 99_999 }), { minLength: seasonList.length, maxLength: seasonList.length }), { minLength: 1, maxLength: 4 }),
    /** Nights every object is booked (the house is full). */
    full: fc.uniqueArray(fc.nat(WINDOW_DAYS - 1), { maxLength: 20 }),
    /** Nights one object is booked on its own; never the first object, so a stay of free nights always has one object free throughout. */
    single: fc.array(fc.record({ object: fc.nat(3), night: fc.nat(WINDOW_DAYS - 1) }), { maxLength: 40 }),
    arrival: fc.nat(WINDOW_DAYS - 1),
    nights: fc.integer({ min: 1, max: 12 }),
  }),
);

describe('the calendar and the reference server agree on the minimum stay and the prices', () => {
  it('a stay the calendar allows is one the rule accepts and the server prices; one it refuses, the server refuses', () => {
    fc.assert(
      fc.property(house, (generated) => {
        const objects: GuestObject[] = generated.objects.map((prices, index) => ({
          id: index + 1,
          kind: 'room',
          name: { cs: `pokoj ${index}`, en: `room ${index}` },
          description: { cs: '', en: '' },
          maxOccupancy: 2,
          photos: [],
          prices: Object.fromEntries(generated.seasons.map((season, at) => [season.id, prices[at]!])),
        }));
        const catalog = { objects, seasons: generated.seasons, settings: { currencyText: { cs: 'Kč', en: 'CZK' } } } as unknown as Catalog;
        const occupied = new Map(objects.map((object) => [object.id, new Set(generated.full.map((night) => addDays(TODAY, night)))]));
        for (const { object, night } of generated.single) occupied.get((object % objects.length) + 1 === 1 ? 2 : (object % objects.length) + 1)?.add(addDays(TODAY, night));

        // What the availability answer would carry, read by the widget as it reads the live answer.
        const lastNight = addDays(MAX_DATE, -1);
        const calendar = houseCalendar(objects.map((object) => object.id), occupied, TODAY, MAX_DATE);
        const model = buildAvailability(
          { ...calendar, prices: lowestNightPrices(objects, generated.seasons, occupied, TODAY, lastNight), min_stay: arrivalMinimums(generated.seasons, TODAY, lastNight) },
          { min_date: TODAY, max_date: MAX_DATE },
          TODAY,
        );

        const arrival = addDays(TODAY, generated.arrival);
        const departure = addDays(arrival, generated.nights);
        const first = chooseDay(model, EMPTY_RANGE, arrival);
        const second = first.kind === 'started' ? chooseDay(model, first.range, departure) : first;
        const server = datesAnswer(catalog, occupied, { from: arrival, to: departure }, { today: TODAY, maxDate: MAX_DATE }, 'cs');
        const priced = Number(server.price) > 0;

        if (second.kind === 'completed') {
          expect(allowsDeparture(model, arrival, departure)).toBe(true);
          expect(server).toMatchObject({ error: '0', alerts: [] });
          expect(priced).toBe(true);
          if (generated.nights === 1) expect(Number(server.price)).toBe(model.prices[arrival]);
        } else {
          expect(priced).toBe(false);
          // Refused for the minimum: the server names the same minimum, or finds no object free for it.
          if (second.kind === 'refused' && second.reason === 'too-short' && server.error === '0') {
            expect(Number(server.settings.min_nights)).toBe(model.minStay[arrival]);
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});
