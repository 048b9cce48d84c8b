// One object of the offer: photos, name, kind, description, who it sleeps,
// the price for the stay and whether it is free. Choosing it is a checkbox
// named by the object; a chosen object opens its counters.
import { useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { SelectableObject } from '../../api';
import { formatPrice } from '../../i18n/format';
import { chosenRateId } from '../../booking/rate-choice';
import { chooseRateAtom, toggleObjectAtom } from '../../state/choices';
import { rangeAtom, termsFromAtom } from '../../state/dates';
import { useAtomValue } from '../../widget/atom-value';
import { offeredRates } from '../rates/offered-rates';
import { RateChoice } from '../rates/RateChoice';
import type { ObjectChoice } from '../../state/selection';
import { Gallery } from './Gallery';
import { kindName } from './units';
import { ObjectExtras } from './ObjectExtras';

interface ObjectCardProps {
  object: SelectableObject;
  choice: ObjectChoice;
  unavailable: boolean;
  /** Several objects chosen: counters carry the object's name too. */
  nameCounters: boolean;
  currencyText: string;
  /** "3 nights": what the price is for. */
  stayLength: string;
  /** A taken object: when it is next free for a stay this long (issue 22), once known. */
  nextFree?: string;
}

export function ObjectCard({ object, choice, unavailable, nameCounters, currencyText, stayLength, nextFree }: ObjectCardProps) {
  const { t, i18n } = useLingui();
  const toggleObject = useSetAtom(toggleObjectAtom);
  const chooseRate = useSetAtom(chooseRateAtom);
  const { arrival } = useAtomValue(rangeAtom);
  // Today, or on the operator's edit screen the booking's own day of booking.
  const termsFrom = useAtomValue(termsFromAtom);
  const nameId = useId();
  const reasonId = useId();
  const max = object.max_occupancy;
  const reason = object.alert || t({ id: 'object_not_available', message: 'Not available for your dates.' });
  return (
    <li className="bw-object" data-chosen={choice.selected || undefined} data-unavailable={unavailable || undefined}>
      <Gallery photos={object.photos} name={object.name} />
      <div className="bw-object__body">
        <h3 className="bw-object__name">
          <label>
            <input
              type="checkbox"
              className="bw-object__choose"
              checked={choice.selected}
              // A taken object can still be dropped if it was chosen before it was taken.
              disabled={unavailable && !choice.selected}
              aria-describedby={unavailable ? reasonId : undefined}
              onChange={() => toggleObject(object.id)}
            />
            <span id={nameId}>{object.name}</span>
          </label>
        </h3>
        <p className="bw-object__facts">
          {object.kind && <span className="bw-object__kind">{kindName(i18n, object.kind)}</span>}
          <span>{t({ id: 'sleeps_up_to', message: `Sleeps up to ${max}` })}</span>
        </p>
        {object.description && <p className="bw-object__description">{object.description}</p>}
        {!unavailable && object.alert && <p className="bw-object__alert">{object.alert}</p>}
        {unavailable ? (
          <p id={reasonId} className="bw-object__reason">
            {reason}
            {nextFree && <span className="bw-object__next-free"> {nextFree}</span>}
          </p>
        ) : (
          <p className="bw-object__price">
            <strong>{formatPrice(object.price, currencyText)}</strong> <span>{stayLength}</span>
          </p>
        )}
      </div>
      {choice.selected && (object.rates?.length ?? 0) > 0 && (
        <div className="bw-object__rates">
          <RateChoice
            objectName={object.name}
            rates={offeredRates(object, arrival, termsFrom)}
            chosen={chosenRateId(object, choice.rate)}
            currencyText={currencyText}
            stayLength={stayLength}
            onChoose={(rateId) => chooseRate(object.id, rateId)}
          />
        </div>
      )}
      {choice.selected && (
        <ObjectExtras object={object} choice={choice} nameId={nameCounters ? nameId : undefined} currencyText={currencyText} />
      )}
    </li>
  );
}
