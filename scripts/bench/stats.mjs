// The bench's statistics: medians, percentiles, and how far a ratio of two
// medians can be trusted. Cold loads on a shared 2-core machine spread widely
// (first day cells of one build: 460-1,010 ms at 4x in one run of 30), so a
// ratio of two medians of 15 loads moved between 0.92 and 1.16 for one build in
// one afternoon; paired loads and an interval say how much of it is the machine.

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const median = (values) => percentile(values, 50);

/** A small seeded generator (mulberry32): the same samples give the same interval. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The median of `pairs` and its 95 % bootstrap interval (the pairs drawn again with replacement, `rounds` times). */
function medianWithInterval(pairs, rounds) {
  const random = seeded(17);
  const redrawn = Array.from({ length: rounds }, () => median(pairs.map(() => pairs[Math.floor(random() * pairs.length)])));
  return { median: median(pairs), low: percentile(redrawn, 2.5), high: percentile(redrawn, 97.5) };
}

/**
 * Loads of the two pages alternate, so load i of each ran side by side and
 * met the same moment of the machine: the ratio of each such pair leaves out
 * most of the drift. Returns the median of the pairs' ratios and its 95 %
 * bootstrap interval.
 */
export function pairedRatio(ours, peer, rounds = 2000) {
  return medianWithInterval(ours.map((value, index) => value / peer[index]), rounds);
}

/** The same for differences (ours - peer), for figures that can be 0, such as a page's blocking time. */
export function pairedDifference(ours, peer, rounds = 2000) {
  return medianWithInterval(ours.map((value, index) => value - peer[index]), rounds);
}
