import { parentPort, workerData } from 'node:worker_threads';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { confirmationMessage } from './confirmation.ts';
import { cancellationMessage, expiryMessage } from './cancellation.ts';
import type { MailerOptions, MailJob } from './mailer.ts';

/**
 * The mailer's own thread: builds each confirmation e-mail and sends it
 * through SMTP, or writes it into the outbox as an RFC 5322 .eml file. Doing
 * this on the server's thread cost about as much as the booking itself.
 */

const options = workerData as MailerOptions;
const transport = options.smtpUrl
  ? nodemailer.createTransport(options.smtpUrl)
  : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
// The outbox folder is made on the first message, not once per message.
let outboxReady: Promise<unknown> | undefined;

const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '');

async function deliver(mail: MailJob): Promise<void> {
  const message =
    mail.kind === 'cancellation'
      ? cancellationMessage(mail.job.booking, mail.job.catalog, mail.job.propertyName, mail.job.cardRefund, mail.job)
      : mail.kind === 'expiry'
        ? expiryMessage(mail.job.booking, mail.job.propertyName)
        : confirmationMessage(mail.job.booking, mail.job.catalog, mail.job.propertyName, mail.job.now, mail.job);
  const info = await transport.sendMail({ from: options.from, ...message });
  if (options.smtpUrl) return;
  outboxReady ??= mkdir(options.outboxDir, { recursive: true });
  await outboxReady;
  // Sortable by time; the random tail keeps two messages of one millisecond apart.
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const name = `${stamp}-${fileSafe(info.messageId ?? '').slice(0, 40) || Math.random().toString(36).slice(2)}.eml`;
  await writeFile(join(options.outboxDir, name), info.message as Buffer);
}

parentPort?.on('message', ({ id, mail }: { id: number; mail: MailJob }) => {
  deliver(mail)
    .catch((error: unknown) => console.error(`[mail] a ${mail.kind} e-mail was not sent:`, error))
    .finally(() => parentPort?.postMessage(id));
});
