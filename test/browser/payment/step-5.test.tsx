import { expect } from 'chai';
import { createStore } from 'jotai';
import { arrivalAtom, departureAtom } from '../../../src/state/dates';
import { keepBooking, keptBookingAtom, paymentStorageKey } from '../../../src/state/payment';
import { PaymentFailed } from '../../../src/screens/payment-failed';
import { Step5 } from '../../../src/screens/step-5';
import { fakeApi, type FakeApi } from '../calendar/fixtures';
import { renderWidget, waitFor, type Rendered } from '../support/render';
import { payment, thanksAnswer } from './fixtures';

let rendered: Rendered | undefined;
let api: FakeApi | undefined;
const restores: Array<() => void> = [];
afterEach(() => {
  rendered?.unmount();
  api?.restore();
  sessionStorage.removeItem(paymentStorageKey(''));
  while (restores.length > 0) restores.pop()!();
});

const $ = (selector: string) => rendered!.shadowRoot.querySelector<HTMLElement>(selector);
const $$ = (selector: string) => [...rendered!.shadowRoot.querySelectorAll<HTMLElement>(selector)];
const fact = (name: string) => $(`[data-fact="${name}"] dd`)?.textContent;
const buttonNamed = (name: string) => $$('button').find((button) => button.textContent === name);

function showStep5(status: 'pending' | 'paid' = 'pending', lang: 'cs' | 'en' = 'cs') {
  api = fakeApi({ thanks: () => thanksAnswer(status) });
  const store = createStore();
  store.set(arrivalAtom, '2026-12-04');
  store.set(departureAtom, '2026-12-07');
  keepBooking(store, sessionStorage, '', payment(), 'attempt-1');
  rendered = renderWidget(<Step5 />, { store, lang, route: '/step-5' });
  return store;
}

describe('step 5', () => {
  it('thanks with the booking number, the stay, the amount due and how to pay; the kept stay is cleared', async () => {
    const store = showStep5();
    await waitFor(() => $('h2')?.textContent === 'Děkujeme, těšíme se na vás!');
    await waitFor(() => fact('payment-status') === 'Čeká na platbu');
    expect(fact('booking-number')).to.equal('26000009');
    expect(fact('check-in')).to.equal('04.12.2026');
    expect(fact('check-out')).to.equal('07.12.2026');
    expect(fact('nights')).to.equal('3 noci');
    expect($('.bw-confirmation__text')!.textContent).to.equal('Rezervace je uložena. Podrobnosti najdete v e-mailu.');
    expect($('.bw-payment h3')!.textContent).to.equal('Jak zaplatit');
    expect($$('.bw-confirmation__next li')[0]!.textContent).to.equal('Potvrzení rezervace jsme vám poslali e-mailem.');
    expect(api!.calls.find((url) => url.pathname.endsWith('thanks.php'))!.searchParams.get('uuid')).to.equal('51043773-cb1d-4cfb-b4fe-632317f3b2f1');
    await waitFor(() => store.get(arrivalAtom) === '' && store.get(departureAtom) === '');
    // The booking itself stays known (a reload, or step 4 refusing to book it again).
    expect(store.get(keptBookingAtom)?.status).to.equal('booked');
  });

  it('shows no payment details once the booking is paid', async () => {
    showStep5('paid', 'en');
    await waitFor(() => fact('payment-status') === 'Paid');
    expect($('.bw-payment') === null).to.equal(true);
    expect($('h3.bw-confirmation__heading')!.textContent).to.equal('What happens next');
  });

  it('finds the booking in this tab after the payment page reloaded the host page', async () => {
    api = fakeApi({ thanks: () => thanksAnswer('paid') });
    // What keepBooking stored before the page went to the payment gateway.
    const kept = payment({}, { show_qr: false });
    sessionStorage.setItem(paymentStorageKey(''), JSON.stringify({ status: 'booked', uuid: kept.booking.uuid, attemptKey: '', payment: kept }));
    rendered = renderWidget(<Step5 />, { route: '/step-5' });
    await waitFor(() => fact('payment-status') === 'Zaplaceno');
    expect(fact('booking-number')).to.equal('26000009');
    expect(rendered.store.get(keptBookingAtom)?.payment.price).to.equal(6420);
  });

  it('says plainly when this browser has no booking to show', async () => {
    api = fakeApi({});
    sessionStorage.setItem(paymentStorageKey(''), '{"status":"booked","payment":{"nonsense":1}}');
    rendered = renderWidget(<Step5 />, { route: '/step-5' });
    await waitFor(() => $('[role="status"]')?.textContent?.includes('potvrzovacím e-mailu'));
    expect(api.calls).to.have.length(0);
    buttonNamed('Zpět na výběr termínu')!.click();
    await waitFor(() => rendered!.route() === '/');
  });

  it('a failed thanks call says why and tries again', async () => {
    let refuse = true;
    api = fakeApi({ thanks: () => (refuse ? { error: 'Rezervaci jsme nenašli.' } : thanksAnswer()) });
    const store = createStore();
    keepBooking(store, null, '', payment());
    rendered = renderWidget(<Step5 />, { store, route: '/step-5' });
    await waitFor(() => $('[role="alert"]')?.textContent?.startsWith('Rezervaci jsme nenašli.'));
    refuse = false;
    buttonNamed('Zkusit znovu')!.click();
    await waitFor(() => fact('payment-status') === 'Čeká na platbu');
    expect($('[role="alert"]') === null).to.equal(true);
  });

  it('downloads the stay as an .ics named after the booking number, and revokes its URL', async () => {
    const blobs: Blob[] = [];
    const revoked: string[] = [];
    const downloads: string[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    const click = HTMLAnchorElement.prototype.click;
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:test-calendar';
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    };
    restores.push(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
      HTMLAnchorElement.prototype.click = click;
    });
    showStep5();
    await waitFor(() => fact('payment-status') === 'Čeká na platbu');
    buttonNamed('Přidat do kalendáře')!.click();
    await waitFor(() => downloads.length === 1);
    expect(downloads[0]).to.equal('booking-26000009.ics blob:test-calendar');
    expect(blobs[0]!.type).to.equal('text/calendar;charset=utf-8');
    const ics = (await blobs[0]!.text()).replace(/\r\n /g, '');
    expect(ics).to.contain('DTSTART;VALUE=DATE:20261204\r\n');
    expect(ics).to.contain('DTEND;VALUE=DATE:20261207\r\n');
    expect(ics).to.contain('SUMMARY:Penzion U Staré lípy – Rezervace 26000009\r\n');
    await waitFor(() => revoked.includes('blob:test-calendar'));
  });

  it('prints the confirmation alone, from a frame inside the widget', async () => {
    let printed = '';
    const print = window.print;
    showStep5();
    await waitFor(() => fact('payment-status') === 'Čeká na platbu');
    // The frame's window prints; catch what it holds at that moment.
    const append = ShadowRoot.prototype.append;
    ShadowRoot.prototype.append = function (this: ShadowRoot, ...nodes: (Node | string)[]) {
      append.apply(this, nodes);
      for (const node of nodes) {
        if (node instanceof HTMLIFrameElement && node.contentWindow) {
          const frameWindow = node.contentWindow;
          frameWindow.print = () => {
            printed = node.contentDocument!.body.textContent ?? '';
            frameWindow.dispatchEvent(new Event('afterprint'));
          };
        }
      }
    };
    restores.push(() => {
      ShadowRoot.prototype.append = append;
      window.print = print;
    });
    const printButton = buttonNamed('Vytisknout potvrzení')!;
    printButton.focus();
    printButton.click();
    await waitFor(() => printed !== '');
    // The frame is gone and the guest's focus is back on the button.
    await waitFor(() => $('iframe') === null && rendered!.shadowRoot.activeElement === printButton);
    expect(printed).to.contain('26000009');
    expect(printed).to.contain('Co bude dál');
    expect(printed).to.not.contain('Přidat do kalendáře');
  });

  it('"Make another booking" forgets the booking and goes to step 1', async () => {
    const store = showStep5('paid', 'en');
    await waitFor(() => fact('payment-status') === 'Paid');
    buttonNamed('Make another booking')!.click();
    await waitFor(() => rendered!.route() === '/');
    expect(store.get(keptBookingAtom)).to.equal(null);
    expect(sessionStorage.getItem(paymentStorageKey(''))).to.equal(null);
  });
});

describe('payment failed', () => {
  it('keeps the booking, says what happened and offers to pay again or by transfer', async () => {
    const store = createStore();
    keepBooking(store, sessionStorage, '', payment());
    rendered = renderWidget(<PaymentFailed />, { store, route: '/payment-failed' });
    await waitFor(() => $('h2')?.textContent === 'Platba neproběhla');
    expect($('[role="alert"]')!.textContent).to.contain('Platba se nezdařila. Zkuste to prosím znovu nebo zvolte převod.');
    expect($('[role="alert"]')!.textContent).to.contain('Vaše rezervace 26000009 zůstává uložená');
    expect($('a.bw-payment__online')!.textContent).to.equal('Zaplatit kartou znovu');
    expect($$('.bw-payment__bank-row')).to.have.length(3);
    expect($('.bw-payment h3')!.textContent).to.equal('Zaplaťte znovu nebo převodem');
  });

  it('in English too', async () => {
    const store = createStore();
    keepBooking(store, null, '', payment());
    rendered = renderWidget(<PaymentFailed />, { store, lang: 'en', route: '/payment-failed' });
    await waitFor(() => $('h2')?.textContent === 'The payment did not go through');
    expect($('a.bw-payment__online')!.textContent).to.equal('Pay by card again');
  });
});
