// The check-in hour across selection answers (SPEC 4 "Objects and services").
// Its own small file: step 1 stores selection answers, so this rule is in
// step 1's script, while the rest of step 2's rules load with step 2.

const sameHours = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((hour, index) => hour === b[index]);

/**
 * The check-in hour after a new selection answer. A changed list of hours
 * clears it (SPEC 4); with no earlier list (the choices were just restored
 * after a reload) it is kept while the new list still offers it.
 */
export function hourAfterNewHours(previous: readonly string[] | null, next: readonly string[], hour: string): string {
  if (!hour) return '';
  if (previous === null) return next.includes(hour) ? hour : '';
  return sameHours(previous, next) ? hour : '';
}
