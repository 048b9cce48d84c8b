// The priced summary of the guest's choice (SPEC 3 "Booking summary state",
// "Summary response") and the stay exactly as the API books it. Step 2 shows
// it, step 3 shows the codes' effect from it, step 4 books `stayChoiceAtom`.
// The answer on show always says whether it belongs to the current choice:
// a stale one is never passed off as current. Loaded on demand (not step 1).
import { atom } from 'jotai';
import type { CustomAmount, SelectableObject, StayChoice, Summary, SummaryRequest } from '../api';
import { isComplete } from '../booking/range';
import { chosenRateId, includedServices } from '../booking/rate-choice';
import { stepTwoCheck, type StepTwoMissing } from '../booking/step-two-check';
import { couponAtom, giftAtom } from './codes';
import { apiClientAtom } from './config';
import { rangeAtom } from './dates';
import { checkInHourAtom, objectChoicesAtom, selectionAtom, type ObjectChoice } from './selection';

/** Changes closer together than this make one summary call (SPEC 9, form change debounce). */
export const SUMMARY_DEBOUNCE_MS = 300;

const LOG_PREFIX = '[booking-widget]';

function requestObject(choice: ObjectChoice, offered: SelectableObject | undefined): StayChoice['objects'][number] {
  // An object without rates (a server that sends none) sends none: today's flow.
  const rate = offered ? chosenRateId(offered, choice.rate) : '';
  const included = offered ? includedServices(offered, choice.rate) : [];
  return {
    ...(rate ? { rate } : {}),
    id: choice.id,
    occupancy: Object.fromEntries(choice.occupancy.map((type) => [type.id, type.persons])),
    services: Object.fromEntries(
      choice.services
        .filter((service) => service.selected && service.count > 0 && !included.includes(service.id))
        .map((service) => [service.id, service.count]),
    ),
  };
}

/**
 * The stay as the API's `StayChoice`: the range, every chosen object with its
 * counts by id, the check-in hour (when hours are shown) and the codes of
 * step 3. Null until both dates are chosen. Step 4 books exactly this.
 */
export const stayChoiceAtom = atom((get): StayChoice | null => {
  const range = get(rangeAtom);
  if (!isComplete(range)) return null;
  const showHours = get(selectionAtom)?.settings.show_hours ?? false;
  const offered = get(selectionAtom)?.objects ?? [];
  const hour = get(checkInHourAtom);
  const coupon = get(couponAtom).trim();
  const gift = get(giftAtom).trim();
  return {
    from: range.arrival,
    to: range.departure,
    objects: get(objectChoicesAtom)
      .filter((choice) => choice.selected)
      .map((choice) => requestObject(choice, offered.find((object) => object.id === choice.id))),
    ...(showHours && hour ? { timeOfArrival: hour } : {}),
    ...(coupon ? { coupon } : {}),
    ...(gift ? { gift } : {}),
  };
});

/** The operator's own terms while editing a booking (the deposits, a custom total); null for a guest. */
export type OperatorTerms = Required<Pick<StayChoice, 'deposits'>> & Required<CustomAmount>;
export const operatorTermsAtom = atom<OperatorTerms | null>(null);

/** What the summary call prices: the stay, and the operator's terms when editing. */
export const summaryRequestAtom = atom((get): SummaryRequest | null => {
  const stay = get(stayChoiceAtom);
  const terms = get(operatorTermsAtom);
  return stay && terms ? { ...stay, ...terms } : stay;
});

/** The current request as text: equal texts, equal summaries. Null when there is nothing to price. */
const requestKeyAtom = atom((get) => {
  const request = get(summaryRequestAtom);
  return request && request.objects.length > 0 ? JSON.stringify(request) : null;
});

interface SummaryCalls {
  /** The last answer that arrived, and the request it answers. */
  answer: Summary | null;
  answerKey: string | null;
  /** The last call that failed, for which request, and why (for the guest). */
  failure: { key: string; message: string } | null;
}

const callsAtom = atom<SummaryCalls>({ answer: null, answerKey: null, failure: null });
/** The pending debounced call of this widget, if any. */
const timerAtom = atom<ReturnType<typeof setTimeout> | null>(null);

/**
 * - `empty`: nothing chosen, nothing to price;
 * - `updating`: the shown answer (if any) belongs to an earlier choice;
 * - `failed`: the call for the current choice failed (`summaryFailureAtom` says why);
 * - `current`: `currentSummaryAtom` answers the current choice.
 */
export type SummaryStatus = 'empty' | 'updating' | 'failed' | 'current';

export const summaryStatusAtom = atom((get): SummaryStatus => {
  const key = get(requestKeyAtom);
  if (key === null) return 'empty';
  const calls = get(callsAtom);
  if (calls.answerKey === key) return 'current';
  return calls.failure?.key === key ? 'failed' : 'updating';
});

/** The summary for the current choice; null while it is updating, failed or empty. */
export const currentSummaryAtom = atom((get) => (get(summaryStatusAtom) === 'current' ? get(callsAtom).answer : null));

/** The last summary that arrived, possibly for an earlier choice: show it only as "updating". */
export const lastSummaryAtom = atom((get) => get(callsAtom).answer);

/** Why the summary for the current choice could not be fetched, in the guest's language. */
export const summaryFailureAtom = atom((get) =>
  get(summaryStatusAtom) === 'failed' ? (get(callsAtom).failure?.message ?? null) : null,
);

/** Calls the summary for the current choice now; an answer for a choice left meanwhile is dropped. */
export const fetchSummaryAtom = atom(null, async (get, set) => {
  set(timerAtom, null);
  const client = get(apiClientAtom);
  const request = get(summaryRequestAtom);
  const key = get(requestKeyAtom);
  if (!client || !request || key === null) return;
  set(callsAtom, (calls) => ({ ...calls, failure: null }));
  // The client aborts the previous summary call: its promise resolves `aborted`.
  const result = await client.summary(request);
  if (!result.ok && result.error.kind === 'aborted') return;
  if (get(requestKeyAtom) !== key) return;
  if (!result.ok) {
    console.warn(LOG_PREFIX, 'summary failed:', result.error.message);
    set(callsAtom, (calls) => ({ ...calls, failure: { key, message: result.error.message } }));
    return;
  }
  set(callsAtom, { answer: result.value, answerKey: key, failure: null });
});

/** Drops a summary call that is still waiting for the guest to pause. */
export const cancelSummaryRefreshAtom = atom(null, (get, set) => {
  const pending = get(timerAtom);
  if (pending !== null) clearTimeout(pending);
  set(timerAtom, null);
});

/**
 * The choice changed: call the summary once the guest pauses. Nothing happens
 * when the answer on hand already fits, or when the call for this very choice
 * failed (the guest tries again with `fetchSummaryAtom`).
 */
export const refreshSummaryAtom = atom(null, (get, set) => {
  set(cancelSummaryRefreshAtom);
  // A failure stays the guest's to retry only while they keep that choice: coming back to it later asks again.
  const failure = get(callsAtom).failure;
  if (failure && failure.key !== get(requestKeyAtom)) set(callsAtom, (calls) => ({ ...calls, failure: null }));
  if (get(summaryStatusAtom) !== 'updating') return;
  set(
    timerAtom,
    setTimeout(() => void set(fetchSummaryAtom), SUMMARY_DEBOUNCE_MS),
  );
});

/** Ids of objects that are not free for the range: taken in the selection answer or listed as disabled by the summary. */
export const unavailableObjectIdsAtom = atom((get): ReadonlySet<string> => {
  const taken = (get(selectionAtom)?.objects ?? []).filter((object) => !object.available).map((object) => object.id);
  return new Set([...taken, ...(get(callsAtom).answer?.disabled_objects ?? [])]);
});

/** What the step-2 check (SPEC 5) still misses for the current choice; empty when it passes. */
export const stepTwoMissingAtom = atom((get): StepTwoMissing[] =>
  stepTwoCheck({
    accommodation: get(objectChoicesAtom).filter((choice) => choice.selected).length,
    continue: get(currentSummaryAtom)?.continue ?? false,
    showHours: get(selectionAtom)?.settings.show_hours ?? false,
    checkInHour: get(checkInHourAtom),
  }),
);
