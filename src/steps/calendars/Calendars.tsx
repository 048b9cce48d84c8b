// /calendars: every object's occupancy from today for the coming three months
// (object_availability), drawn as month grids with step 1's own calendar
// pieces, read-only; the booked nights are also listed as spans, which is
// what a screen reader reads (the grids are a picture of the same thing and
// are hidden from it: docs/pages.md). An object with none is free the whole time.
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ApiClient, ObjectAvailability } from '../../api';
import { objectAvailability } from '../../api/pages';
import { type Day, type Month as CalendarMonth, monthOf, monthsBetween } from '../../booking/day';
import { dayKindOf, occupiedSpans } from '../../booking/occupied-spans';
import { Legend } from '../../calendar/components/Legend';
import { Month } from '../../calendar/components/Month';
import calendarCss from '../../calendar/components/calendar.css?inline';
import { visibleMonths } from '../../calendar/month-grid';
import { type CalendarTexts, formatDisplayDate, stayLengthText } from '../../i18n/format';
import { useCalendarTexts } from '../../calendar/hooks/use-calendar-texts';
import { todayAtom } from '../../state/dates';
import { useAdoptedStyles } from '../../theme/adopt';
import { kindName } from '../step-2/units';
import { AnswerPage } from '../AnswerPage';

const MONTHS = 3;
const askCalendars = (client: ApiClient) => objectAvailability(client, { months: MONTHS });

export function Calendars() {
  useAdoptedStyles(calendarCss);
  const { t } = useLingui();
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
        return (
          <>
            <Legend />
            <ul className="bw-calendars">
              {calendars.objects.map((object) => (
                <ObjectCalendar key={object.id} object={object} months={months} texts={texts} />
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
}

function ObjectCalendar({ object, months, texts }: ObjectCalendarProps) {
  const { t, i18n } = useLingui();
  const today = useAtomValue(todayAtom);
  const spans = occupiedSpans(object.occupied);
  const occupied = useMemo(() => new Set(object.occupied), [object.occupied]);
  // Read-only cells: never a tab stop, never selected, no tooltip.
  const dayProps = (day: Day) => ({
    day,
    kind: dayKindOf(occupied, day),
    // Days gone by are shown as step 1 shows them: locked.
    disabled: day < today,
    today: day === today,
    position: null,
    label: '',
    tabbable: false,
  });
  return (
    <li className="bw-page__card">
      <h3>{object.name}</h3>
      <p className="bw-page__muted">{kindName(i18n, object.kind)}</p>
      <div className="bw-calendars__months" aria-hidden="true" data-object={object.id}>
        {months.map((month) => (
          <Month key={month} month={month} texts={texts} gridProps={{}} dayProps={dayProps} />
        ))}
      </div>
      {spans.length === 0 ? (
        <p>{t({ id: 'calendars_all_free', message: 'Available the whole time.' })}</p>
      ) : (
        <>
          <p className="bw-calendars__spans-title">{t({ id: 'calendars_occupied', message: 'Booked nights:' })}</p>
          <ul className="bw-page__periods">
            {spans.map((span) => (
              <li key={span.first} data-first-night={span.first}>
                {span.nights === 1
                  ? formatDisplayDate(span.first)
                  : `${formatDisplayDate(span.first)} – ${formatDisplayDate(span.last)}`}{' '}
                ({stayLengthText(i18n, span.nights, 'nights')})
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}
