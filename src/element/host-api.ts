// The element's JS API (setDates, reset, goTo; docs/embedding.md), loaded the
// first time a host calls it or the page asks for a stay (arrival/departure),
// so step 1 carries only the methods' names.
import type { WidgetInstance } from '../widget/instance';
import { chooseDay, EMPTY_RANGE, isComplete, type Refusal } from '../booking/range';
import { availabilityModelAtom, chooseStayAtom, rangeAtom } from '../state/dates';
import { clearFinishedStayAtom } from '../state/payment';

export interface HostApi {
  setDates(arrival: string, departure: string): void;
  reset(): void;
  goTo(step: number | string): void;
  /** The page's arrival/departure (attributes or query): asked for again only when they change. */
  prefill(arrival: string, departure: string): void;
}

/** Why the calendar would refuse the stay, or null when it takes it. */
function refusal(store: WidgetInstance['store'], arrival: string, departure: string): Refusal | null {
  const model = store.get(availabilityModelAtom)!;
  if (!(arrival < departure)) return 'same-day';
  const start = chooseDay(model, EMPTY_RANGE, arrival);
  const end = start.kind === 'started' ? chooseDay(model, start.range, departure) : start;
  return end.kind === 'refused' ? end.reason : null;
}

export function hostApi(widget: WidgetInstance): HostApi {
  const { store } = widget;
  // The last stay asked for waits for availability; a later ask replaces it.
  let wanted: [string, string] | null = null;
  const chooseWanted = () => {
    if (!wanted || !store.get(availabilityModelAtom)) return;
    const [arrival, departure] = wanted;
    wanted = null;
    const refused = refusal(store, arrival, departure);
    if (refused) {
      console.warn('[booking-widget]', `the stay ${arrival} - ${departure} cannot be booked (${refused}); ignored`);
      return;
    }
    store.set(chooseStayAtom, arrival, departure);
  };
  store.sub(availabilityModelAtom, chooseWanted);
  // A stay kept over a reload (stay-memory, restored before this loads) wins over the page's prefill.
  let prefilled = isComplete(store.get(rangeAtom)) ? null : '';

  const api: HostApi = {
    setDates(arrival, departure) {
      wanted = [String(arrival), String(departure)];
      chooseWanted();
    },
    prefill(arrival, departure) {
      const pair = `${arrival}|${departure}`;
      if (prefilled !== null && pair !== prefilled) api.setDates(arrival, departure);
      prefilled = pair;
    },
    reset() {
      store.set(clearFinishedStayAtom);
      widget.location.navigate('/');
    },
    goTo(step) {
      const route = typeof step === 'number' ? (step > 1 ? `/step-${step}` : '/') : `/${String(step).replace(/^\/+/, '')}`;
      widget.location.navigate(route);
    },
  };
  return api;
}
