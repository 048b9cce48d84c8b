/**
 * The calls a client has on their way, so that all of them can be aborted at
 * once (a widget removed from the page waits for nothing). Each call gets a
 * signal of its own that also follows the caller's, and is forgotten when it
 * settles, so a long-lived widget holds nothing per finished call.
 */
export function callsOnTheirWay() {
  const running = new Set<AbortController>();
  return {
    run<T>(cancel: AbortSignal | undefined, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
      const own = new AbortController();
      const forward = () => own.abort();
      if (cancel?.aborted) own.abort();
      else cancel?.addEventListener('abort', forward, { once: true });
      running.add(own);
      return call(own.signal).finally(() => {
        running.delete(own);
        cancel?.removeEventListener('abort', forward);
      });
    },
    abortAll(): void {
      for (const call of running) call.abort();
      running.clear();
    },
  };
}
