// The texts of screens that load on demand live in their own catalog, one
// chunk per language (lingui.config.ts, src/i18n/packs.ts), so step 1's bundle
// does not carry them. The first such screen a widget shows loads the catalog
// of the widget's language (the screen loaders ask for it beside the screen's
// chunk); app/languages.ts puts it into the widget's i18n with the server's
// texts over it, before the store tells React.
import { useLingui } from '@lingui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { Lang } from '../config/config';
import { laterMessagesAtom, loadLaterTextsAtom } from '../state/texts';

/** True once the later screens' texts of the shown language are in the widget's i18n; render nothing before. */
export function useLaterTexts(): boolean {
  const { i18n } = useLingui();
  const lang = i18n.locale as Lang;
  const loaded = Boolean(useAtomValue(laterMessagesAtom)[lang]);
  const load = useSetAtom(loadLaterTextsAtom);
  useEffect(() => {
    if (!loaded) void load(lang).catch(() => undefined);
  }, [lang, loaded, load]);
  return loaded;
}
