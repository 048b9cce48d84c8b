// The last look at a stay before it is booked (issue 11): the guest booked
// from a summary seen minutes ago; meanwhile someone else may have taken a
// room or the price may have changed. Nothing is booked until the guest has
// been told. Pure: the caller fetches the fresh selection and summary.

export interface OfferedObject {
  id: string;
  name: string;
  available: boolean;
}

export interface FreshSummary {
  total: number;
  disabledObjects: readonly string[];
  canContinue: boolean;
  alert: string;
}

export type StayCheck =
  | { kind: 'ok'; total: number }
  /** Names of the chosen objects that are no longer free for the dates. */
  | { kind: 'taken'; objects: string[] }
  | { kind: 'price-changed'; before: number; after: number }
  /** The server will not take the stay as it is; its reason for the guest. */
  | { kind: 'refused'; message: string };

/** Totals are compared in whole hundredths, so a float's rounding is never a "change". */
const cents = (amount: number): number => Math.round(amount * 100);

export function checkStay(
  chosenIds: readonly string[],
  offered: readonly OfferedObject[],
  summary: FreshSummary,
  shownTotal: number,
): StayCheck {
  const taken = chosenIds.filter((id) => {
    const object = offered.find((candidate) => candidate.id === id);
    return !object || !object.available || summary.disabledObjects.includes(id);
  });
  if (taken.length > 0) {
    return { kind: 'taken', objects: taken.map((id) => offered.find((object) => object.id === id)?.name ?? id) };
  }
  if (!summary.canContinue) return { kind: 'refused', message: summary.alert };
  if (cents(summary.total) !== cents(shownTotal)) return { kind: 'price-changed', before: shownTotal, after: summary.total };
  return { kind: 'ok', total: summary.total };
}

/**
 * One booking intent, recognised again after a timeout or a reload: the same
 * request text keeps its idempotency key, so the server stores it once; a
 * changed request is a new intent with a new key.
 */
export interface BookingAttempt {
  key: string;
  /** The request the key was made for, as stable text. */
  request: string;
}

export function attemptFor(previous: BookingAttempt | null, request: string, newKey: () => string): BookingAttempt {
  return previous && previous.request === request ? previous : { key: newKey(), request };
}

/** The same value always gives the same text, whatever order its keys were set in. */
export function stableText(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}
