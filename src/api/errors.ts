/**
 * Errors are values: every client call resolves to an ApiResult, never throws.
 * Messages are meant for the guest (the widget shows them on /error), so they
 * are short, in the widget's language, and free of technical detail.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'invalid-response' | 'server' | 'aborted';

export interface ApiError {
  kind: ApiErrorKind;
  message: string;
  status?: number;
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/** An aborted call is never shown: whoever aborted it has moved on (so it has no words). */
type ShownKind = Exclude<ApiErrorKind, 'aborted'>;

const GUEST_MESSAGES: Record<'cs' | 'en', Record<ShownKind, string>> = {
  cs: {
    network: 'Nepodařilo se spojit s rezervačním systémem. Zkontrolujte připojení a zkuste to znovu.',
    timeout: 'Rezervační systém neodpověděl včas. Zkuste to prosím znovu.',
    http: 'Rezervační systém požadavek odmítl.',
    'invalid-response': 'Rezervační systém poslal odpověď, které nerozumíme. Zkuste to prosím později.',
    server: 'V rezervačním systému nastala chyba. Zkuste to prosím později.',
  },
  en: {
    network: 'Could not reach the booking system. Check your connection and try again.',
    timeout: 'The booking system did not respond in time. Please try again.',
    http: 'The booking system refused the request.',
    'invalid-response': 'The booking system sent a response we could not read. Please try again later.',
    server: 'Something went wrong in the booking system. Please try again later.',
  },
};

/** Czech is the default language; anything that is not Czech reads English. */
export function guestMessage(kind: ApiErrorKind, lang: string): string {
  const table = lang.toLowerCase().startsWith('cs') ? GUEST_MESSAGES.cs : GUEST_MESSAGES.en;
  return kind === 'aborted' ? '' : table[kind];
}

export function apiError(kind: ApiErrorKind, lang: string, message?: string, status?: number): ApiError {
  const text = message && message.trim() !== '' ? message.trim() : guestMessage(kind, lang);
  return status === undefined ? { kind, message: text } : { kind, message: text, status };
}
