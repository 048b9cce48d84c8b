/**
 * The first offset from `start` whose `nights` nights all fall in the seeded
 * low season (minimum stay 1 night, docs/api.md), so a test's booking never
 * meets a season's minimum stay whatever the date it runs on.
 * `dayAt(offset)` is the test's own "today + offset" as YYYY-MM-DD.
 */
export function lowSeasonOffset(start: number, nights: number, dayAt: (offset: number) => string): number {
  const low = (iso: string) => {
    const monthDay = iso.slice(5);
    return !(monthDay >= '05-01' && monthDay <= '09-30') && !(monthDay >= '12-23' || monthDay <= '01-01');
  };
  for (let offset = start; ; offset += 1) {
    if (Array.from({ length: nights }, (_, night) => dayAt(offset + night)).every(low)) return offset;
  }
}
