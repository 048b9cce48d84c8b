import { readdir, readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { readEml } from '../mail/eml.ts';
import { escapeHtml, page, sendPage } from './html.ts';

/**
 * /outbox: the confirmation e-mails the demo server wrote instead of sending
 * them (no SMTP address configured), newest first; /outbox/<file> shows one.
 * Every text from a message is escaped: guests typed some of it.
 */

const EML = /^[A-Za-z0-9_-]+\.eml$/;

async function messageFiles(outboxDir: string): Promise<string[]> {
  try {
    return (await readdir(outboxDir)).filter((name) => EML.test(name)).sort().reverse();
  } catch {
    return [];
  }
}

export async function outboxPage(res: ServerResponse, outboxDir: string, rest: string): Promise<void> {
  if (rest === '') {
    const names = await messageFiles(outboxDir);
    const items = await Promise.all(
      names.map(async (name) => {
        const message = readEml(await readFile(`${outboxDir}/${name}`, 'utf8'));
        return `<li><a href="/outbox/${name}">${escapeHtml(message.subject || name)}</a> – ${escapeHtml(message.to)} <small>${escapeHtml(message.date)}</small></li>`;
      }),
    );
    const list = items.length > 0 ? `<ol class="outbox">${items.join('')}</ol>` : '<p>The outbox is empty.</p>';
    const intro = '<p class="demo">E-mails the demo server would send. Set BOOKING_SMTP_URL to send them through SMTP instead.</p>';
    return sendPage(res, 200, page('en', 'Outbox', `<h1>Outbox</h1>${intro}${list}`));
  }
  if (!EML.test(rest) || !(await messageFiles(outboxDir)).includes(rest)) {
    return sendPage(res, 404, page('en', 'Outbox', '<h1>Outbox</h1><p>No such message.</p><p><a href="/outbox">Back to the outbox</a></p>'));
  }
  const source = await readFile(`${outboxDir}/${rest}`, 'utf8');
  const message = readEml(source);
  const field = (label: string, value: string) => `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`;
  const body = [
    `<h1>${escapeHtml(message.subject)}</h1>`,
    `<dl>${field('From', message.from)}${field('To', message.to)}${field('Date', message.date)}${field('Attachments', message.attachments.join(', '))}</dl>`,
    `<pre class="mail-text">${escapeHtml(message.text)}</pre>`,
    `<details><summary>Message source</summary><pre>${escapeHtml(source)}</pre></details>`,
    '<p><a href="/outbox">Back to the outbox</a></p>',
  ].join('');
  return sendPage(res, 200, page('en', message.subject || 'Message', body));
}
