import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Lang } from '../domain/lang.ts';

/** Tiny HTML helpers for the server's own pages (payment, insurance, outbox), and the headers they go out with. */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 560px; margin: 40px auto; padding: 0 16px; color: #222; }
  .card { border: 1px solid #ddd; border-radius: 8px; padding: 24px; }
  .demo { background: #fff6d6; padding: 8px 12px; border-radius: 6px; font-size: 14px; }
  form { display: inline-block; margin: 16px 12px 0 0; }
  button { font: inherit; padding: 10px 20px; border-radius: 6px; border: 0; cursor: pointer; }
  .pay { background: #2f6b3a; color: #fff; }
  .fail { background: #b3261e; color: #fff; }
`;

/** The one inline style these pages have, allowed by its hash: no other style or script can run. */
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

export function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main class="card">${body}</main></body>
</html>`;
}

/**
 * A strict policy: nothing but the page's own style and its own forms, and no framing, so another
 * site cannot put the pay button under a visitor's click. A form's answer may redirect: browsers
 * check that target against form-action too, so the return pages a booking was allowed go there.
 */
export function pageHeaders(formTargets: readonly string[] = []): Record<string, string> {
  const forms = ["'self'", ...formTargets].join(' ');
  return {
    'Content-Security-Policy': `default-src 'none'; style-src ${STYLE_HASH}; img-src 'self'; form-action ${forms}; base-uri 'none'; frame-ancestors 'none'`,
    'X-Frame-Options': 'DENY',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  };
}

export interface SendPageOptions {
  /** Origins the page's forms may lead to besides its own (pageHeaders). */
  formTargets?: readonly string[];
}

export function sendPage(res: ServerResponse, status: number, html: string, options: SendPageOptions = {}): void {
  res.writeHead(status, {
    ...pageHeaders(options.formTargets),
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
  });
  res.end(html);
}
