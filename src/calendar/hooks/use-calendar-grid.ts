import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { AvailabilityModel } from '../../booking/availability';
import { type Day, firstDayOf, type Month, monthOf } from '../../booking/day';
import { clampDay, firstMonthShowing, focusTarget } from '../keyboard';
import { type DateRange, isStarted } from '../../booking/range';

export interface CalendarGridOptions {
  /** The element holding every month; focus is looked up inside it. */
  rootRef: RefObject<HTMLElement | null>;
  model: AvailabilityModel | null;
  range: DateRange;
  firstVisible: Month;
  count: number;
  /** The last day on screen: the last visible month's, or a later one where a month alone goes on into the next (month-grid.ts, sixWeeks). */
  lastShown: Day;
  setFirstVisible(month: Month): void;
  /** Click, Enter or Space on a day. */
  choose(day: Day): void;
  /** Escape while a stay is half chosen. */
  cancel(): void;
}

const isVisible = (day: Day, firstVisible: Month, lastShown: Day): boolean => day >= firstDayOf(firstVisible) && day <= lastShown;

/** The day that takes Tab into the grid: the focused one, else the arrival, else the first bookable. */
function tabStop(focused: Day | null, options: CalendarGridOptions): Day {
  const { range, model, firstVisible, lastShown } = options;
  const candidates = [focused, range.arrival || range.departure, model?.minDate, model?.today];
  for (const day of candidates) if (day && isVisible(day, firstVisible, lastShown)) return day;
  return firstDayOf(firstVisible);
}

/** The day of the cell an event happened in. */
const dayOfEvent = (event: { target: EventTarget }): Day | undefined =>
  event.target instanceof Element ? event.target.closest<HTMLElement>('[data-date]')?.dataset.date : undefined;

/**
 * The calendar's keyboard grid: one roving tab stop, arrows by day and week,
 * PageUp/PageDown by month, Home/End within the week, Enter/Space to choose,
 * Escape to drop a half-chosen stay. Events are handled once per grid (not
 * per cell), so day cells stay plain and cheap to re-render. The active
 * element is read from the widget's shadow root: document.activeElement is
 * only the host element.
 */
export function useCalendarGrid(options: CalendarGridOptions) {
  const { rootRef, model, firstVisible, count, lastShown, setFirstVisible } = options;
  const [focused, setFocused] = useState<Day | null>(null);
  const [pointed, setPointed] = useState<Day | null>(null);
  const moveFocus = useRef(false);
  const tabbable = tabStop(focused, options);

  // Right after the commit, before paint: the next key press already starts
  // from the newly focused day, whenever the renderer commits.
  useLayoutEffect(() => {
    if (!moveFocus.current || !focused) return;
    moveFocus.current = false;
    rootRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  });

  const first = model ? firstDayOf(monthOf(model.minDate)) : null;
  const last = model ? model.maxDate : null;

  function focusDay(day: Day) {
    const target = first && last ? clampDay(day, first, last) : day;
    moveFocus.current = true;
    setFocused(target);
    if (!isVisible(target, firstVisible, lastShown)) setFirstVisible(firstMonthShowing(firstVisible, count, target));
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const from = focusedCellDay(event.currentTarget) ?? tabbable;
    const target = focusTarget(from, event.key);
    if (target) {
      event.preventDefault();
      focusDay(target);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      options.choose(from);
    } else if (event.key === 'Escape' && isStarted(options.range)) {
      event.preventDefault();
      options.cancel();
    }
  }

  return {
    tabbable,
    /** The day under the pointer, else the focused one: where a half-chosen stay would end. */
    candidate: pointed ?? focused,
    gridProps: {
      role: 'grid',
      onKeyDown,
      onClick(event: MouseEvent<HTMLElement>) {
        const day = dayOfEvent(event);
        if (!day) return;
        setFocused(day);
        options.choose(day);
      },
      onFocus(event: FocusEvent<HTMLElement>) {
        const day = dayOfEvent(event);
        if (day) setFocused(day);
      },
      onPointerOver(event: PointerEvent<HTMLElement>) {
        setPointed(dayOfEvent(event) ?? null);
      },
      onPointerLeave() {
        setPointed(null);
      },
    },
  };
}

/** The day of the cell that has focus in this shadow root, if any. */
function focusedCellDay(grid: HTMLElement): Day | undefined {
  const root = grid.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  if (!(active instanceof HTMLElement) || !grid.contains(active)) return undefined;
  return active.dataset.date;
}
