import { useLingui } from '@lingui/react/macro';
import type { DayKind } from '../../booking/availability';
import type { Refusal } from '../../booking/range';

/** The words the calendar says about days, in the widget's language. */
export function useDayTexts() {
  const { t } = useLingui();
  const states: Record<DayKind, string> = {
    available: '',
    occupied: t({ id: 'day_state_occupied', message: 'booked' }),
    'arrival-only': t({ id: 'day_state_arrival_only', message: 'arrival only' }),
    'departure-only': t({ id: 'day_state_departure_only', message: 'departure only' }),
  };
  const unavailable = t({ id: 'day_state_unavailable', message: 'unavailable' });
  const refusals: Record<Refusal, string> = {
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
  return {
    /** "Monday 23 November 2026, occupied": the cell's accessible name. */
    label(fullDate: string, kind: DayKind, outOfRange: boolean): string {
      const state = outOfRange ? unavailable : states[kind];
      return state ? `${fullDate}, ${state}` : fullDate;
    },
    refusal: (reason: Refusal) => refusals[reason],
  };
}
