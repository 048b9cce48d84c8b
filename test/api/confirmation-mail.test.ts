import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/app.ts';
import { DEMO_EXTRAS } from '../../server/extras.ts';
import { EDIT_FIXTURE } from '../../server/db/fixtures.ts';
import { readEml } from '../../server/mail/eml.ts';
import { day, GUEST, lowSeasonOffset, startTestServer, type TestServer } from './harness.ts';
import { calendarOf, messageFor, outboxFiles, waitFor } from './outbox.ts';

/**
 * Confirmation e-mails (every stored booking, in the guest's language, with the
 * .ics) and the minimum stay that book and edit_save now enforce.
 */

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(async () => {
  await api.stop();
});

/** The next 10 July far enough ahead: high season, minimum 5 nights. */
function highSeasonDay(): string {
  const today = day(0);
  const year = Number(today.slice(0, 4)) + (today.slice(5) >= '06-20' ? 1 : 0);
  return `${year}-07-10`;
}

const stay = (from: string, to: string, objectId: string) => ({
  from,
  to,
  objects: [{ id: objectId, occupancy: { adults: 2, children: 0 }, services: { breakfast: 2 } }],
  timeOfArrival: '15:00',
});

describe('confirmation e-mail', () => {
  it('a stored booking writes an RFC 5322 message in the guest language with the .ics, listed on /outbox', async () => {
    const offset = lowSeasonOffset(90, 3);
    const booked = await api.client({ lang: 'en' }).book({
      ...stay(day(offset), day(offset + 3), '3'),
      customer: { ...GUEST, first_name: '<b>Petr</b>' },
      acceptGdprCompliance: true,
      idempotencyKey: 'mail-test-0001',
    });
    if (!booked.ok) throw new Error(booked.error.message);
    const payment = booked.value;
    const source = await waitFor(() => messageFor(api.server.outboxDir, payment.variable_symbol), 'the e-mail');

    // RFC 5322 headers and a MIME multipart with CRLF line ends.
    expect(source).toMatch(/^MIME-Version: 1\.0\r$/m);
    expect(source).toMatch(/^Content-Type: multipart\/mixed;/m);
    expect(source).toMatch(/^Message-ID: <.+>\r$/m);
    expect(source).toMatch(/^Date: .+\r$/m);
    expect(source.replace(/\r\n/g, '')).not.toContain('\n');

    const mail = readEml(source);
    expect(mail.to).toBe(GUEST.email);
    expect(mail.subject).toBe(`Booking confirmation ${payment.variable_symbol} – Penzion U Staré lípy`);
    expect(mail.text).toContain('3 nights');
    expect(mail.text).toContain('Room Javor');
    expect(mail.text).toContain('Bank account: 2801234567/2010');
    expect(mail.text).toContain(`IBAN: ${payment.iban}`);
    expect(mail.text).toContain(`Payment reference (variable symbol): ${payment.variable_symbol}`);
    // Dear, name, comma, then a capital; amounts in the spec's cs-CZ format in every language, as the widget shows them.
    expect(mail.text.split(/\r?\n/)[0]).toBe('Dear <b>Petr</b> Svoboda,');
    expect(mail.text.split(/\r?\n/)[2]).toBe('Thank you for booking your stay at Penzion U Staré lípy.');
    expect(mail.text).toMatch(/Due now \(deposit\): \d{1,3}(?:\u00a0\d{3})*,\d{2}\u00a0CZK\r?\n/);
    expect(mail.attachments).toEqual([`booking-${payment.variable_symbol}.ics`]);

    // The .ics part: an all-day stay from arrival to departure.
    const decoded = calendarOf(source);
    expect(decoded).toContain(`DTSTART;VALUE=DATE:${day(offset).replace(/-/g, '')}`);
    expect(decoded).toContain(`DTEND;VALUE=DATE:${day(offset + 3).replace(/-/g, '')}`);

    // Never the operator's edit token.
    const db = await api.database();
    const row = (await db.get<{ edit_token: string }>('SELECT edit_token FROM bookings WHERE uuid = ?', payment.booking.uuid))!;
    expect(source).not.toContain(row.edit_token);

    const list = await (await fetch(`${api.server.url}/outbox`)).text();
    const link = /<a href="(\/outbox\/[^"]+\.eml)">([^<]*)<\/a>/.exec(list);
    expect(link?.[2]).toContain(payment.variable_symbol);
    const view = await (await fetch(`${api.server.url}${link?.[1]}`)).text();
    expect(view).toContain('&#60;b&#62;Petr&#60;/b&#62;');
    expect(view).not.toContain('<b>Petr</b>');
    expect((await fetch(`${api.server.url}/outbox/..%2Fbooking.sqlite`)).status).toBe(404);
  });

  it('a repeat of the same attempt and a dummy booking send nothing', async () => {
    const offset = lowSeasonOffset(110, 2);
    const request = { ...stay(day(offset), day(offset + 2), '4'), customer: GUEST, acceptGdprCompliance: true, idempotencyKey: 'mail-test-0002' };
    const first = await api.client().book(request);
    if (!first.ok) throw new Error(first.error.message);
    await waitFor(() => messageFor(api.server.outboxDir, first.value.variable_symbol), 'the first e-mail');
    const count = outboxFiles(api.server.outboxDir).length;
    expect((await api.client().book(request)).ok).toBe(true);
    const dummy = await api.client({ dummy: true }).book({ ...request, ...stay(day(offset), day(offset + 2), '2'), idempotencyKey: 'mail-test-dummy' });
    expect(dummy.ok && dummy.value.booking.dummy).toBe(true);
    await new Promise((done) => setTimeout(done, 300));
    expect(outboxFiles(api.server.outboxDir)).toHaveLength(count);
  });
});

describe('minimum stay', () => {
  const from = highSeasonDay();
  const to = `${from.slice(0, 8)}12`;

  it('book refuses a stay shorter than the season minimum with the pricing alert words (cs and en)', async () => {
    for (const lang of ['cs', 'en'] as const) {
      const alert = await api.client({ lang }).dates({ from, to });
      if (!alert.ok) throw new Error(alert.error.message);
      expect(alert.value.alerts[0]).toBe(lang === 'cs' ? 'Hlavní sezóna: minimální délka pobytu je 5 nocí.' : 'In high season, the minimum stay is 5 nights.');
      const refused = await api.client({ lang }).book({ ...stay(from, to, '1'), customer: GUEST, acceptGdprCompliance: true });
      expect(refused).toEqual({ ok: false, error: { kind: 'http', status: 422, message: alert.value.alerts[0] } });
    }
    expect(await api.countGuestBookings()).toBe(2);
  });

  it('edit_save refuses it too', async () => {
    const operator = api.client({ editToken: EDIT_FIXTURE.editToken, editUuid: EDIT_FIXTURE.uuid, lang: 'en' });
    const current = await operator.editCall();
    if (!current.ok) throw new Error(current.error.message);
    const saved = await operator.editSave({ from, to, objects: [{ id: '2', occupancy: { adults: 2 }, services: {} }], version: current.value.booking.version });
    expect(saved).toMatchObject({ ok: false, error: { status: 422, message: 'In high season, the minimum stay is 5 nights.' } });
  });
});

describe('confirmation e-mail through SMTP', () => {
  /** A minimal SMTP server on 127.0.0.1 that keeps what it receives. */
  async function fakeSmtp(): Promise<{ server: Server; port: number; received: string[] }> {
    const received: string[] = [];
    const server = createServer((socket) => {
      let data = false;
      let buffer = '';
      socket.write('220 localhost ESMTP test\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        if (data) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = false;
          socket.write('250 OK queued\r\n');
        }
        let line: number;
        while (!data && (line = buffer.indexOf('\r\n')) >= 0) {
          const command = buffer.slice(0, line).toUpperCase();
          buffer = buffer.slice(line + 2);
          if (command.startsWith('EHLO')) socket.write('250-localhost\r\n250 8BITMIME\r\n');
          else if (command.startsWith('DATA')) {
            data = true;
            socket.write('354 go ahead\r\n');
          } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
          else socket.write('250 OK\r\n');
        }
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return { server, port: (server.address() as { port: number }).port, received };
  }

  it('is sent to the configured SMTP server instead of the outbox', async () => {
    const smtp = await fakeSmtp();
    const folder = mkdtempSync(join(tmpdir(), 'booking-smtp-'));
    const running = await startServer({
      port: 0,
      dbPath: join(folder, 'b.sqlite'),
      testDbPath: join(folder, 't.sqlite'),
      root: resolve(import.meta.dirname, '../..'),
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      extras: DEMO_EXTRAS,
    });
    try {
      const offset = lowSeasonOffset(90, 2);
      const answer = await fetch(`${running.url}/api/book.php?api_key=demo&lang=cs`, {
        method: 'POST',
        body: JSON.stringify({
          from: day(offset),
          to: day(offset + 2),
          objects: [{ id: '1', occupancy: { adults: 1 }, services: {} }],
          customer: GUEST,
          accept_gdpr_compliance: true,
          idempotency_key: 'smtp-test-0001',
        }),
      });
      expect(answer.status).toBe(200);
      const message = await waitFor(() => smtp.received[0], 'the SMTP message');
      const mail = readEml(message);
      expect(mail.subject).toMatch(/^Potvrzení rezervace \d{8} – Penzion U Staré lípy$/);
      expect(mail.text).toContain('Variabilní symbol');
      expect(mail.attachments[0]).toMatch(/^booking-\d{8}\.ics$/);
      expect(outboxFiles(running.outboxDir)).toEqual([]);
    } finally {
      await running.close();
      smtp.server.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
