// The thanks call for the kept booking: its status and the closing words.
import { useAtomValue } from '../../widget/atom-value';
import { useCallback, useEffect, useState } from 'react';
import type { Thanks } from '../../api/schemas/thanks';
import { apiClientAtom } from '../../state/config';

export type ThanksState = { kind: 'loading' } | { kind: 'loaded'; thanks: Thanks } | { kind: 'failed'; message: string };

export function useThanks(uuid: string | undefined): { state: ThanksState; retry: () => void } {
  const client = useAtomValue(apiClientAtom);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ThanksState>({ kind: 'loading' });
  useEffect(() => {
    if (!client || !uuid) return;
    let current = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the request starts here, and "loading" is its state until it answers (one render per request)
    setState({ kind: 'loading' });
    void client.thanks({ uuid }).then((result) => {
      if (!current) return;
      setState(result.ok ? { kind: 'loaded', thanks: result.value } : { kind: 'failed', message: result.error.message });
    });
    return () => {
      current = false;
    };
  }, [client, uuid, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
