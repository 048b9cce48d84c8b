// One API answer a page shows (price list, calendars, reviews): asked for when
// the page opens and again when the widget's client changes, with the reason
// for a failure and a way to try again. Loaded only with those pages.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { ApiClient, ApiResult } from '../api';
import { apiClientAtom } from '../state/config';

export interface Answer<T> {
  value: T | null;
  /** Why it could not be loaded, in the widget's language. */
  failure: string | null;
  retry(): void;
}

/** `ask` must be the same function on every render (a module-level constant). */
export function useAnswer<T>(ask: (client: ApiClient) => Promise<ApiResult<T>>): Answer<T> {
  const client = useAtomValue(apiClientAtom);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ value: T | null; failure: string | null }>({ value: null, failure: null });
  useEffect(() => {
    if (!client) return;
    let current = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the request starts here and clears the last one's failure (one render per request)
    setState((before) => ({ value: before.value, failure: null }));
    void ask(client).then((result) => {
      if (!current) return;
      setState(result.ok ? { value: result.value, failure: null } : { value: null, failure: result.error.message });
    });
    return () => {
      current = false;
    };
  }, [client, ask, attempt]);
  return { ...state, retry: () => setAttempt((count) => count + 1) };
}
