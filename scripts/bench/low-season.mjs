// Days relative to the machine's today, in the seeded low season (minimum stay
// 1 night; docs/api.md), as test/support/low-season.ts picks them for tests.
export function dayAt(offset) {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + offset)).toISOString().slice(0, 10);
}

export function isLowSeason(day) {
  const monthDay = day.slice(5);
  return !(monthDay >= '05-01' && monthDay <= '09-30') && !(monthDay >= '12-23' || monthDay <= '01-01');
}

/** The first offset from `start` whose `nights` nights are all low season, with its day and the day `n` later. */
export function lowSeasonOffset(start, nights) {
  for (let offset = start; ; offset++) {
    if (Array.from({ length: nights }, (_, night) => dayAt(offset + night)).every(isLowSeason)) {
      return { offset, day: dayAt(offset), after: (n) => dayAt(offset + n) };
    }
  }
}
