import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/index.ts';

/** The client's side of issue 50 with a scripted fetch: the chosen rate on the wire, the guest's booking by its token. */

function client(answer: (url: URL) => unknown, status = 200) {
  const calls: Array<{ url: URL; init: RequestInit }> = [];
  const api = createApiClient({
    apiBase: 'http://api.example/api',
    apiKey: 'demo',
    lang: 'de',
    retryDelaysMs: [],
    fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input));
      calls.push({ url, init });
      return new Response(JSON.stringify(answer(url)), { status, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch,
  });
  return { api, calls };
}

const TERMS = { free_until: '2027-06-24', fees: [{ from: '2027-06-25', percent: '50' }, { from: '2027-07-06', percent: '100' }] };
const BOOKING = {
  booking: {
    status: 'confirmed',
    variable_symbol: '27000001',
    from: '2027-07-09',
    to: '2027-07-12',
    nights: '3',
    objects: [
      {
        id: '1',
        name: 'Pokoj Lípa',
        occupancy: [{ id: 'adults', name: 'Erwachsene', count: '2' }],
        rate: { id: 'flex', name: 'Flexibel', board: 'room_only', refundable: '1', terms: TERMS },
      },
    ],
    price: '4200.00',
    paid: '0.00',
    due: '1260.00',
    currency_text: 'Kč',
    payment_status: 'pending',
    payment: { bank_account: '123/0100', iban: 'CZ65', variable_symbol: '27000001', qr_content: 'SPD*1.0', qr_img: '', show_bank: '1', show_qr: '1', amount: '1260.00' },
    cancellation: { allowed: '1', reason: '', fee: '0.00', refund: '0.00' },
    cancelled_on: '',
    cancel_fee: '',
    refund: '',
  },
  property_name: 'Penzion',
};

describe('rates on the wire', () => {
  it('sends an object\'s chosen rate, and nothing where none is chosen', async () => {
    const { api, calls } = client(() => ({ summary: { total: '0', currency_text: 'Kč' } }));
    await api.summary({
      from: '2027-07-09',
      to: '2027-07-12',
      objects: [
        { id: '1', occupancy: { adults: 2 }, services: {}, rate: 'nonref' },
        { id: '2', occupancy: { adults: 1 }, services: {} },
      ],
    });
    expect(JSON.parse(calls[0]!.url.searchParams.get('objects')!)).toEqual([
      { id: '1', occupancy: { adults: 2 }, services: {}, rate: 'nonref' },
      { id: '2', occupancy: { adults: 1 }, services: {} },
    ]);
  });

  it('reads a rate\'s policy and a booked rate\'s terms into numbers', async () => {
    const { api } = client((url) =>
      url.pathname.endsWith('/thanks.php')
        ? {
            texts: { title: 'Danke', text: '' },
            booking: { uuid: 'u', variable_symbol: '1', from: '2027-07-09', to: '2027-07-12', nights: '3', price: '4200', deposit: '0', currency_text: 'Kč', payment_status: 'pending' },
            rates: [{ object_id: '1', object_name: 'Pokoj Lípa', rate_id: 'flex', name: 'Flexibel', board: 'room_only', refundable: '1', terms: TERMS }],
          }
        : {},
    );
    const thanks = await api.thanks({ uuid: 'u' });
    expect(thanks.ok && thanks.value.rates).toEqual([
      {
        object_id: '1',
        object_name: 'Pokoj Lípa',
        rate_id: 'flex',
        name: 'Flexibel',
        board: 'room_only',
        refundable: true,
        terms: { free_until: '2027-06-24', fees: [{ from: '2027-06-25', percent: 50 }, { from: '2027-07-06', percent: 100 }] },
      },
    ]);
  });
});

describe("the guest's booking by its manage token", () => {
  it('reads it from booking.php with the token in the query', async () => {
    const { api, calls } = client(() => BOOKING);
    const result = await api.readBooking('t0k3n');
    expect(calls[0]!.url.pathname).toBe('/api/booking.php');
    expect(calls[0]!.url.searchParams.get('manage_token')).toBe('t0k3n');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.booking.due).toBe(1260);
    expect(result.value.booking.objects[0]!.rate?.terms.fees[0]).toEqual({ from: '2027-06-25', percent: 50 });
    expect(result.value.booking.cancellation).toEqual({ allowed: true, reason: '', fee: 0, refund: 0 });
    expect(result.value.booking.cancel_fee).toBeUndefined();
  });

  it('cancels with a POST to cancel.php carrying the token and an idempotency key', async () => {
    const cancelled = { ...BOOKING, booking: { ...BOOKING.booking, status: 'cancelled', cancelled_on: '2027-03-02', cancel_fee: '0.00', refund: '0.00' } };
    const { api, calls } = client(() => cancelled);
    const result = await api.cancelBooking({ manageToken: 't0k3n', idempotencyKey: 'cancel-attempt-1' });
    expect(calls[0]!.url.pathname).toBe('/api/cancel.php');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ manage_token: 't0k3n', idempotency_key: 'cancel-attempt-1' });
    expect(result.ok && result.value.booking.status).toBe('cancelled');
    expect(result.ok && result.value.booking.cancel_fee).toBe(0);
  });

  it("passes the server's words on a wrong token, with no booking", async () => {
    const { api } = client(() => ({ error: 'Diese Buchung gibt es nicht.' }), 404);
    const result = await api.readBooking('wrong');
    expect(result).toEqual({ ok: false, error: { kind: 'http', message: 'Diese Buchung gibt es nicht.', status: 404 } });
  });
});
