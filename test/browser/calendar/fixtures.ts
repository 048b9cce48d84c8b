// A pinned calendar for component tests: today is 2 December 2026, nights
// 10-12 December are taken (10th departure-only, 13th arrival-only).
import { createStore } from 'jotai';
import type { Availability } from '../../../src/api';
import { todayAtom } from '../../../src/state/dates';
import { availabilityAtom } from '../../../src/state/startup';
import { answerCalls } from '../support/widget-test';

export const TODAY = '2026-12-02';

export const AVAILABILITY: Availability = {
  data: {
    unavailable: ['2026-12-10', '2026-12-11', '2026-12-12'],
    available_in: ['2026-12-13'],
    available_out: ['2026-12-10'],
    prices: {},
    min_stay: {},
  },
  settings: { days_nights: 'nights', min_date: '2026-12-01', max_date: '2027-06-30', displayed_months: 3, currency_text: '' },
};

export function calendarStore(availability: Availability = AVAILABILITY) {
  const store = createStore();
  store.set(todayAtom, TODAY);
  store.set(availabilityAtom, availability);
  return store;
}

export interface FakeApi {
  calls: URL[];
  restore(): void;
}

/** Answers the widget's API calls in the page, by endpoint name (support/widget-test.tsx's answerCalls). */
export function fakeApi(answers: Record<string, (url: URL) => unknown>): FakeApi {
  const { calls, restore } = answerCalls(answers);
  return {
    get calls() {
      return calls.map((call) => call.url);
    },
    restore,
  };
}

export function pricingAnswer(price: number, alerts: string[] = []) {
  return { price: String(price), texts: { price_text: 'cena od' }, settings: { currency_text: 'Kč' }, alerts, error: false };
}

export const SELECTION_ANSWER = {
  objects: [{ id: 1, name: 'Apartmán', max_occupancy: 4, available: '1' }],
  settings: { show_hours: '0', show_insurance: '0', use_coupon: '0', use_gift: '0', show_source_of_referral: '0' },
};

/** Dispatches a touch swipe across the element, as a finger would. */
export function swipe(element: Element, fromX: number, toX: number, y = 200) {
  const init = { bubbles: true, composed: true, pointerId: 7, pointerType: 'touch', isPrimary: true, clientY: y };
  element.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: fromX }));
  element.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: (fromX + toX) / 2 }));
  element.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: toX }));
}
