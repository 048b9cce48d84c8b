// The guest's booking page with card payment (issue 51): the payment's state,
// "Pay" while something is due (a new card payment by the link's token), and
// after cancelling a paid booking how much comes back, which way and by when.
import { expect } from 'chai';
import { informHost } from '../../../src/element/host-events';
import { BookingPage } from '../../../src/screens/booking-page';
import { renderWidget, waitFor, type Rendered } from '../support/render';

let rendered: Rendered | undefined;
const restores: Array<() => void> = [];
afterEach(() => {
  rendered?.unmount();
  while (restores.length > 0) restores.pop()!();
});

const NBSP = '\u00a0';
const TOKEN = 'Zm9vYmFyLXNlY3JldC10b2tlbi0xMjM0NTY3ODk';
const $ = (selector: string) => rendered!.shadowRoot.querySelector<HTMLElement>(selector);
const button = (name: string) => [...rendered!.shadowRoot.querySelectorAll('button')].find((element) => element.textContent === name);
const gatewayLink = `${location.origin}${location.pathname}${location.search}#gateway-page`;

function answer(state: 'due' | 'paid' | 'cancelled') {
  return {
    booking: {
      status: state === 'cancelled' ? 'cancelled' : 'confirmed',
      variable_symbol: '27000012',
      from: '2027-07-09',
      to: '2027-07-12',
      nights: '3',
      objects: [{ id: '1', name: 'Pokoj Lípa' }],
      price: '4200.00',
      paid: state === 'due' ? '0.00' : '4200.00',
      due: state === 'due' ? '4200.00' : '0.00',
      currency_text: 'Kč',
      payment_status: { due: 'pending', paid: 'paid', cancelled: 'refunded' }[state],
      paid_amount: state === 'due' ? '0.00' : '4200.00',
      refunded_amount: state === 'cancelled' ? '4200.00' : '0.00',
      can_pay: state === 'due' ? '1' : '0',
      cancellation: { allowed: state === 'cancelled' ? '0' : '1', reason: '', fee: '0.00', refund: state === 'due' ? '0.00' : '4200.00' },
      cancelled_on: state === 'cancelled' ? '2026-12-02' : '',
      cancel_fee: state === 'cancelled' ? '0.00' : '',
      refund: state === 'cancelled' ? '4200.00' : '',
    },
    property_name: 'Penzion U Staré lípy',
    ...(state === 'cancelled' ? { refund: { amount: '4200.00', method: 'card', expected_by: '2026-12-12' } } : {}),
  };
}

/** The API: `booking` reads the page, `pay` and `cancel` answer as given; every POST body is kept. */
function showPage(booking: object, answers: Record<string, () => Response>, lang: 'cs' | 'en' = 'en') {
  const bodies: Record<string, Record<string, unknown>> = {};
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const name = new URL(String(input)).pathname.replace(/^.*\//, '').replace(/\.php$/, '');
    if (typeof init?.body === 'string') bodies[name] = JSON.parse(init.body) as Record<string, unknown>;
    if (name === 'booking') return Response.json(booking);
    return answers[name]?.() ?? new Response('{}', { status: 404 });
  };
  restores.push(() => (globalThis.fetch = original));
  rendered = renderWidget(<BookingPage />, { lang, route: '/booking', attributes: { 'manage-token': TOKEN } });
  return bodies;
}

describe('the booking page with card payment', () => {
  it('shows the payment as due with a Pay button that starts a new card payment by the link', async () => {
    const before = location.hash;
    restores.push(() => history.replaceState(null, '', before || location.pathname + location.search));
    const bodies = showPage(answer('due'), {
      pay: () => Response.json({ online_payment_link: gatewayLink, payment: { status: 'pending', amount: '4200.00', currency: 'CZK', hold_expires_at: '2026-12-01T11:00:00Z' } }),
    });
    const pay = await waitFor(() => button('Pay'));
    expect($('[data-fact="payment-status"] dd')!.textContent).to.equal('Awaiting payment');
    expect($('.bw-managed__pay')!.textContent).to.contain(`Still to pay: 4${NBSP}200,00${NBSP}Kč. You can pay by card now.`);
    pay.click();
    await waitFor(() => location.hash === '#gateway-page');
    expect(bodies.pay!.manage_token).to.equal(TOKEN);
  });

  it('in Czech too, and without a Pay button once paid', async () => {
    showPage(answer('paid'), {}, 'cs');
    await waitFor(() => $('.bw-managed'));
    expect($('[data-fact="payment-status"] dd')!.textContent).to.equal('Zaplaceno');
    expect(button('Zaplatit')).to.equal(undefined);
  });

  it('a cancelled paid booking shows the refund to the card and by when', async () => {
    showPage(answer('paid'), { cancel: () => Response.json(answer('cancelled')) });
    (await waitFor(() => button('Cancel booking'))).click();
    (await waitFor(() => button('Yes, cancel booking'))).click();
    await waitFor(() => $('[data-refund="card"]'));
    expect($('[data-refund="card"]')!.textContent).to.equal(`We are refunding 4${NBSP}200,00${NBSP}Kč to your card; it should reach you by 12 December 2026.`);
    expect($('[data-fact="payment-status"] dd')!.textContent).to.equal('Refunded');
  });

  it('tells the host each payment state it shows, once, with nothing but the status', async () => {
    const heard: unknown[] = [];
    showPage(answer('paid'), { cancel: () => Response.json(answer('cancelled')) });
    const events = informHost(rendered!.instance, '');
    restores.push(() => events.release());
    rendered!.host.addEventListener('bw-payment-change', (event) => heard.push((event as CustomEvent).detail));
    await waitFor(() => heard.length === 1);
    expect(heard).to.deep.equal([{ status: 'paid' }]);
    (await waitFor(() => button('Cancel booking'))).click();
    (await waitFor(() => button('Yes, cancel booking'))).click();
    await waitFor(() => heard.length === 2);
    expect(heard[1]).to.deep.equal({ status: 'refunded' });
    // The same state shown again is not news.
    await new Promise((done) => setTimeout(done, 100));
    expect(heard).to.have.length(2);
    expect(JSON.stringify(heard)).not.to.contain(TOKEN).and.not.to.contain('27000012');
  });
});
