// The widget's words for a failed call in one language, read from its step-1
// catalog (src/state/api-texts.ts names the ids), for suites that cannot load
// .po files through the build (Playwright's).
import { readFileSync } from 'node:fs';
import PO from 'pofile';
import { guestMessage, type ApiErrorKind, type GuestWords } from '../../src/api/errors';

const IDS: Record<Exclude<ApiErrorKind, 'aborted'>, string> = {
  network: 'error_network',
  timeout: 'error_timeout',
  http: 'error_refused',
  'invalid-response': 'error_unreadable',
  server: 'error_server',
};

export function errorWordsOf(lang: string): GuestWords {
  const po = PO.parse(readFileSync(new URL(`../../src/i18n/locales/${lang}.po`, import.meta.url), 'utf8'));
  const texts = new Map(po.items.map((item) => [item.msgid, item.msgstr.join('')]));
  return { describe: (kind) => texts.get(IDS[kind]) };
}

/** What the widget in `lang` says when a call fails for `kind`. */
export const guestMessageIn = (kind: ApiErrorKind, lang: string): string => guestMessage(kind, errorWordsOf(lang));
