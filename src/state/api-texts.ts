// The guest's words for a call that failed (api/errors.ts), in the catalog of
// the widget's language, so step 1 carries no table of every language.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ShownKind } from '../api/errors';

const WORDS: Record<ShownKind, MessageDescriptor> = {
  network: msg({ id: 'error_network', message: 'Could not reach the booking system. Check your connection and try again.' }),
  timeout: msg({ id: 'error_timeout', message: 'The booking system did not respond in time. Please try again.' }),
  http: msg({ id: 'error_refused', message: 'The booking system refused the request.' }),
  'invalid-response': msg({ id: 'error_unreadable', message: 'The booking system sent a response we could not read. Please try again later.' }),
  server: msg({ id: 'error_server', message: 'Something went wrong in the booking system. Please try again later.' }),
};

/**
 * Words from the widget's i18n while it shows `lang`; before that language's
 * texts have come (or if they never come), the API client's English.
 */
export function errorWords(i18n: I18n, lang: string): (kind: ShownKind) => string | undefined {
  return (kind) => (i18n.locale === lang ? i18n._(WORDS[kind]) : undefined);
}
