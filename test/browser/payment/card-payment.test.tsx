// Card payment on step 5 and payment-failed (issue 51): the widget says
// "Payment received" only when the server does, asks again with backoff while
// the gateway's notification is on its way, then says plainly where the payment
// stands; a declined card is tried again as a new payment for the same booking.
import { expect } from 'chai';
import { createStore } from 'jotai';
import { informHost } from '../../../src/element/host-events';
import { keepBooking, keptBookingAtom, paymentStorageKey } from '../../../src/state/payment';
import { PaymentFailed } from '../../../src/screens/payment-failed';
import { Step5 } from '../../../src/screens/step-5/Step5';
import type { Payment } from '../../../src/api/schemas/payment';
import { waitFor } from '../support/render';
import { widgetTest } from '../support/widget-test';
import { payment, thanksAnswer } from './fixtures';

type Status = 'pending' | 'paid' | 'failed' | 'expired';

const widget = widgetTest();
const { $, $$, button } = widget;
afterEach(() => sessionStorage.removeItem(paymentStorageKey('')));

const fact = (name: string) => $(`[data-fact="${name}"] dd`)?.textContent;

/** The API as the server answers: thanks from `statuses` in turn (the last one repeats), pay as `pay` says. */
function fakeServer(statuses: Status[], pay: () => Response = () => Response.json(payAnswer())) {
  let asked = 0;
  widget.answer({
    thanks: () => {
      const status = statuses[Math.min(asked, statuses.length - 1)]!;
      asked += 1;
      // The fixture's type knows the older states; the wire carries every one of issue 51's.
      return thanksAnswer(status as 'pending');
    },
    pay,
  });
  return { calls: () => widget.calls, thanksAsked: () => asked };
}

/** A book answer with a card payment waiting (the contract's `payment`). */
function cardBooking(): Payment {
  return {
    ...payment({ online_payment_link: `${location.origin}${location.pathname}${location.search}#gateway-1` }),
    payment: { status: 'pending', amount: 1926, currency: 'CZK', hold_expires_at: '2026-12-01T10:30:00Z' },
  };
}

/** A link that moves only this page's fragment, so "leaving for the gateway" keeps the test page. */
const gatewayLink = (name: string) => `${location.origin}${location.pathname}${location.search}#${name}`;

function payAnswer(link = gatewayLink('gateway-2')) {
  return { online_payment_link: link, payment: { status: 'pending', amount: '1926.00', currency: 'CZK', hold_expires_at: '2026-12-01T11:00:00Z' } };
}

/** Step 5 of a card booking, with the minute of asking shortened; the host's events are heard. */
function showStep5(delays: number[], lang: 'cs' | 'en' = 'cs') {
  const store = createStore();
  keepBooking(store, sessionStorage, '', cardBooking(), 'attempt-1');
  const rendered = widget.show(<Step5 confirmDelays={delays} />, { store, lang, route: '/step-5' });
  const events = informHost(rendered.instance, '');
  widget.later(() => events.release());
  const heard: string[] = [];
  rendered.host.addEventListener('bw-payment-change', (event) => heard.push((event as CustomEvent<{ status: string }>).detail.status));
  return heard;
}

describe('step 5 of a card booking', () => {
  it('says it is confirming while the server says pending, asks again, and says "Payment received" once paid', async () => {
    const server = fakeServer(['pending', 'pending', 'paid']);
    const heard = showStep5([40, 40, 40, 40]);
    await waitFor(() => $('[data-card-state="confirming"]') !== null);
    expect($('[data-card-state="confirming"]')!.textContent).to.equal('Ověřujeme vaši platbu kartou. Obvykle to trvá jen pár sekund.');
    expect(fact('payment-status')).to.equal('Ověřujeme platbu…');
    // Nothing to pay while the payment is being confirmed: no second payment by mistake.
    expect($('.bw-payment')).to.equal(null);
    await waitFor(() => $('[data-card-state="paid"]')?.textContent === 'Platba přijata');
    expect(server.thanksAsked()).to.equal(3);
    expect(fact('payment-status')).to.equal('Zaplaceno');
    // The host hears of it from an effect after the paint: once, and nothing else.
    await waitFor(() => heard.length >= 2);
    expect(heard).to.deep.equal(['pending', 'paid']);
    // Paid: the widget stops asking.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.thanksAsked()).to.equal(3);
  });

  it('after the minute without word says the payment is not confirmed and what to do, and can check again', async () => {
    const server = fakeServer(['pending', 'pending', 'pending', 'paid']);
    showStep5([30, 30], 'en');
    await waitFor(() => $('[data-card-state="unconfirmed"]') !== null);
    expect(server.thanksAsked()).to.equal(3);
    expect($('[data-card-state="unconfirmed"]')!.textContent).to.contain(
      'We have not received confirmation of your card payment yet. If you paid, do not pay again',
    );
    expect(fact('payment-status')).to.equal('Awaiting payment');
    // How to pay shows again: the guest may have left the gateway before paying.
    expect($('.bw-payment')).to.not.equal(null);
    button('Check the payment again')!.click();
    await waitFor(() => $('[data-card-state="paid"]')?.textContent === 'Payment received');
  });

  it('a declined card goes to payment-failed; the host hears each state once', async () => {
    fakeServer(['pending', 'failed']);
    const heard = showStep5([30, 30, 30]);
    await waitFor(() => widget.rendered.route() === '/payment-failed');
    expect(heard).to.deep.equal(['pending', 'failed']);
  });

  it('a hold that ran out says the booking was released and offers to book again', async () => {
    fakeServer(['expired']);
    showStep5([30], 'en');
    await waitFor(() => $('[data-card-state="expired"]') !== null);
    expect($('[role="alert"]')!.textContent).to.contain('the booking was released and its dates are available again');
    expect(fact('payment-status')).to.equal('Not paid in time; booking released');
    expect($('.bw-payment')).to.equal(null);
    button('Book again')!.click();
    await waitFor(() => widget.rendered.route() === '/');
    expect(widget.rendered.store.get(keptBookingAtom)).to.equal(null);
  });

  it('a bank transfer is not confirmed by asking: one thanks call, no card notice', async () => {
    const server = fakeServer(['pending', 'paid']);
    const store = createStore();
    keepBooking(store, sessionStorage, '', payment(), 'attempt-1');
    widget.show(<Step5 confirmDelays={[20, 20]} />, { store, route: '/step-5' });
    await waitFor(() => fact('payment-status') === 'Čeká na platbu');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(server.thanksAsked()).to.equal(1);
    expect($('[data-card-state]')).to.equal(null);
  });
});

describe('payment-failed of a card booking', () => {
  function showFailed(statuses: Status[], pay?: () => Response, lang: 'cs' | 'en' = 'cs') {
    const server = fakeServer(statuses, pay);
    const store = createStore();
    keepBooking(store, sessionStorage, '', cardBooking(), 'attempt-1');
    widget.show(<PaymentFailed />, { store, lang, route: '/payment-failed' });
    return server;
  }

  it('tries the card again: a new payment for the same booking, and the guest leaves for its page', async () => {
    const before = location.hash;
    widget.later(() => history.replaceState(null, '', before || location.pathname + location.search));
    const server = showFailed(['failed']);
    await waitFor(() => button('Zkusit kartu znovu') !== undefined);
    expect($('[role="alert"]')!.textContent).to.contain('Vaše rezervace 26000009 zůstává uložená');
    // The spent payment page is not offered; the bank transfer is.
    expect($('a.bw-payment__online')).to.equal(null);
    expect($('.bw-payment h3')!.textContent).to.equal('Nebo zaplaťte převodem');
    expect($$('.bw-payment__bank-row')).to.have.length(3);
    button('Zkusit kartu znovu')!.click();
    await waitFor(() => location.hash === '#gateway-2');
    const pay = server.calls().find((call) => call.name === 'pay')!;
    expect(pay.body!.uuid).to.equal('51043773-cb1d-4cfb-b4fe-632317f3b2f1');
    // The same booking, kept with its new payment page (the return reloads the host page).
    const kept = JSON.parse(sessionStorage.getItem(paymentStorageKey(''))!) as { uuid: string; payment: Payment };
    expect(kept.uuid).to.equal('51043773-cb1d-4cfb-b4fe-632317f3b2f1');
    expect(kept.payment.online_payment_link).to.equal(gatewayLink('gateway-2'));
  });

  it('says why when the booking can no longer be paid', async () => {
    showFailed(['failed'], () => Response.json({ error: 'expired' }, { status: 422 }), 'en');
    await waitFor(() => button('Try the card again') !== undefined);
    button('Try the card again')!.click();
    await waitFor(() => $('.bw-form-error')?.textContent === 'This booking can no longer be paid: it was cancelled, or its time to pay ran out.');
  });

  it('goes to step 5 when the server says it is paid after all', async () => {
    showFailed(['paid']);
    await waitFor(() => widget.rendered.route() === '/step-5');
  });
});
