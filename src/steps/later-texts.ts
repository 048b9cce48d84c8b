// The texts of screens that load on demand live in their own catalog
// (lingui.config.ts), so step 1's bundle does not carry them. The first such
// screen a widget shows loads them into the widget's i18n, with the server's
// texts over them as for step 1's catalog.
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useLayoutEffect, useState } from 'react';
import type { Lang } from '../config/config';
import { applyServerTexts } from '../i18n/setup';
import { messages as cs } from '../i18n/locales/later/cs.po';
import { messages as en } from '../i18n/locales/later/en.po';
import { serverTextsAtom } from '../state/startup';

const LATER_TEXTS: Record<Lang, typeof cs> = { cs, en };

/** True once the later screens' texts are in the widget's i18n; render nothing before. */
export function useLaterTexts(): boolean {
  const { i18n } = useLingui();
  const server = useAtomValue(serverTextsAtom);
  const [loadedInto, setLoadedInto] = useState<I18n | null>(null);
  // Before paint, so no screen ever shows a bare message id.
  useLayoutEffect(() => {
    for (const lang of ['cs', 'en'] as const) {
      applyServerTexts(i18n, lang, server?.lang === lang ? server.texts : {}, LATER_TEXTS[lang]);
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the catalog went into i18n (outside React) just above; this render says it is there, before paint
    setLoadedInto(i18n);
  }, [i18n, server]);
  return loadedInto === i18n;
}
