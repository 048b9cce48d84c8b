import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { ServerResponse } from 'node:http';

/** Serves files from fixed folders; never anything outside them. */

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file for a URL path inside `folder`, or undefined when it would leave the folder. */
export function fileInside(folder: string, urlPath: string): string | undefined {
  if (urlPath.includes('\0')) return undefined;
  const root = resolve(folder);
  const target = resolve(join(root, urlPath));
  return target === root || target.startsWith(root + sep) ? target : undefined;
}

/** Sends the file when it exists and is a regular file; false otherwise. */
export async function sendFile(res: ServerResponse, path: string, headOnly: boolean): Promise<boolean> {
  const type = CONTENT_TYPES[extname(path).toLowerCase()];
  if (!type) return false;
  try {
    const info = await stat(path);
    if (!info.isFile()) return false;
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Length': info.size,
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      // Module scripts are fetched with CORS: a page of another origin, or a
      // sandboxed iframe (origin "null"), may load the widget like from a CDN.
      ...(type.startsWith('text/javascript') ? { 'Access-Control-Allow-Origin': '*' } : {}),
    });
    if (headOnly) {
      res.end();
      return true;
    }
    await new Promise<void>((done) => {
      const stream = createReadStream(path);
      stream.on('error', () => {
        res.destroy();
        done();
      });
      stream.on('end', () => done());
      stream.pipe(res);
    });
    return true;
  } catch {
    return false;
  }
}
