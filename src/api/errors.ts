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
export type ShownKind = Exclude<ApiErrorKind, 'aborted'>;

/**
 * How a client words its errors: the widget passes its catalog's texts in its
 * language (state/api-texts.ts), so step 1 carries no table of languages here;
 * without them (the old-browser message, tests) the words are English.
 */
export interface GuestWords {
  describe?: (kind: ShownKind) => string | undefined;
}

const ENGLISH: Record<ShownKind, string> = {
  network: 'Could not reach the booking system. Check your connection and try again.',
  timeout: 'The booking system did not respond in time. Please try again.',
  http: 'The booking system refused the request.',
  'invalid-response': 'The booking system sent a response we could not read. Please try again later.',
  server: 'Something went wrong in the booking system. Please try again later.',
};

export function guestMessage(kind: ApiErrorKind, words: GuestWords = {}): string {
  return kind === 'aborted' ? '' : words.describe?.(kind) || ENGLISH[kind];
}

export function apiError(kind: ApiErrorKind, words: GuestWords, message?: string, status?: number): ApiError {
  const text = message && message.trim() !== '' ? message.trim() : guestMessage(kind, words);
  return status === undefined ? { kind, message: text } : { kind, message: text, status };
}
