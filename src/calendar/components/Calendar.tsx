// The availability calendar of step 1: months laid out for the widget's own
// width, moved by arrows, swipe and keyboard; choosing days goes through the
// date atoms, and a refused choice is explained in a tooltip.
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type AvailabilityModel, dayKind, isOutOfRange } from '../../booking/availability';
import type { Day as CalendarDay } from '../../booking/day';
import { calendarLayout } from '../layout';
import { visibleMonths } from '../month-grid';
import { chooseDay as chooseInRange, type DateRange, isInRange, isStarted, type Refusal } from '../../booking/range';
import { useCalendarGrid } from '../hooks/use-calendar-grid';
import { useMonthNavigation } from '../hooks/use-month-navigation';
import { useSwipe } from '../hooks/use-swipe';
import { useDateTexts } from '../hooks/use-date-texts';
import {
  alertsAtom,
  availabilityModelAtom,
  chooseDayAtom,
  clearDatesAtom,
  firstVisibleMonthAtom,
  shownMonthsAtom,
  rangeAtom,
} from '../../state/dates';
import { availabilityAtom } from '../../state/startup';
import { useAdoptedStyles } from '../../theme/adopt';
import type { DayProps } from './Day';
import { Month } from './Month';
import { MonthNav } from './MonthNav';
import { useDayTexts } from './day-texts';
import { Tooltip } from '../../ui/Tooltip';
import css from './calendar.css?inline';

/** Where the day sits in the chosen stay, for its highlight. */
function positionIn(range: DateRange, day: CalendarDay): DayProps['position'] {
  if (day === range.arrival) return 'start';
  if (day === range.departure) return 'end';
  return isInRange(range, day) ? 'inside' : null;
}

/** The stay a half-chosen range would become if the candidate day were chosen; null when it could not. */
function previewOf(model: AvailabilityModel | null, range: DateRange, candidate: CalendarDay | null): DateRange | null {
  if (!model || !candidate || !isStarted(range)) return null;
  const outcome = chooseInRange(model, range, candidate);
  return outcome.kind === 'completed' ? outcome.range : null;
}

/** How long a refusal stays on screen unless the guest acts first. */
const REFUSAL_VISIBLE_MS = 4000;

export interface CalendarProps {
  /** The widget's width in px, measured once per screen (0 before the first measure). */
  width: number;
}

export function Calendar({ width }: CalendarProps) {
  useAdoptedStyles(css);
  const { t } = useLingui();
  const root = useRef<HTMLDivElement>(null);
  const availability = useAtomValue(availabilityAtom);
  const model = useAtomValue(availabilityModelAtom);
  const range = useAtomValue(rangeAtom);
  const alerts = useAtomValue(alertsAtom);
  const firstVisible = useAtomValue(firstVisibleMonthAtom);
  const setFirstVisible = useSetAtom(firstVisibleMonthAtom);
  const chooseDay = useSetAtom(chooseDayAtom);
  const clearDates = useSetAtom(clearDatesAtom);
  const [refusal, setRefusal] = useState<{ day: CalendarDay; reason: Refusal } | null>(null);
  const noteId = useId();

  const layout = calendarLayout(width || 1, availability?.settings.displayed_months);
  const months = visibleMonths(firstVisible, layout.months);
  // A stay chosen elsewhere (the host's setDates, a suggestion) turns the calendar when it is off screen.
  const setShownMonths = useSetAtom(shownMonthsAtom);
  useLayoutEffect(() => setShownMonths(layout.months), [layout.months, setShownMonths]);
  const texts = useDateTexts();
  const dayTexts = useDayTexts();

  useEffect(() => {
    if (!refusal) return;
    const timer = setTimeout(() => setRefusal(null), REFUSAL_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [refusal]);

  const choose = useCallback(
    (day: CalendarDay) => {
      const outcome = chooseDay(day);
      setRefusal(outcome?.kind === 'refused' ? { day, reason: outcome.reason } : null);
    },
    [chooseDay],
  );
  const grid = useCalendarGrid({
    rootRef: root,
    model,
    range,
    firstVisible,
    count: layout.months,
    setFirstVisible,
    choose,
    cancel: () => {
      setRefusal(null);
      clearDates();
    },
  });
  const navigation = useMonthNavigation(firstVisible, layout.months, model, setFirstVisible);
  const swipe = useSwipe(navigation.forward, navigation.back);

  const alert = alerts[0];
  // One tooltip about one day: why a choice was refused, else the pricing alert on the arrival. It
  // is the cell's description, outside the cell: inside, its words would be part of the cell's
  // content, which its name (the date) does not say (axe: label-content-name-mismatch).
  const refusalText = refusal ? dayTexts.refusal(refusal.reason) : '';
  const note: { day: CalendarDay; text: string; tone: 'info' | 'alert' } | null = refusal
    ? { day: refusal.day, text: refusalText, tone: 'info' }
    : alert && range.arrival
      ? { day: range.arrival, text: alert, tone: 'alert' }
      : null;
  const noteDay = note?.day;
  const noteAnchor = useMemo(
    () => ({ get current() { return root.current?.querySelector(`[data-date="${noteDay}"]`) ?? null; } }),
    [noteDay],
  );
  const preview = previewOf(model, range, grid.candidate);
  const anchor = range.arrival || range.departure;
  function dayProps(day: CalendarDay): DayProps {
    const kind = model ? dayKind(model, day) : 'available';
    const disabled = model ? isOutOfRange(model, day) : true;
    const props: DayProps = {
      day,
      kind,
      disabled,
      today: day === model?.today,
      position: positionIn(range, day),
      label: dayTexts.label(texts.fullDate(day), kind, disabled),
      tabbable: day === grid.tabbable,
      preview: preview !== null && day >= preview.arrival && day <= preview.departure && day !== anchor,
    };
    return note?.day === day ? { ...props, noteId, noteTone: note.tone } : props;
  }

  return (
    <div
      ref={root}
      className="bw-calendar"
      part="calendar"
      aria-busy={navigation.loading || !model || undefined}
      {...swipe}
    >
      <MonthNav navigation={navigation} />
      <div className="bw-calendar__months" style={{ gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))` }}>
        {months.map((month) => (
          <Month key={month} month={month} texts={texts} gridProps={grid.gridProps} dayProps={dayProps} />
        ))}
      </div>
      {note && (
        <Tooltip id={noteId} anchorRef={noteAnchor} open tone={note.tone}>
          {note.text}
        </Tooltip>
      )}
      <p className="bw-visually-hidden" role="status">
        {refusalText}
      </p>
      {!model && <p className="bw-calendar__loading">{t({ id: 'calendar_loading', message: 'Loading availability…' })}</p>}
    </div>
  );
}
