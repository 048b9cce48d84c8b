import { describe, expect, it } from 'vitest';
import { attemptFor, checkStay, stableText } from '../../../src/booking/stay-check';

const offered = [
  { id: '1', name: 'Pokoj Lípa', available: true },
  { id: '2', name: 'Rodinný pokoj Buk', available: true },
];
const fresh = { total: 6000, disabledObjects: [], canContinue: true, alert: '' };

describe('the last check before booking', () => {
  it('lets an unchanged stay through with its total', () => {
    expect(checkStay(['1'], offered, fresh, 6000)).toEqual({ kind: 'ok', total: 6000 });
    expect(checkStay(['1'], offered, { ...fresh, total: 6000.004 }, 6000)).toEqual({ kind: 'ok', total: 6000.004 });
  });

  it('names the chosen objects someone else took meanwhile', () => {
    const taken = [{ ...offered[0]!, available: false }, offered[1]!];
    expect(checkStay(['1', '2'], taken, fresh, 6000)).toEqual({ kind: 'taken', objects: ['Pokoj Lípa'] });
    expect(checkStay(['2'], offered, { ...fresh, disabledObjects: ['2'] }, 6000)).toEqual({
      kind: 'taken',
      objects: ['Rodinný pokoj Buk'],
    });
    expect(checkStay(['9'], offered, fresh, 6000)).toEqual({ kind: 'taken', objects: ['9'] });
  });

  it('tells a changed total before anything is booked', () => {
    expect(checkStay(['1'], offered, { ...fresh, total: 6300 }, 6000)).toEqual({ kind: 'price-changed', before: 6000, after: 6300 });
  });

  it("passes on the server's reason when it would refuse the stay", () => {
    const refused = { ...fresh, canContinue: false, alert: 'Pokoj Lípa: nejvýše 2 hosté.' };
    expect(checkStay(['1'], offered, refused, 6000)).toEqual({ kind: 'refused', message: 'Pokoj Lípa: nejvýše 2 hosté.' });
  });
});

describe('one idempotency key per booking intent', () => {
  let made = 0;
  const newKey = () => `key-${++made}`;

  it('keeps the key while the request is the same, and makes a new one when it changes', () => {
    const first = attemptFor(null, stableText({ from: '2026-12-01', objects: [1] }), newKey);
    const retry = attemptFor(first, stableText({ objects: [1], from: '2026-12-01' }), newKey);
    expect(retry.key).toBe(first.key);
    const changed = attemptFor(first, stableText({ from: '2026-12-02', objects: [1] }), newKey);
    expect(changed.key).not.toBe(first.key);
  });
});
