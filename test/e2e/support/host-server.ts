// A host page on a second origin: a tiny server on 127.0.0.1 (the widget is
// served from localhost, a different origin), as a hotel's own site would be.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HostSite {
  url: string;
  close(): Promise<void>;
}

/** Serves the pages (path -> HTML, made knowing the site's own origin) and nothing else. */
export async function startHostSite(pagesFor: (origin: string) => Record<string, string>): Promise<HostSite> {
  let pages: Record<string, string> = {};
  const server = createServer((req, res) => {
    const html = pages[new URL(req.url ?? '/', 'http://host').pathname];
    if (html === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  pages = pagesFor(`http://127.0.0.1:${port}`);
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Records every event the widget tells the page. (postMessage calls cannot be
 * recorded by wrapping window.postMessage: the wrapper's realm becomes the
 * message's source, which both ends of the protocol rightly refuse.)
 */
export const RECORD_SCRIPT = `(() => {
  const events = (window.__bwEvents = []);
  for (const name of ['bw-ready', 'bw-step-change', 'bw-dates-change', 'bw-booking-complete', 'bw-error']) {
    document.addEventListener(name, (event) => events.push({ name, detail: event.detail, target: event.target.id || event.target.localName }));
  }
})();`;
