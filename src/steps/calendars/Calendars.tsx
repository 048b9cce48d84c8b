// /calendars: every object's occupied nights from today for the coming three
// months (object_availability), as spans of nights a guest can read; an object
// with none says it is free the whole time (docs/pages.md).
import { useLingui } from '@lingui/react/macro';
import type { ApiClient, ObjectAvailability } from '../../api';
import { objectAvailability } from '../../api/pages';
import { occupiedSpans } from '../../booking/occupied-spans';
import { formatDisplayDate, stayLengthText } from '../../i18n/format';
import { kindName } from '../step-2/units';
import { AnswerPage } from '../AnswerPage';

const MONTHS = 3;
const askCalendars = (client: ApiClient) => objectAvailability(client, { months: MONTHS });

export function Calendars() {
  const { t } = useLingui();
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
      {(calendars) => (
        <ul className="bw-page__cards">
          {calendars.objects.map((object) => (
            <ObjectCalendar key={object.id} object={object} />
          ))}
        </ul>
      )}
    </AnswerPage>
  );
}

function ObjectCalendar({ object }: { object: ObjectAvailability['objects'][number] }) {
  const { t, i18n } = useLingui();
  const spans = occupiedSpans(object.occupied);
  return (
    <li className="bw-page__card">
      <h3>{object.name}</h3>
      <p className="bw-page__muted">{kindName(i18n, object.kind)}</p>
      {spans.length === 0 ? (
        <p>{t({ id: 'calendars_all_free', message: 'Available the whole time.' })}</p>
      ) : (
        <>
          <p>{t({ id: 'calendars_occupied', message: 'Booked nights:' })}</p>
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
