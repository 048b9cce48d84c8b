import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Stats } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { IncomingMessage } from 'node:http';

/**
 * Compressed copies of the demo's text files, as a CDN serves them: brotli
 * where the browser accepts it, gzip otherwise. Each file is compressed once
 * per version (size and modification time) at the strongest level, so a
 * request costs a lookup, not a compression.
 */

export type Encoding = 'br' | 'gzip';

/** Text that shrinks: scripts, styles, JSON, HTML, SVG and plain text; images and fonts are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/json|image\/svg\+xml)/;

export const isCompressible = (contentType: string): boolean => COMPRESSIBLE.test(contentType);

/** The encoding the request accepts, brotli first; undefined for identity. Honours `;q=0`. */
export function chooseEncoding(req: IncomingMessage | undefined): Encoding | undefined {
  const header = req?.headers['accept-encoding'];
  if (typeof header !== 'string') return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return undefined;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compress(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipAsync(bytes, { level: 9 });
}

/** A file's version: changes whenever a rebuild writes it. Also its ETag's core. */
export const versionOf = (info: Stats): string => `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;

/** One cache per server: path -> the version it was made from and its copies. */
export class CompressedFiles {
  private readonly entries = new Map<string, { version: string; copies: Map<Encoding, Promise<Buffer>> }>();

  /** The file's bytes in `encoding`; `version` changes whenever the file does (its ETag). */
  get(path: string, version: string, encoding: Encoding): Promise<Buffer> {
    let entry = this.entries.get(path);
    if (!entry || entry.version !== version) {
      entry = { version, copies: new Map() };
      this.entries.set(path, entry);
    }
    let copy = entry.copies.get(encoding);
    if (!copy) {
      copy = readFile(path).then((bytes) => compress(bytes, encoding));
      // A failed read must not stick: the next request tries again.
      copy.catch(() => entry.copies.delete(encoding));
      entry.copies.set(encoding, copy);
    }
    return copy;
  }
}

/**
 * Compresses every text file under `folder` ahead of the first request (in
 * zlib's thread pool, off the event loop), so no guest waits for brotli's
 * strongest level. Files the folder gains later are compressed on first use.
 */
export async function precompress(cache: CompressedFiles, folder: string, typeOf: (path: string) => string | undefined): Promise<void> {
  let names: string[];
  try {
    names = (await readdir(folder, { recursive: true })).map(String);
  } catch {
    return; // no build yet: files are compressed when they appear
  }
  for (const name of names) {
    // Source maps are large and only developers ask for them: compressed on first use.
    if (name.endsWith('.map')) continue;
    const path = join(folder, name);
    const type = typeOf(path);
    if (!type || !isCompressible(type)) continue;
    try {
      const info = await stat(path);
      if (!info.isFile()) continue;
      await Promise.all((['br', 'gzip'] as const).map((encoding) => cache.get(path, versionOf(info), encoding)));
    } catch {
      // gone or unreadable: a request for it answers 404 as before
    }
  }
}
