/**
 * Just enough reading of the outbox's own .eml files for the demo /outbox
 * page: decoded headers and the plain-text part. Not a general MIME parser.
 */

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=); whitespace between two of them disappears. */
export function decodeHeaderWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, text: string) => {
      if (kind.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      return decodeQuotedPrintable(text.replace(/_/g, ' '));
    });
}

export function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < source.length; index += 1) {
    const hex = source.slice(index + 1, index + 3);
    if (source[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(source[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Headers of one block (unfolded, names lower-case) and what follows the blank line. */
function splitBlock(block: string): { headers: Map<string, string>; body: string } {
  const end = block.indexOf('\r\n\r\n');
  const head = end < 0 ? block : block.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end < 0 ? '' : block.slice(end + 4) };
}

export interface ReadMessage {
  subject: string;
  to: string;
  from: string;
  date: string;
  text: string;
  attachments: string[];
}

export function readEml(source: string): ReadMessage {
  const { headers, body } = splitBlock(source);
  const header = (name: string) => decodeHeaderWords(headers.get(name) ?? '');
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1).map((part) => splitBlock(part.replace(/^\r\n/, ''))) : [{ headers, body }];
  const decode = (part: { headers: Map<string, string>; body: string }) => {
    const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
    if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
    return part.body;
  };
  const textPart = parts.find((part) => (part.headers.get('content-type') ?? 'text/plain').startsWith('text/plain'));
  const attachments = parts
    .map((part) => /filename="?([^";]+)"?/.exec(part.headers.get('content-disposition') ?? '')?.[1])
    .filter((name): name is string => name !== undefined)
    .map(decodeHeaderWords);
  return {
    subject: header('subject'),
    to: header('to'),
    from: header('from'),
    date: header('date'),
    text: textPart ? decode(textPart).trimEnd() : '',
    attachments,
  };
}
