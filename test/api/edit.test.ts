import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDIT_FIXTURE } from '../../server/db/fixtures.ts';
import { readEml } from '../../server/mail/eml.ts';
import type { EditSaveRequest } from '../../src/api/index.ts';
import { day, GUEST, startTestServer, type TestServer } from './harness.ts';

/**
 * The operator's edit (docs/api.md "Edit mode"): edit_save changes the stay,
 * the guest's details and the note, tells the guest by e-mail, and refuses a
 * save based on a version another tab has already replaced.
 */

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(async () => {
  await api.stop();
});

const operator = (lang: 'cs' | 'en' = 'cs') => api.client({ editToken: EDIT_FIXTURE.editToken, editUuid: EDIT_FIXTURE.uuid, lang });

async function current() {
  const result = await operator().editCall();
  if (!result.ok) throw new Error(result.error.message);
  return result.value.booking;
}

const change = (version: number, overrides: Partial<EditSaveRequest> = {}): EditSaveRequest => ({
  from: day(41),
  to: day(44),
  objects: [{ id: '2', occupancy: { adults: 2 }, services: {} }],
  version,
  ...overrides,
});

function mailsFor(variableSymbol: string): string[] {
  let names: string[];
  try {
    names = readdirSync(api.server.outboxDir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.map((name) => readFileSync(join(api.server.outboxDir, name), 'utf8')).filter((source) => readEml(source).subject.includes(variableSymbol));
}

describe('edit_save', () => {
  it('edit_call answers the guest, the deposits choice and a version', async () => {
    const booking = await current();
    expect(booking).toMatchObject({ from: day(40), to: day(43), deposits: 'one', version: 1 });
    expect(booking.customer).toMatchObject({ first_name: 'Jana', country: 'CZ', dial_code: '420' });
  });

  it('changes the stay, the guest and the note, counts a new version and e-mails the guest', async () => {
    const before = await current();
    const saved = await operator().editSave(
      change(before.version, {
        note: 'Přijedeme po 20:00',
        deposits: 'none',
        customer: { ...GUEST, first_name: 'Jana', last_name: 'Malá', email: 'jana.mala@example.cz' },
      }),
    );
    if (!saved.ok) throw new Error(saved.error.message);
    expect(saved.value.booking).toMatchObject({ from: day(41), to: day(44), note: 'Přijedeme po 20:00', deposits: 'none', version: before.version + 1 });
    expect(saved.value.booking.deposit).toBe(saved.value.booking.price);
    expect((await current()).customer).toMatchObject({ last_name: 'Malá', email: 'jana.mala@example.cz' });

    // Up to 15 s: the mail thread starts on the first message, slowly when other test stages share the machine.
    for (let attempt = 0; attempt < 300 && mailsFor(before.variable_symbol).length === 0; attempt += 1) {
      await new Promise((done) => setTimeout(done, 50));
    }
    const [mail] = mailsFor(before.variable_symbol);
    const parsed = readEml(mail ?? '');
    expect(parsed.subject).toContain(`Změna rezervace ${before.variable_symbol}`);
    expect(parsed.to).toContain('jana.mala@example.cz');
    expect(parsed.text).toContain('Přijedeme po 20:00');
  });

  it('refuses a save based on an older version (another tab saved first) in cs and en, and changes nothing', async () => {
    const first = await current();
    const firstTab = await operator().editSave(change(first.version, { note: 'first tab' }));
    expect(firstTab.ok).toBe(true);
    for (const lang of ['cs', 'en'] as const) {
      const secondTab = await operator(lang).editSave(change(first.version, { note: 'second tab', from: day(42), to: day(45) }));
      expect(secondTab).toEqual({
        ok: false,
        error: {
          kind: 'http',
          status: 409,
          message:
            lang === 'cs'
              ? 'Rezervaci mezitím změnil někdo jiný (například v jiném okně). Načtěte ji prosím znovu a změny zopakujte.'
              : 'Someone else has changed this booking in the meantime (for example in another window). Please reload it and make your changes again.',
        },
      });
    }
    expect(await current()).toMatchObject({ note: 'first tab', from: day(41), version: first.version + 1 });
  });

  it('a repeated key answers the booking as it is now; a save without a version is refused', async () => {
    const before = await current();
    const request = change(before.version, { note: 'once', idempotencyKey: 'edit-repeat-0001' });
    const once = await operator().editSave(request);
    const again = await operator().editSave(request);
    expect(once.ok && again.ok).toBe(true);
    if (once.ok && again.ok) expect(again.value.booking.version).toBe(once.value.booking.version);
    const unversioned = await operator('en').editSave({ ...change(0), version: undefined as unknown as number });
    expect(unversioned).toMatchObject({ ok: false, error: { status: 400, message: 'The booking version (version) is missing.' } });
  });
});
