// The bench's own small web server: the built widget (dist/) on a plain page,
// and the peer page (bench/peer/, built by peer-build.mjs), on one origin, so
// both load the same way. Both ask the reference server's API for availability.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8', '.map': 'application/json' };

/** The widget alone on a page, in `lang` (`/ours.html?lang=de`; Czech by default). */
export function oursPage(apiBase, lang = 'cs') {
  const code = /^[a-z]{2}$/.test(lang) ? lang : 'cs';
  return `<!doctype html><html lang="${code}"><head><meta charset="utf-8"><title>booking-widget for npm run bench</title>
<script type="module" src="/booking-widget.js"></script></head>
<body><booking-widget api-key="demo" lang="${code}" api-base="${apiBase}"></booking-widget></body></html>`;
}

async function fileUnder(folder, path) {
  const file = normalize(join(folder, path));
  if (!file.startsWith(folder)) return undefined;
  try {
    return { body: await readFile(file), type: TYPES[extname(file)] ?? 'application/octet-stream' };
  } catch {
    return undefined;
  }
}

/** Resolves to { origin, close() }: /ours.html, /peer/… and the widget's files. */
export async function startBenchPages({ port, distDir, peerDir, apiBase }) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = decodeURIComponent(url.pathname);
    const found =
      path === '/ours.html'
        ? { body: oursPage(apiBase, url.searchParams.get('lang') ?? 'cs'), type: TYPES['.html'] }
        : path.startsWith('/peer/')
          ? await fileUnder(peerDir, path.slice('/peer/'.length) || 'index.html')
          : await fileUnder(distDir, path);
    if (!found) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': found.type, 'Cache-Control': 'no-store' }).end(found.body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
