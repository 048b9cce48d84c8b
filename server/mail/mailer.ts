import { Worker } from 'node:worker_threads';
import type { BookingRow } from '../db/bookings.ts';
import type { Catalog } from '../domain/catalog.ts';
import type { BookedRate } from '../domain/rates.ts';

/**
 * Sends the server's e-mails after the answer has gone, on a thread of their
 * own (mail-thread.mjs, mail-worker.ts): through SMTP when an address is configured
 * (BOOKING_SMTP_URL), otherwise into an outbox folder, one RFC 5322 .eml file
 * per message, which the /outbox page lists. A failure is logged and never
 * reaches the guest's booking; building and sending never holds up answers.
 */

/** What a confirmation e-mail is made from (plain data: it crosses to the mail thread). */
export interface ConfirmationJob {
  booking: BookingRow;
  catalog: Catalog;
  propertyName: string;
  now: Date;
  /** The operator changed the booking: the e-mail says so. */
  updated?: boolean;
  /** Each object's rate as booked (issue 50): the e-mail states it and its terms in dates. */
  rates?: BookedRate[];
  /** The guest's booking page, with its token: only the first confirmation knows it (issue 50). */
  manageUrl?: string;
}

/** What a cancellation e-mail is made from (issue 50). */
export type CancellationJob = Pick<ConfirmationJob, 'booking' | 'catalog' | 'propertyName' | 'now'> & {
  /** What goes back to the card through the gateway (issue 51), and by when. */
  cardRefund?: { amount: number; by: string };
  /** The hotel cancelled it (edit_cancel), not the guest: the e-mail says "we cancelled". */
  byProperty?: boolean;
  /** The hotel gives back everything paid, without a fee (a goodwill refund). */
  inFull?: boolean;
};

/** What the e-mail of a released, unpaid card booking is made from (issue 51). */
export type ExpiryJob = Pick<ConfirmationJob, 'booking' | 'propertyName'>;

/** One message for the mail thread. */
export type MailJob = { kind: 'confirmation'; job: ConfirmationJob } | { kind: 'cancellation'; job: CancellationJob } | { kind: 'expiry'; job: ExpiryJob };

export interface Mailer {
  /** Hands a stored booking's confirmation over; it is built and sent on the mail thread. */
  sendConfirmation(job: ConfirmationJob): void;
  /** Hands over the e-mail that tells the guest their booking is cancelled (issue 50). */
  sendCancellation(job: CancellationJob): void;
  /** Hands over the e-mail that tells the guest an unpaid card booking was released (issue 51). */
  sendExpiry(job: ExpiryJob): void;
  /** Resolves when every message handed over so far is written or sent (for a clean shutdown and tests). */
  idle(): Promise<void>;
  /** Waits until idle, then ends the mail thread. */
  close(): Promise<void>;
}

export interface MailerOptions {
  outboxDir: string;
  /** smtp://user:pass@host:port or smtps://…; unset means the outbox. */
  smtpUrl?: string;
  /** The sender, e.g. "Penzion U Staré lípy <rezervace@example.cz>". */
  from: string;
}

export function createMailer(options: MailerOptions): Mailer {
  let worker: Worker | undefined;
  let nextId = 0;
  /** Messages handed over and not yet written or sent: id -> the end of its wait. */
  const waiting = new Map<number, { finished: Promise<void>; finish: () => void }>();
  const workerOptions: MailerOptions = { outboxDir: options.outboxDir, smtpUrl: options.smtpUrl, from: options.from };

  // Started on the first message, so a server that books nothing never starts it.
  function thread(): Worker {
    if (worker) return worker;
    const started = new Worker(new URL('./mail-thread.mjs', import.meta.url), { workerData: workerOptions });
    started.on('message', (id: number) => {
      waiting.get(id)?.finish();
      waiting.delete(id);
    });
    started.on('error', (error) => console.error('[mail] the mail thread failed:', error));
    // Messages it had not finished are lost; nobody waits for them any longer.
    started.on('exit', () => {
      if (worker === started) worker = undefined;
      for (const message of waiting.values()) message.finish();
      waiting.clear();
    });
    started.unref();
    worker = started;
    return started;
  }

  const idle = async () => {
    await Promise.all([...waiting.values()].map((message) => message.finished));
  };

  function send(mail: MailJob) {
    const id = nextId++;
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    waiting.set(id, { finished, finish });
    thread().postMessage({ id, mail });
  }

  return {
    sendConfirmation: (job) => send({ kind: 'confirmation', job }),
    sendCancellation: (job) => send({ kind: 'cancellation', job }),
    sendExpiry: (job) => send({ kind: 'expiry', job }),
    idle,
    async close() {
      await idle();
      await worker?.terminate();
    },
  };
}
