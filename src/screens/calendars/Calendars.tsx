// /calendars: every object's occupancy from today for the coming three months
// (object_availability), drawn as month grids with step 1's own calendar
// pieces, read-only; the booked nights are also listed as spans, which is
// what a screen reader reads (the grids are a picture of the same thing and
// are hidden from it: docs/pages.md). An object with none is free the whole time.
// Since issue 32 the days show each object's own price of the night, as step 1
// shows the house's lowest, and the arrivals' minimum stays are listed as spans.
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import type { ApiClient, ObjectAvailability } from '../../api';
import { objectAvailability } from '../../api/pages';
import { type Day, type Month as CalendarMonth, monthOf, monthsBetween } from '../../booking/day';
import { markedLowest } from '../../booking/night-prices';
import { dayKindOf, minimumStaySpans, occupiedSpans } from '../../booking/occupied-spans';
import { Legend } from '../../calendar/components/Legend';
import { Month } from '../../calendar/components/Month';
import { useDayTexts } from '../../calendar/components/day-texts';
import calendarCss from '../../calendar/components/calendar.css?inline';
import { wearDayTips } from '../../calendar/day-tips';
import { visibleMonths } from '../../calendar/month-grid';
import { type CalendarTexts, formatDisplayDate, formatPrice, stayLengthText } from '../../i18n/format';
import { useCalendarTexts } from '../../calendar/hooks/use-calendar-texts';
import { todayAtom } from '../../state/dates';
import { useAdoptedStyles } from '../../theme/adopt';
import { useWidget } from '../../widget/instance';
import { kindName } from '../step-2/units';
import { AnswerPage } from '../AnswerPage';

const MONTHS = 3;
const askCalendars = (client: ApiClient) => objectAvailability(client, { months: MONTHS });

/** "01.07.2027 – 31.08.2027", or the one day. */
const span = (first: Day, last: Day) => (first === last ? formatDisplayDate(first) : `${formatDisplayDate(first)} – ${formatDisplayDate(last)}`);

export function Calendars() {
  useAdoptedStyles(calendarCss);
  const widget = useWidget();
  // Its days are read-only, but their tooltips show each price as step 1's do.
  useEffect(() => wearDayTips(widget), [widget]);
  const { t, i18n } = useLingui();
  const texts = useCalendarTexts();
  const header = (value: ObjectAvailability | null) => {
    const from = value ? formatDisplayDate(value.from) : '';
    const to = value ? formatDisplayDate(value.to) : '';
    return {
      title: t({ id: 'calendars_title', message: 'Calendars' }),
      subtitle: value ? t({ id: 'calendars_period', message: `Booked nights from ${from} to ${to}` }) : undefined,
    };
  };
  return (
    <AnswerPage ask={askCalendars} header={header}>
      {(calendars) => {
        const months = visibleMonths(monthOf(calendars.from), monthsBetween(monthOf(calendars.from), monthOf(calendars.to)) + 1);
        const priced = calendars.objects.some((object) => Object.keys(object.prices).length > 0);
        const minimums = minimumStaySpans(calendars.min_stay);
        return (
          <>
            <Legend prices={priced ? 'shown' : 'off'} />
            {minimums.length > 0 && (
              <>
                <p className="bw-calendars__spans-title">{t({ id: 'calendars_min_stay', message: 'Minimum stay by arrival day:' })}</p>
                <ul className="bw-page__periods">
                  {minimums.map((minimum) => (
                    <li key={minimum.first}>
                      {span(minimum.first, minimum.last)}: {stayLengthText(i18n, minimum.nights, 'nights')}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <ul className="bw-calendars">
              {calendars.objects.map((object) => (
                <ObjectCalendar key={object.id} object={object} months={months} texts={texts} minStay={calendars.min_stay} currency={calendars.currency_text} />
              ))}
            </ul>
          </>
        );
      }}
    </AnswerPage>
  );
}

interface ObjectCalendarProps {
  object: ObjectAvailability['objects'][number];
  months: readonly CalendarMonth[];
  texts: CalendarTexts;
  minStay: Readonly<Record<Day, number>>;
  currency: string;
}

function ObjectCalendar({ object, months, texts, minStay, currency }: ObjectCalendarProps) {
  const { t, i18n } = useLingui();
  const dayTexts = useDayTexts();
  const today = useAtomValue(todayAtom);
  const spans = occupiedSpans(object.occupied);
  const occupied = useMemo(() => new Set(object.occupied), [object.occupied]);
  const prices = Object.values(object.prices);
  const [lowest, highest] = [Math.min(...prices), Math.max(...prices)];
  // The badge by step 1's rule: only where the lowest singles nights out.
  const marked = markedLowest(Object.entries(object.prices).flatMap(([day, price]) => (day >= today ? [price] : [])));
  // Read-only cells: never a tab stop, never selected, no note; a price and its tooltip as on step 1.
  const dayProps = (day: Day) => {
    const price = day < today ? undefined : object.prices[day];
    const full = price === undefined ? '' : formatPrice(price, currency);
    return {
      day,
      kind: dayKindOf(occupied, day),
      // Days gone by are shown as step 1 shows them: locked.
      disabled: day < today,
      today: day === today,
      position: null,
      label: '',
      tabbable: false,
      price: prices.length === 0 ? undefined : price === undefined ? '' : texts.shortPrice(price),
      lowest: price !== undefined && price === marked,
      tip: dayTexts.tip(full, price === undefined ? 1 : (minStay[day] ?? 1)) || undefined,
    };
  };
  return (
    <li className="bw-page__card">
      <h3>{object.name}</h3>
      <p className="bw-page__muted">{kindName(i18n, object.kind)}</p>
      <div className="bw-calendars__months" aria-hidden="true" data-object={object.id}>
        {months.map((month) => (
          <Month key={month} month={month} texts={texts} gridProps={{}} dayProps={dayProps} />
        ))}
      </div>
      {prices.length > 0 && (
        <p>
          {t({ id: 'price_per_night', message: 'Price per night:' })}{' '}
          {lowest < highest ? `${formatPrice(lowest, currency)} – ${formatPrice(highest, currency)}` : formatPrice(lowest, currency)}
        </p>
      )}
      {spans.length === 0 ? (
        <p>{t({ id: 'calendars_all_free', message: 'Available the whole time.' })}</p>
      ) : (
        <>
          <p className="bw-calendars__spans-title">{t({ id: 'calendars_occupied', message: 'Booked nights:' })}</p>
          <ul className="bw-page__periods">
            {spans.map((booked) => (
              <li key={booked.first} data-first-night={booked.first}>
                {span(booked.first, booked.last)} ({stayLengthText(i18n, booked.nights, 'nights')})
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}
