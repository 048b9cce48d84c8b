// What step 1's calendar tells about the edited stay's days (issue 32), on the
// operator's screen: the nights' prices and the arrival's minimum stay, which
// a save would be refused for (422) when the stay is shorter.
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { minimumNights } from '../../booking/min-stay';
import { nightPrice } from '../../booking/night-prices';
import { useDayTexts } from '../../calendar/components/day-texts';
import { useCalendarTexts } from '../../calendar/hooks/use-calendar-texts';
import { addDaysTo } from '../../booking/day';
import { formatPrice } from '../../i18n/format';
import { availabilityModelAtom, rangeAtom } from '../../state/dates';
import { availabilityAtom } from '../../state/startup';
import { FormError } from '../../ui/FormError';

export function StayRules() {
  const { t } = useLingui();
  const model = useAtomValue(availabilityModelAtom);
  const { arrival, departure } = useAtomValue(rangeAtom);
  const currency = useAtomValue(availabilityAtom)?.settings.currency_text ?? '';
  const dayTexts = useDayTexts();
  const texts = useCalendarTexts();
  if (!model || !arrival || !departure) return null;
  const prices: number[] = [];
  for (let night = arrival; night < departure; night = addDaysTo(night, 1)) {
    const price = nightPrice(model, night);
    if (price !== undefined) prices.push(price);
  }
  const [lowest, highest] = [Math.min(...prices), Math.max(...prices)];
  const minimum = minimumNights(model, arrival);
  const rule = dayTexts.tooShort(texts.dayMonth(arrival), minimum);
  return (
    <>
      {prices.length > 0 && (
        <p>
          {t({ id: 'price_per_night', message: 'Price per night:' })}{' '}
          {lowest < highest ? `${formatPrice(lowest, currency)} – ${formatPrice(highest, currency)}` : formatPrice(lowest, currency)}
        </p>
      )}
      {minimum > 1 && (addDaysTo(arrival, minimum) > departure ? <FormError error={rule} /> : <p>{rule}</p>)}
    </>
  );
}
