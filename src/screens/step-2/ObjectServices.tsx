// The extras of one chosen object: a counter for a service with a count, a
// checkbox for a service the offer allows once at most, and a plain line for
// one the chosen rate already includes (breakfast on the breakfast rate), so
// a guest never pays for it twice.
import { useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import type { SelectableObject } from '../../api';
import { isCountedService } from '../../booking/occupancy';
import { includedServices } from '../../booking/rate-choice';
import { setServiceCountAtom, toggleServiceAtom } from '../../state/choices';
import type { ObjectChoice } from '../../state/selection';
import { Counter } from '../../ui/Counter';
import { priceWithUnit } from './units';

interface ObjectServicesProps {
  object: SelectableObject;
  choice: ObjectChoice;
  /** Id of the object's visible name, added to each counter's name when several cards show counters. */
  nameId?: string;
  currencyText: string;
}

export function ObjectServices({ object, choice, nameId, currencyText }: ObjectServicesProps) {
  const { t, i18n } = useLingui();
  const setServiceCount = useSetAtom(setServiceCountAtom);
  const toggleService = useSetAtom(toggleServiceAtom);
  if (object.services.length === 0) return null;
  const included = includedServices(object, choice.rate);
  return (
    <fieldset className="bw-object__group bw-object__extras">
      <legend>{t({ id: 'services', message: 'Extras' })}</legend>
      <div className="bw-object__counters">
        {object.services.map((service) => {
          const { name } = service;
          const chosen = choice.services.find((entry) => entry.id === service.id);
          if (included.includes(service.id)) {
            return (
              <p key={service.id} className="bw-object__included" data-included={service.id}>
                {t({ id: 'service_included', message: `${name}: included in the chosen rate` })}
              </p>
            );
          }
          const price = priceWithUnit(i18n, service.price, service.unit, currencyText);
          if (!isCountedService(service.max)) {
            return (
              <label key={service.id} className="bw-object__service-toggle">
                <input
                  type="checkbox"
                  checked={chosen?.selected ?? false}
                  aria-describedby={nameId}
                  onChange={() => toggleService(object.id, service.id)}
                />
                <span>
                  {name} <span className="bw-object__unit-price">{price}</span>
                </span>
              </label>
            );
          }
          return (
            <Counter
              key={service.id}
              label={name}
              alsoLabelledBy={nameId}
              hint={price}
              value={chosen?.count ?? 0}
              max={service.max}
              fewerLabel={t({ id: 'one_fewer', message: `Remove one: ${name}` })}
              moreLabel={t({ id: 'one_more', message: `Add one: ${name}` })}
              onChange={(next) => setServiceCount(object.id, service.id, next)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
