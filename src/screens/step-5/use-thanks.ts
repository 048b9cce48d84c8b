// The thanks call for the kept booking: its status and the closing words. A
// card payment is confirmed by the gateway's notification to the server, which
// can come after the guest is back: while the server still says "pending", the
// call is asked again after each of `delays` (about a minute in all), then the
// screen says what it knows and stops asking.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { Thanks } from '../../api/schemas/thanks';
import { apiClientAtom } from '../../state/config';

/** The waits between asks while a card payment is being confirmed: 60 s in all, denser at first, when it usually lands. */
export const CONFIRM_DELAYS_MS: readonly number[] = [1000, 2000, 3000, 5000, 8000, 12000, 14000, 15000];

export type ThanksState =
  | { kind: 'loading' }
  /** `confirming`: a card payment the server has not confirmed yet, and the widget still asks. */
  | { kind: 'loaded'; thanks: Thanks; confirming: boolean }
  | { kind: 'failed'; message: string };

export interface ThanksOptions {
  /** Ask again while the payment is pending (a card booking); a bank transfer takes days, not seconds. */
  confirm: boolean;
  delays?: readonly number[];
}

export function useThanks(uuid: string | undefined, { confirm, delays = CONFIRM_DELAYS_MS }: ThanksOptions): { state: ThanksState; retry: () => void } {
  const client = useAtomValue(apiClientAtom);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ThanksState>({ kind: 'loading' });
  useEffect(() => {
    if (!client || !uuid) return;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (round: number) => {
      void client.thanks({ uuid }).then((result) => {
        if (!current) return;
        if (!result.ok) {
          setState({ kind: 'failed', message: result.error.message });
          return;
        }
        const waiting = confirm && result.value.booking.payment_status === 'pending' && round < delays.length;
        setState({ kind: 'loaded', thanks: result.value, confirming: waiting });
        if (waiting) timer = setTimeout(() => ask(round + 1), delays[round]);
      });
    };
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the request starts here, and "loading" is its state until it answers (one render per request)
    setState({ kind: 'loading' });
    ask(0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, uuid, attempt, confirm, delays]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
