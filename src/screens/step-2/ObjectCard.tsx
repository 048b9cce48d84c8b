// One object of the offer: photos, its name as the card's heading, kind,
// description, who it sleeps, the price for the stay and whether it is free.
// Who is staying shows before choosing; choosing is a control across the card
// that says so ("Vybrat", named with the object); a chosen object opens its
// rates and extras below it (docs/step-2.md).
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { SelectableObject } from '../../api';
import { formatPrice } from '../../i18n/format';
import { chosenRateId } from '../../booking/rate-choice';
import { chooseRateAtom, toggleObjectAtom } from '../../state/choices';
import { rangeAtom, termsFromAtom } from '../../state/dates';
import { offeredRates } from '../rates/offered-rates';
import { RateChoice } from '../rates/RateChoice';
import type { ObjectChoice } from '../../state/selection';
import { Gallery } from './Gallery';
import { kindName } from './units';
import { ObjectOccupancy } from './ObjectOccupancy';
import { ObjectServices } from './ObjectServices';

interface ObjectCardProps {
  object: SelectableObject;
  choice: ObjectChoice;
  unavailable: boolean;
  /** Several cards show counters: each counter's name carries the object's name too. */
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
  const chooseId = useId();
  const reasonId = useId();
  const max = object.max_occupancy;
  const reason = object.alert || t({ id: 'object_not_available', message: 'Not available for your dates.' });
  // A taken object can still be dropped (and its counts changed) if it was chosen before it was taken.
  const choosable = !unavailable || choice.selected;
  const counterNameId = nameCounters ? nameId : undefined;
  return (
    <li className="bw-object" data-chosen={choice.selected || undefined} data-unavailable={unavailable || undefined}>
      <Gallery photos={object.photos} name={object.name} />
      <div className="bw-object__body">
        <h3 id={nameId} className="bw-object__name">
          {object.name}
        </h3>
        <p className="bw-object__facts">
          {object.kind && <span className="bw-object__kind">{kindName(i18n, object.kind)}</span>}
          <span>{t({ id: 'sleeps_up_to', message: `Sleeps up to ${max}` })}</span>
        </p>
        {object.description && <p className="bw-object__description">{object.description}</p>}
        {!unavailable && object.alert && <p className="bw-object__alert">{object.alert}</p>}
        {unavailable && (
          <p id={reasonId} className="bw-object__reason">
            {reason}
            {nextFree && <span className="bw-object__next-free"> {nextFree}</span>}
          </p>
        )}
      </div>
      {choosable && <ObjectOccupancy object={object} choice={choice} nameId={counterNameId} />}
      {/* The price beside the control it is the price of, apart from the name at the top. */}
      <div className="bw-object__decide">
        {!unavailable && (
          <p className="bw-object__price">
            <strong>{formatPrice(object.price, currencyText)}</strong> <span>{stayLength}</span>
          </p>
        )}
        {/* The whole band is the control's target; its name is what it says plus the object's name. */}
        <label className="bw-object__choose">
          <input
            type="checkbox"
            checked={choice.selected}
            disabled={!choosable}
            aria-labelledby={`${chooseId} ${nameId}`}
            aria-describedby={unavailable ? reasonId : undefined}
            onChange={() => toggleObject(object.id)}
          />
          <span id={chooseId}>{t({ id: 'select_object', message: 'Select' })}</span>
        </label>
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
      {choice.selected && <ObjectServices object={object} choice={choice} nameId={counterNameId} currencyText={currencyText} />}
    </li>
  );
}
