// The calendar's names in the language the widget shows (its pack, src/i18n/packs.ts).
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { calendarTexts, type CalendarTexts } from '../../i18n/format';
import { packsAtom } from '../../state/texts';

export function useCalendarTexts(): CalendarTexts {
  const { i18n } = useLingui();
  const packs = useAtomValue(packsAtom);
  // The shown language's pack is always loaded (app/languages.ts shows no language before its pack).
  const names = packs[i18n.locale as keyof typeof packs]!.names;
  return useMemo(() => calendarTexts(names), [names]);
}
