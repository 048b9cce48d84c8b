// The unit project runs its files in one process (isolate: false in
// vite.config.ts), and a test ends while calls it started may still be on
// their way: step 2's offer is fetched after the price has arrived, a failed
// call is tried again 200 and 600 ms later. Such a call reaches whatever fetch
// is stubbed when it goes out. A test that counts calls therefore counts only
// those of its own widget, told apart by an API key of its own; any other
// call fails as a lost connection would, neither counted nor answered.
import { vi } from 'vitest';

let keys = 0;

/** An API key no other test uses: `prefix-N`. */
export function ownApiKey(prefix: string): string {
  keys += 1;
  return `${prefix}-${keys}`;
}

/** Stubs fetch: calls carrying `apiKey` go to `answer`, any other call fails like a lost connection. */
export function stubFetchFor(apiKey: string, answer: (url: URL, init?: RequestInit) => Promise<Response>): void {
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const url = new URL(input);
    if (url.searchParams.get('api_key') !== apiKey) return Promise.reject(new TypeError(`a call of another test's widget: ${url.pathname}`));
    return answer(url, init);
  });
}
