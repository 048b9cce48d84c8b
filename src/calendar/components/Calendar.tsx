// The availability calendar of step 1: months laid out for the widget's own
// width, moved by arrows, swipe and keyboard; choosing days goes through the
// date atoms, and a refused choice is explained in a tooltip. Each free day
// shows its night's price, and a day a click would refuse for its minimum stay
// is struck through and says why before the click (issue 32).
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type AvailabilityModel, dayKind, isOutOfRange } from '../../booking/availability';
import type { Day as CalendarDay } from '../../booking/day';
import { minimumNights } from '../../booking/min-stay';
import { lowestPrice, nightPrice } from '../../booking/night-prices';
import { formatPrice } from '../../i18n/format';
import { calendarLayout } from '../layout';
import { lastShownDay, visibleMonths } from '../month-grid';
import { arrivalChosenWith, chooseDay as chooseInRange, type DateRange, isInRange, isStarted, type Refusal } from '../../booking/range';
import { useCalendarGrid } from '../hooks/use-calendar-grid';
import { useMonthNavigation } from '../hooks/use-month-navigation';
import { useSwipe } from '../hooks/use-swipe';
import { useCalendarTexts } from '../hooks/use-calendar-texts';
import {
  alertsAtom,
  availabilityModelAtom,
  chooseDayAtom,
  clearDatesAtom,
  dayPricesAtom,
  firstVisibleMonthAtom,
  keepShownMonthsAtom,
  shownMonthsAtom,
  rangeAtom,
} from '../../state/dates';
import { availabilityAtom } from '../../state/startup';
import { useAdoptedStyles } from '../../theme/adopt';
import { wearDayTips } from '../day-tips';
import { useWidget } from '../../widget/instance';
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
  const keepShownMonths = useSetAtom(keepShownMonthsAtom);
  const chooseDay = useSetAtom(chooseDayAtom);
  const clearDates = useSetAtom(clearDatesAtom);
  const [refusal, setRefusal] = useState<{ day: CalendarDay; reason: Refusal } | null>(null);
  const noteId = useId();
  const dayPrices = useAtomValue(dayPricesAtom);
  const widget = useWidget();
  // The days' tooltips come the first time a pointer or focus reaches the calendar.
  const wearTips = () => wearDayTips(widget);

  const layout = calendarLayout(width || 1, availability?.settings.displayed_months);
  const months = visibleMonths(firstVisible, layout.months);
  // A month alone on screen goes on into the next month's first days: six weeks, no empty row (docs/step-1.md).
  const followOn = layout.months === 1;
  const lastShown = lastShownDay(months.at(-1)!, followOn);
  // A stay chosen elsewhere (the host's setDates, a suggestion) turns the calendar when it is off screen.
  const setShownMonths = useSetAtom(shownMonthsAtom);
  useLayoutEffect(() => setShownMonths(layout.months), [layout.months, setShownMonths]);
  const texts = useCalendarTexts();
  const dayTexts = useDayTexts();

  useEffect(() => {
    if (!refusal) return;
    const timer = setTimeout(() => setRefusal(null), REFUSAL_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [refusal]);

  const choose = useCallback(
    (day: CalendarDay) => {
      // The months on screen stay where they are (firstVisibleMonthAtom would follow the arrival).
      keepShownMonths();
      const outcome = chooseDay(day);
      setRefusal(outcome?.kind === 'refused' ? { day, reason: outcome.reason } : null);
    },
    [chooseDay, keepShownMonths],
  );
  const grid = useCalendarGrid({
    rootRef: root,
    model,
    range,
    firstVisible,
    count: layout.months,
    lastShown,
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
  /** Why a stay arriving on `arrival` must be longer (a plural: only once the guest has acted). */
  const tooShortText = (arrival: CalendarDay) => dayTexts.tooShort(texts.dayMonth(arrival), model ? minimumNights(model, arrival) : 1);
  // One tooltip about one day: why a choice was refused, else the pricing alert on the arrival. It
  // is the cell's description, outside the cell: inside, its words would be part of the cell's
  // content, which its name (the date) does not say (axe: label-content-name-mismatch).
  const refusalText = !refusal
    ? ''
    : refusal.reason === 'too-short'
      ? tooShortText(arrivalChosenWith(range, refusal.day))
      : dayTexts.refusal(refusal.reason);
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
  const currency = availability?.settings.currency_text ?? '';
  const lowest = model && dayPrices === 'shown' ? lowestPrice(model, `${months[0]!}-01`, lastShown) : undefined;
  function dayProps(day: CalendarDay): DayProps {
    const kind = model ? dayKind(model, day) : 'available';
    const disabled = model ? isOutOfRange(model, day) : true;
    const price = model && dayPrices !== 'off' ? nightPrice(model, day) : undefined;
    const full = price === undefined ? '' : formatPrice(price, currency);
    // A day a stay may arrive on says its minimum stay.
    const minimum = model && !disabled && kind !== 'occupied' && kind !== 'departure-only' ? minimumNights(model, day) : 1;
    // Struck through where a click would be refused for the minimum stay; why, once a stay is started.
    // Only a day whose stay would arrive on a day with a minimum can be refused for one.
    const arrival = arrivalChosenWith(range, day);
    const choice = model?.minStay[arrival] ? chooseInRange(model, range, day) : null;
    const tooShort = choice?.kind === 'refused' && choice.reason === 'too-short';
    const why = tooShort && isStarted(range) ? tooShortText(arrival) : '';
    const label = dayTexts.label(texts.fullDate(day), kind, disabled, full, minimum);
    const props: DayProps = {
      day,
      kind,
      disabled,
      today: day === model?.today,
      position: positionIn(range, day),
      label: why ? `${label}. ${why}` : label,
      tabbable: day === grid.tabbable,
      preview: preview !== null && day >= preview.arrival && day <= preview.departure && day !== anchor,
      price: dayPrices === 'off' ? undefined : price === undefined ? '' : texts.shortPrice(price),
      lowest: price !== undefined && price === lowest,
      tooShort,
      tip: why || dayTexts.tip(full, minimum),
    };
    return note?.day === day ? { ...props, noteId, noteTone: note.tone } : props;
  }

  return (
    <div
      ref={root}
      className="bw-calendar"
      part="calendar"
      aria-busy={navigation.loading || !model || undefined}
      onPointerOver={wearTips}
      onFocus={wearTips}
      {...swipe}
    >
      <MonthNav navigation={navigation} />
      <div className="bw-calendar__months" style={{ gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))` }}>
        {months.map((month) => (
          <Month key={month} month={month} texts={texts} gridProps={grid.gridProps} followOn={followOn} dayProps={dayProps} />
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
      {/* Words for the greyed days while availability is on its way (a slow network, a month
          further on): without them a guest taps days that cannot answer yet. Over the grid, so the
          calendar keeps its height. */}
      {!model && <p className="bw-calendar__loading">{t({ id: 'calendar_loading', message: 'Loading availability…' })}</p>}
    </div>
  );
}
