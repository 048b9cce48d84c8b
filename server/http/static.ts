import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { chooseEncoding, CompressedFiles, isCompressible, precompress, versionOf } from './compress.ts';

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

/** A content-hashed file of the widget: its name changes whenever its content does. */
const HASHED = /^\/(?:chunks|assets)\//;

/**
 * What a CDN should send with the widget's files (README, Embed it): any
 * origin may load them (module scripts and their chunks are always fetched
 * with CORS), the entry files are revalidated on every load so a new release
 * reaches guests at once, and hashed chunks are cached for good.
 */
export function widgetFileHeaders(urlPath: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': HASHED.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
}

/**
 * The strict policy of the demo's CSP page (/csp.html): the widget must work
 * with scripts and styles from its own origin only. Step 4's QR code may be
 * a data: image; everything else (API calls, photos) is 'self'.
 */
export const STRICT_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:";

/** Headers of demo pages that need their own (the CSP page). */
export function pageHeaders(urlPath: string): Record<string, string> {
  return urlPath === '/csp.html' ? { 'Content-Security-Policy': STRICT_CSP } : {};
}

export interface SendOptions {
  headOnly: boolean;
  /** Headers beyond the content type and length (CORS, cache, CSP...). */
  headers?: Record<string, string>;
  /** The request, for revalidation (If-None-Match). */
  req?: IncomingMessage;
}

/**
 * Keyed by absolute path and file version, so servers in one process (tests)
 * can share it safely; it holds at most two copies of each text file.
 */
const compressed = new CompressedFiles();

/** Compresses the text files of a folder before they are asked for (the built widget, at start). */
export const precompressFolder = (folder: string): Promise<void> =>
  precompress(compressed, folder, (path) => CONTENT_TYPES[extname(path).toLowerCase()]);

/** Sends the file when it exists and is a regular file; false otherwise. */
export async function sendFile(res: ServerResponse, path: string, options: SendOptions): Promise<boolean> {
  const type = CONTENT_TYPES[extname(path).toLowerCase()];
  if (!type) return false;
  try {
    const info = await stat(path);
    if (!info.isFile()) return false;
    // A weak validator is enough to answer a revalidation with 304; each encoding has its own.
    const version = versionOf(info);
    const encoding = isCompressible(type) ? chooseEncoding(options.req) : undefined;
    const etag = `W/"${version}${encoding ? `-${encoding}` : ''}"`;
    const headers: Record<string, string> = {
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      ...options.headers,
      ETag: etag,
    };
    // Caches between server and browser must keep one copy per encoding.
    if (isCompressible(type)) headers.Vary = 'Accept-Encoding';
    if (options.req?.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return true;
    }
    if (encoding) {
      const body = await compressed.get(path, version, encoding);
      res.writeHead(200, { ...headers, 'Content-Type': type, 'Content-Encoding': encoding, 'Content-Length': body.length });
      res.end(options.headOnly ? undefined : body);
      return true;
    }
    res.writeHead(200, { ...headers, 'Content-Type': type, 'Content-Length': info.size });
    if (options.headOnly) {
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
