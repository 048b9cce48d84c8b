// The recap's stay: the dates and nights (changed on step 1), then each
// object with who sleeps there and its extras, the arrival time (step 2), and
// the hotelier's directions to the house.
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import type { Summary } from '../../api';
import { formatDisplayDate, formatPrice, stayLengthText } from '../../i18n/format';
import { daysNightsAtom, nightsAtom, rangeAtom } from '../../state/dates';
import { checkInHourAtom, selectionAtom } from '../../state/selection';
import { serverTextsAtom } from '../../state/startup';
import { RateTerms } from '../rates/RateTerms';
import { Facts, RecapPart } from './RecapPart';

export function RecapDates() {
  const { t, i18n } = useLingui();
  const range = useAtomValue(rangeAtom);
  const nights = useAtomValue(nightsAtom);
  const unit = useAtomValue(daysNightsAtom);
  return (
    <RecapPart
      name="dates"
      heading={t({ id: 'step_dates', message: 'Dates' })}
      changeAt="/"
      changeLabel={t({ id: 'change_dates', message: 'Change dates' })}
    >
      <Facts
        rows={[
          [t({ id: 'check_in', message: 'Check-in' }), formatDisplayDate(range.arrival), 'check-in'],
          [t({ id: 'check_out', message: 'Check-out' }), formatDisplayDate(range.departure), 'check-out'],
          [t({ id: 'length_of_stay', message: 'Length of stay' }), stayLengthText(i18n, nights, unit), 'nights'],
        ]}
      />
    </RecapPart>
  );
}

/** "Adults 2, Children 1": the types with someone in them. */
const countsText = (items: Summary['selected_objects'][number]['occupancy']) =>
  items
    .filter((item) => item.count > 0)
    .map((item) => `${item.name} ${item.count}`)
    .join(', ');

/**
 * How to find the house: the hotelier's own text (global_translations' `directions`) in the
 * shown language. The widget has none of its own: a built-in one would tell every property's
 * guests the way to somebody else's house.
 */
function useDirections(): string {
  const { i18n } = useLingui();
  const server = useAtomValue(serverTextsAtom);
  return server?.lang === i18n.locale ? (server.texts.directions ?? '').trim() : '';
}

export function RecapAccommodation({ summary }: { summary: Summary | null }) {
  const { t } = useLingui();
  const hour = useAtomValue(checkInHourAtom);
  const showHours = useAtomValue(selectionAtom)?.settings.show_hours ?? false;
  const currency = summary?.summary.currency_text ?? '';
  const directions = useDirections();
  return (
    <RecapPart
      name="accommodation"
      heading={t({ id: 'step_accommodation', message: 'Accommodation' })}
      changeAt="/step-2"
      changeLabel={t({ id: 'change_accommodation', message: 'Change accommodation' })}
    >
      <ul className="bw-recap__objects">
        {(summary?.selected_objects ?? []).map((chosen) => {
          const services = chosen.services.filter((service) => service.count > 0);
          return (
            <li key={chosen.id} className="bw-recap__object" data-object={chosen.id}>
              <p className="bw-recap__object-name">
                <strong>{chosen.name}</strong> <span>{formatPrice(chosen.price, currency)}</span>
              </p>
              <p className="bw-recap__occupancy">{t({ id: 'who_is_staying_list', message: `Guests: ${countsText(chosen.occupancy)}` })}</p>
              {services.length > 0 && (
                <p className="bw-recap__services">
                  {t({
                    id: 'extras_list',
                    message: `Extras: ${services.map((service) => `${service.name} ${service.count}×`).join(', ')}`,
                  })}
                </p>
              )}
              {chosen.rate && (
                <RateTerms
                  name={chosen.rate.name}
                  board={chosen.rate.board}
                  terms={chosen.rate.terms}
                  price={{ amount: chosen.price, currency }}
                />
              )}
            </li>
          );
        })}
      </ul>
      {showHours && hour && <Facts rows={[[t({ id: 'check_in_hour', message: 'Arrival time' }), hour, 'check-in-hour']]} />}
      {directions && <p className="bw-recap__note">{directions}</p>}
    </RecapPart>
  );
}
