// A server 150 ms away: forwards each request to `target` (an http origin) and holds the answer
// back by `latencyMs` before its first byte, as a phone's round trip does. Used by the host page's
// figures instead of DevTools' network emulation (bare-browser.mjs says why).
import { createServer, request } from 'node:http';

/** Resolves to { origin, close() }, on localhost so that the host page (127.0.0.1) is another origin. */
export async function startLatencyProxy(target, latencyMs) {
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const forwarded = request(
      { host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers: { ...incoming.headers, host: upstream.host } },
      (answer) => {
        setTimeout(() => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        }, latencyMs);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise((resolve) => server.listen(0, 'localhost', resolve));
  return {
    origin: `http://localhost:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
