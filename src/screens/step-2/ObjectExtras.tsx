// Per chosen object: who sleeps there (one counter per occupancy type) and
// the extras (a counter for counted services, a checkbox for the others).
import { useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SelectableObject } from '../../api';
import { isCountedService, personsLimit } from '../../booking/occupancy';
import { setPersonsAtom, setServiceCountAtom, toggleServiceAtom } from '../../state/choices';
import type { ObjectChoice } from '../../state/selection';
import { Counter } from '../../ui/Counter';
import { priceWithUnit } from './units';

interface ObjectExtrasProps {
  object: SelectableObject;
  choice: ObjectChoice;
  /** Id of the object's visible name, added to each counter's name when several objects are chosen. */
  nameId?: string;
  currencyText: string;
}

export function ObjectExtras({ object, choice, nameId, currencyText }: ObjectExtrasProps) {
  const { t, i18n } = useLingui();
  const setPersons = useSetAtom(setPersonsAtom);
  const setServiceCount = useSetAtom(setServiceCountAtom);
  const toggleService = useSetAtom(toggleServiceAtom);
  /** The type whose change was refused, until the guest changes something else. */
  const [refused, setRefused] = useState<string | null>(null);
  const { name: objectName, max_occupancy: max } = object;
  const overLimit = t({ id: 'occupancy_over_limit', message: `Maximum number of guests for ${objectName}: ${max}.` });

  return (
    <div className="bw-object__extras">
      <fieldset className="bw-object__group">
        <legend>{t({ id: 'occupancy', message: 'Who is staying' })}</legend>
        <div className="bw-object__counters">
          {choice.occupancy.map((type) => {
            const name = object.occupancy.find((offered) => offered.id === type.id)?.name ?? type.id;
            const limit = personsLimit(choice.occupancy, type.id, max);
            return (
              <Counter
                key={type.id}
                label={name}
                alsoLabelledBy={nameId}
                value={type.persons}
                max={Number.isFinite(limit) ? limit : undefined}
                fewerLabel={t({ id: 'one_fewer', message: `Remove one: ${name}` })}
                moreLabel={t({ id: 'one_more', message: `Add one: ${name}` })}
                error={refused === type.id ? overLimit : null}
                onChange={(next) => {
                  const change = setPersons(object.id, type.id, next);
                  const accepted = change?.kind === 'set';
                  setRefused(accepted ? null : type.id);
                  return accepted;
                }}
              />
            );
          })}
        </div>
      </fieldset>
      {object.services.length > 0 && (
        <fieldset className="bw-object__group">
          <legend>{t({ id: 'services', message: 'Extras' })}</legend>
          <div className="bw-object__counters">
            {object.services.map((service) => {
              const { name } = service;
              const chosen = choice.services.find((entry) => entry.id === service.id);
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
                  onChange={(next) => {
                    setRefused(null);
                    setServiceCount(object.id, service.id, next);
                  }}
                />
              );
            })}
          </div>
        </fieldset>
      )}
    </div>
  );
}
