import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../server/domain/days.ts';
import { objectAvailability } from '../../src/api/pages.ts';
import { day, startTestServer, type TestServer, value } from './harness.ts';

/**
 * The calendar's extensions of issue 32 on the reference server: each night's
 * lowest price and each arrival's minimum stay in the availability answer,
 * agreeing with the server's own dates answer, small enough for 18 months, and
 * the hotelier's switch for them in global_settings.
 */

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(async () => {
  await api.stop();
});

/** The seeded seasons: high 1 Jul-31 Aug and 23 Dec-1 Jan ask 5 nights, May, June and September 2 (docs/api.md). */
function seededMinimum(night: string): number {
  const monthDay = night.slice(5);
  if ((monthDay >= '07-01' && monthDay <= '08-31') || monthDay >= '12-23' || monthDay <= '01-01') return 5;
  return monthDay >= '05-01' && monthDay <= '06-30' ? 2 : monthDay >= '09-01' && monthDay <= '09-30' ? 2 : 1;
}

describe("each night's price and each arrival's minimum stay", () => {
  it('price every free night of the window and name the minimum of every arrival that has one, 18 months in under 8 KB gzipped', async () => {
    const response = await fetch(`${api.apiBase}/availability.php?api_key=demo&lang=cs`);
    const text = await response.text();
    const answer = JSON.parse(text) as { data: { unavailable: string[]; prices: Record<string, number>; min_stay: Record<string, number> }; settings: { min_date: string; max_date: string; currency_text: string } };
    const { min_date: first, max_date: last } = answer.settings;
    expect(daysBetween(first, last)).toBeGreaterThan(540);
    expect(answer.settings.currency_text).toBe('Kč');
    const taken = new Set(answer.data.unavailable);
    for (let night = first; night < last; night = addDays(night, 1)) {
      expect(answer.data.prices[night] !== undefined, night).toBe(!taken.has(night));
      expect(answer.data.min_stay[night] ?? 1, night).toBe(seededMinimum(night));
    }
    // The night of max_date is no night a stay can include (it departs on max_date at the latest).
    expect(answer.data.prices[last]).toBeUndefined();
    // Room Lípa, the cheapest, is 1 400 a night in low season and 2 100 in high; on its own booked
    // nights (today+20..22) the house's lowest is the next object's.
    expect(Object.values(answer.data.prices).every((price) => [1400, 1700, 2100, 1800, 2200, 2600].includes(price))).toBe(true);
    expect([20, 21, 22].map((offset) => answer.data.prices[day(offset)])).not.toContain(1400);
    expect(gzipSync(text).length).toBeLessThanOrEqual(8 * 1024);
  });

  it('agree with the dates answer: a one-night stay an arrival allows is priced at its night, a shorter one than its minimum is refused', async () => {
    const client = api.client();
    const availability = value(await client.availability());
    const { prices, min_stay: minStay } = availability.data;
    // Every night of the coming ten weeks and one night a week after that, within the window.
    const nights = Object.keys(prices).filter((night, index) => index < 70 || index % 7 === 0);
    for (const night of nights) {
      const minimum = minStay[night] ?? 1;
      const oneNight = value(await client.dates({ from: night, to: addDays(night, 1) }));
      if (minimum === 1) {
        expect(oneNight.price, night).toBe(prices[night]);
        continue;
      }
      expect(oneNight, night).toMatchObject({ price: 0, error: false, settings: { min_nights: minimum } });
      expect(oneNight.alerts[0], night).toMatch(/minimální délka pobytu/);
      const shortest = value(await client.dates({ from: night, to: addDays(night, minimum) }));
      // Unless a booked night is in the way, the shortest stay the arrival allows is priced.
      if (!shortest.error) expect(shortest.price, night).toBeGreaterThan(0);
    }
  });

  it('are the same on the calendars page: each object its own price of each free night, and the minimum stays', async () => {
    const calendars = value(await objectAvailability(api.client(), { months: 2 }));
    const lipa = calendars.objects[0]!;
    // Room Lípa's own bookings (the whole house today+5..8, alone today+20..22) have no price.
    for (const offset of [5, 8, 20, 22]) expect(lipa.prices[day(offset)]).toBeUndefined();
    expect(lipa.prices[day(12)]).toBe(seededMinimum(day(12)) === 5 ? 2100 : seededMinimum(day(12)) === 2 ? 1700 : 1400);
    expect(calendars.objects[4]!.prices[day(12)]).toBeGreaterThan(lipa.prices[day(12)]!);
    for (const [night, nights] of Object.entries(calendars.min_stay)) expect(nights, night).toBe(seededMinimum(night));
    expect(calendars.currency_text).toBe('Kč');
  });
});

describe('the hotelier switches the nightly prices', () => {
  it('global_settings says show_day_prices, on unless the hotelier turned it off', async () => {
    expect(value(await api.client().settings()).show_day_prices).toBe(true);
    const db = await api.database();
    await db.run("INSERT INTO settings (key, value) VALUES ('show_day_prices', 'false')");
    expect(value(await api.client().settings()).show_day_prices).toBe(false);
    await db.run("DELETE FROM settings WHERE key = 'show_day_prices'");
    expect(value(await api.client().settings()).show_day_prices).toBe(true);
  });
});
