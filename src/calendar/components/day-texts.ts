import { useLingui } from '@lingui/react/macro';
import type { DayKind } from '../../booking/availability';
import type { Refusal } from '../../booking/range';
import { stayLengthText } from '../../i18n/format';

/** The words the calendar says about days, in the widget's language. */
export function useDayTexts() {
  const { t, i18n } = useLingui();
  const states: Record<DayKind, string> = {
    available: t({ id: 'day_state_available', message: 'available' }),
    occupied: t({ id: 'day_state_occupied', message: 'booked' }),
    'arrival-only': t({ id: 'day_state_arrival_only', message: 'arrival only' }),
    'departure-only': t({ id: 'day_state_departure_only', message: 'departure only' }),
  };
  const unavailable = t({ id: 'day_state_unavailable', message: 'unavailable' });
  const refusals: Record<Exclude<Refusal, 'too-short'>, string> = {
    occupied: t({ id: 'refusal_occupied', message: 'This day is already booked.' }),
    'out-of-range': t({ id: 'refusal_out_of_range', message: 'This day cannot be booked.' }),
    'departure-only': t({
      id: 'refusal_departure_only',
      message: 'On this day you can only check out. Choose it as the last day of your stay.',
    }),
    'arrival-only': t({
      id: 'refusal_arrival_only',
      message: 'On this day you can only check in. Choose it as the first day of your stay.',
    }),
    'same-day': t({ id: 'refusal_same_day', message: 'Choose a check-out day after your check-in day.' }),
    'includes-occupied': t({
      id: 'refusal_includes_occupied',
      message: 'Your stay would include nights that are already booked. Please choose other dates.',
    }),
  };
  /**
   * What a day says beyond its date and state: "od 1 400,00 Kč za noc" (its night's full price)
   * and "minimální počet nocí: 5", said without a plural form: Lingui's plurals make a page's first
   * Intl objects, which the first day cells must not wait for.
   */
  const facts = (price: string, minimum: number): string[] => {
    const words = price ? [t({ id: 'day_price', message: `from ${price} per night` })] : [];
    if (minimum > 1) words.push(t({ id: 'day_min_stay', message: `minimum stay: ${minimum} nights` }));
    return words;
  };
  return {
    /** "pátek 14. července 2027, volno, od 2 100,00 Kč za noc, minimální počet nocí: 5": the cell's accessible name. */
    label: (fullDate: string, kind: DayKind, outOfRange: boolean, price = '', minimum = 1): string =>
      [fullDate, outOfRange ? unavailable : states[kind], ...facts(price, minimum)].join(', '),
    /** The same facts in the day's tooltip, a line each. */
    tip: (price: string, minimum: number): string => facts(price, minimum).join('\n'),
    refusal: (reason: Exclude<Refusal, 'too-short'>) => refusals[reason],
    /**
     * "Od 14. července je minimální pobyt 5 nocí.": why a stay arriving on that day must be longer. The
     * nights' plural form makes the page's first Intl objects, so it is asked only once the guest has
     * acted (a refusal, a chosen arrival), never for the first day cells (docs/benchmarks.md).
     */
    tooShort: (date: string, minimum: number) => {
      const nights = stayLengthText(i18n, minimum, 'nights');
      return t({ id: 'refusal_too_short', message: `Arriving on ${date}, the minimum stay is ${nights}.` });
    },
  };
}
