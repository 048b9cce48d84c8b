import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage } from './confirmation.ts';

/**
 * Sends the server's e-mails after the answer has gone: through SMTP when an
 * address is configured (BOOKING_SMTP_URL), otherwise into an outbox folder,
 * one RFC 5322 .eml file per message, which the /outbox page lists. A failure
 * is logged and never reaches the guest's booking.
 */

export interface Mailer {
  /** Builds and sends in the background; `build` runs after the caller has returned. */
  send(build: () => MailMessage): void;
  /** Resolves when every message handed over so far is written or sent (for a clean shutdown and tests). */
  idle(): Promise<void>;
}

export interface MailerOptions {
  outboxDir: string;
  /** smtp://user:pass@host:port or smtps://…; unset means the outbox. */
  smtpUrl?: string;
  /** The sender, e.g. "Penzion U Staré lípy <rezervace@example.cz>". */
  from: string;
}

const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '');

export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const inFlight = new Set<Promise<void>>();

  async function deliver(build: () => MailMessage): Promise<void> {
    const message = build();
    const info = await transport.sendMail({ from: options.from, ...message });
    if (options.smtpUrl) return;
    await mkdir(options.outboxDir, { recursive: true });
    // Sortable by time; the random tail keeps two messages of one millisecond apart.
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const name = `${stamp}-${fileSafe(info.messageId ?? '').slice(0, 40) || Math.random().toString(36).slice(2)}.eml`;
    await writeFile(join(options.outboxDir, name), info.message as Buffer);
  }

  return {
    send(build) {
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => deliver(build))
        .catch((error: unknown) => console.error('[mail] a confirmation e-mail was not sent:', error))
        .finally(() => inFlight.delete(task));
      inFlight.add(task);
    },
    async idle() {
      await Promise.all([...inFlight]);
    },
  };
}
