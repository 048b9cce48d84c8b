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
 * language (state/api-texts.ts), so step 1 carries no table of languages here.
 */
export interface GuestWords {
  describe?: (kind: ShownKind) => string | undefined;
}

/**
 * A client without the widget's words (the old-browser message, tests) says
 * this; the widget's own words are per kind, in its catalogs.
 */
const WITHOUT_WORDS = 'The booking system could not be reached or did not answer as expected. Please try again later.';

export function guestMessage(kind: ApiErrorKind, words: GuestWords = {}): string {
  return kind === 'aborted' ? '' : words.describe?.(kind) || WITHOUT_WORDS;
}

export function apiError(kind: ApiErrorKind, words: GuestWords, message?: string, status?: number): ApiError {
  const text = message && message.trim() !== '' ? message.trim() : guestMessage(kind, words);
  return status === undefined ? { kind, message: text } : { kind, message: text, status };
}
