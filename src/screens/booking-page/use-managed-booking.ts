// The guest's booking behind the link's token (issue 50): read once, then
// replaced by the cancel call's answer. A token that opens no booking (wrong,
// guessed, expired) is `not-found` and keeps nothing of any answer.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { ManagedBooking } from '../../api';
import { apiClientAtom } from '../../state/config';

export type ManagedState =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'failed'; message: string }
  | { kind: 'loaded'; answer: ManagedBooking };

export function useManagedBooking(token: string): {
  state: ManagedState;
  retry: () => void;
  replace: (answer: ManagedBooking) => void;
} {
  const client = useAtomValue(apiClientAtom);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ManagedState>(token ? { kind: 'loading' } : { kind: 'not-found' });
  useEffect(() => {
    if (!client || !token) return;
    let current = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the request starts here, and "loading" is its state until it answers
    setState({ kind: 'loading' });
    void client.readBooking(token).then((result) => {
      if (!current) return;
      if (result.ok) setState({ kind: 'loaded', answer: result.value });
      else if (result.error.status === 404) setState({ kind: 'not-found' });
      else setState({ kind: 'failed', message: result.error.message });
    });
    return () => {
      current = false;
    };
  }, [client, token, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback((answer: ManagedBooking) => setState({ kind: 'loaded', answer }), []);
  return { state, retry, replace };
}
