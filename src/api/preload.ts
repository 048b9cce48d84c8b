// Lets the browser fetch answers before the widget asks for them: one
// <link rel="preload" as="fetch"> per address, inside the widget's own shadow
// root (the host page's <head> stays untouched). A later fetch() of the same
// address is answered from that preload, not sent again, in Chromium, Firefox
// and WebKit alike (test/engines/host.spec.ts counts the requests). Why the
// start-up uses it: docs/benchmarks.md, "2026-11-25 (night)".

/**
 * Starts the preloads; the returned function takes the links out again. A link the root already
 * has for an address (the element's pre-start, src/element/prestart.ts) is taken over. One for
 * another address (attributes changed between the pre-start and the upgrade) stays in the root:
 * React's first render leaves a shadow root's children alone (it empties only a document, html,
 * head or body), which is also why step 1's skeleton stays until the first paint removes it.
 */
export function preloadAnswers(root: ShadowRoot, addresses: readonly string[]): () => void {
  const links = addresses.map((address) => {
    // An address has no quote nor backslash: URLSearchParams encodes them.
    const started = root.querySelector<HTMLLinkElement>(`link[href="${address}"]`);
    if (started) return started;
    const link = root.ownerDocument.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    // fetch()'s default: CORS without credentials across origins. Any other mode
    // would not match the client's fetch(), and the browser would fetch twice.
    link.crossOrigin = 'anonymous';
    link.href = address;
    root.append(link);
    return link;
  });
  return () => {
    for (const link of links) link.remove();
  };
}
