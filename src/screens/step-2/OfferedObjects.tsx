// The offer's objects as cards (docs/step-2.md): free objects first, or only
// the one free object in the simple view. Step 2 and the operator's edit
// screen show the same list.
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Selection } from '../../api';
import { formatDisplayDate, stayLengthText } from '../../i18n/format';
import { daysNightsAtom, nightsAtom } from '../../state/dates';
import { objectChoicesAtom } from '../../state/selection';
import { unavailableObjectIdsAtom } from '../../state/summary';
import { stayWords } from '../../i18n/stay-words';
import { ObjectCard } from './ObjectCard';
import { type NextFree, useNextFree } from './use-next-free';

export function OfferedObjects({ selection, onlyObjectId }: { selection: Selection; onlyObjectId: string | null }) {
  const { t, i18n } = useLingui();
  const choices = useAtomValue(objectChoicesAtom);
  const unavailable = useAtomValue(unavailableObjectIdsAtom);
  const nights = useAtomValue(nightsAtom);
  const unit = useAtomValue(daysNightsAtom);
  const objects =
    onlyObjectId !== null
      ? selection.objects.filter((object) => object.id === onlyObjectId)
      : [...selection.objects].sort((a, b) => Number(unavailable.has(a.id)) - Number(unavailable.has(b.id)));
  const stayLength = stayLengthText(i18n, nights, unit);
  const nextFreeOf = useNextFree(objects.filter((object) => unavailable.has(object.id)).map((object) => object.id));
  const words = useMemo(() => stayWords(i18n, unit), [i18n, unit]);
  const nextFreeText = (next: NextFree) => {
    if (!next) return undefined;
    if ('stay' in next) {
      const stay = words(next.stay);
      return t({ id: 'object_next_free', message: `Next available: ${stay}.` });
    }
    const until = formatDisplayDate(next.until);
    return t({ id: 'object_not_free_until', message: `No availability for ${stayLength} before ${until}.` });
  };
  return (
    <ul className="bw-step2__objects">
      {objects.map((object) => {
        const choice = choices.find((entry) => entry.id === object.id);
        if (!choice) return null;
        return (
          <ObjectCard
            key={object.id}
            object={object}
            choice={choice}
            unavailable={unavailable.has(object.id)}
            nameCounters={objects.length > 1}
            currencyText={selection.settings.currency_text}
            stayLength={stayLength}
            nextFree={unavailable.has(object.id) ? nextFreeText(nextFreeOf(object.id)) : undefined}
          />
        );
      })}
    </ul>
  );
}
