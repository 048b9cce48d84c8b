import type { Lang } from '../domain/lang.ts';

/** Tiny HTML helpers for the server's own demo pages. */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 560px; margin: 40px auto; padding: 0 16px; color: #222; }
  .card { border: 1px solid #ddd; border-radius: 8px; padding: 24px; }
  .demo { background: #fff6d6; padding: 8px 12px; border-radius: 6px; font-size: 14px; }
  form { display: inline-block; margin: 16px 12px 0 0; }
  button { font: inherit; padding: 10px 20px; border-radius: 6px; border: 0; cursor: pointer; }
  .pay { background: #2f6b3a; color: #fff; }
  .fail { background: #b3261e; color: #fff; }
</style>
</head>
<body><main class="card">${body}</main></body>
</html>`;
}
