// Who sleeps in one object: a counter per occupancy type, shown on every free
// card before it is chosen (issue 52), as the big engines show guests on a
// room. A count the guest changes on a card not yet chosen chooses it
// (choices.ts); a count above the object's maximum is refused with a message.
import { useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SelectableObject } from '../../api';
import { personsLimit } from '../../booking/occupancy';
import { setPersonsAtom } from '../../state/choices';
import type { ObjectChoice } from '../../state/selection';
import { Counter } from '../../ui/Counter';

interface ObjectOccupancyProps {
  object: SelectableObject;
  choice: ObjectChoice;
  /** Id of the object's visible name, added to each counter's name when several cards show counters. */
  nameId?: string;
}

export function ObjectOccupancy({ object, choice, nameId }: ObjectOccupancyProps) {
  const { t } = useLingui();
  const setPersons = useSetAtom(setPersonsAtom);
  /** The type whose change was refused, until the guest changes another count. */
  const [refused, setRefused] = useState<string | null>(null);
  const { name: objectName, max_occupancy: max } = object;
  const overLimit = t({ id: 'occupancy_over_limit', message: `Maximum number of guests for ${objectName}: ${max}.` });
  return (
    <fieldset className="bw-object__group bw-object__guests">
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
  );
}
