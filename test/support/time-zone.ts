import { afterAll, beforeAll } from 'vitest';

/**
 * Runs the calling test file in `zone` and gives the zone back afterwards: the
 * unit tests share one process (vitest's `isolate: false`), so a zone left set
 * would silently become every later file's zone.
 */
export function inTimeZone(zone: string): void {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    // Assigning undefined would store the string "undefined".
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}
