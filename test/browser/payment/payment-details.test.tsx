import { expect } from 'chai';
import type { Payment } from '../../../src/api/schemas/payment';
import { PaymentDetails, type PaymentDetailsProps } from '../../../src/screens/payment/PaymentDetails';
import { renderWidget, waitFor, type Rendered } from '../support/render';
import { payment, PNG, WithLaterTexts } from './fixtures';

let rendered: Rendered | undefined;
const restores: Array<() => void> = [];
afterEach(() => {
  rendered?.unmount();
  while (restores.length > 0) restores.pop()!();
});

const NBSP = '\u00a0';
const $ = (selector: string) => rendered!.shadowRoot.querySelector<HTMLElement>(selector);
const $$ = (selector: string) => [...rendered!.shadowRoot.querySelectorAll<HTMLElement>(selector)];
const buttonNamed = (name: string) => $$('button').find((button) => button.textContent === name);

async function show(answer: Payment, props: Partial<PaymentDetailsProps> = {}, lang: 'cs' | 'en' = 'cs') {
  rendered = renderWidget(
    <WithLaterTexts>
      <PaymentDetails payment={answer} {...props} />
    </WithLaterTexts>,
    { lang },
  );
  await waitFor(() => $('.bw-payment'));
}

function stub<T extends object, K extends keyof T>(target: T, key: K, value: T[K]) {
  const had = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { configurable: true, writable: true, value });
  restores.push(() => (had ? Object.defineProperty(target, key, had) : delete target[key]));
}

describe('PaymentDetails', () => {
  it('shows the amounts with the server texts, the bank details, the QR image and both links', async () => {
    await show(payment());
    expect($('h3')!.textContent).to.equal('Platba');
    expect($('[data-testid="payment-price"]')!.textContent).to.equal(`6${NBSP}420,00${NBSP}Kč`);
    expect($('[data-testid="payment-due"]')!.textContent).to.equal(`1${NBSP}926,00${NBSP}Kč`);
    expect($('.bw-payment__due dt')!.textContent).to.equal('Záloha');
    expect($$('.bw-payment__text').map((p) => p.textContent)).to.deep.equal([
      'Děkujeme za rezervaci. Níže najdete údaje k platbě.',
      'Zálohu 30 % uhraďte do 5 dnů.',
    ]);
    const rows = $$('.bw-payment__bank-row').map((row) => [row.querySelector('dt')!.textContent, row.querySelector('.bw-payment__value')!.textContent]);
    expect(rows).to.deep.equal([
      ['Číslo účtu', '2801234567/2010'],
      ['IBAN', 'CZ1120100000002801234567'],
      ['Variabilní symbol', '26000009'],
    ]);
    // Each copy button's name says what it copies.
    expect($$('.bw-copy-button').map((button) => button.textContent)).to.deep.equal(['Kopírovat Číslo účtu', 'Kopírovat IBAN', 'Kopírovat Variabilní symbol']);
    const qr = $('img.bw-qr-code') as HTMLImageElement;
    expect(qr.getAttribute('src')).to.equal(PNG);
    expect(qr.alt).to.equal(`QR kód pro platbu 1${NBSP}926,00${NBSP}Kč převodem`);
    const online = $('a.bw-payment__online') as HTMLAnchorElement;
    expect(online.textContent).to.equal('Zaplatit kartou online');
    expect(online.href).to.equal('http://127.0.0.1:9/demo-payment/51043773?lang=cs');
    const insurance = $('.bw-payment__insurance a') as HTMLAnchorElement;
    expect(insurance.textContent).to.equal('Cestovní pojištění');
    expect(insurance.rel).to.contain('noopener');
  });

  it('speaks English and says "Amount" when the whole price is due now', async () => {
    await show(payment({ deposit: 6420, currency_text: 'CZK' }), {}, 'en');
    expect($('h3')!.textContent).to.equal('Payment');
    expect($('.bw-payment__due dt')!.textContent).to.equal('Amount');
    expect($$('.bw-payment__bank-row dt').map((dt) => dt.textContent)).to.deep.equal(['Bank account', 'IBAN', 'Payment reference (variable symbol)']);
  });

  it('leaves out each way to pay that its setting turns off', async () => {
    await show(payment({}, { show_bank: false }));
    expect($$('.bw-payment__bank-row')).to.have.length(0);
    expect($$('.bw-copy-button')).to.have.length(0);
    expect($('img.bw-qr-code') !== null).to.equal(true);
    rendered!.unmount();

    await show(payment({}, { show_qr: false }));
    expect($('img.bw-qr-code') === null).to.equal(true);
    expect($$('.bw-payment__bank-row')).to.have.length(3);
    rendered!.unmount();

    await show(payment({}, { show_online_payment: false }));
    expect($('a.bw-payment__online') === null).to.equal(true);
    rendered!.unmount();

    await show(payment(), { showInsurance: false, onlinePaymentLabel: 'Zaplatit kartou znovu', heading: 'Jak zaplatit' });
    expect($('.bw-payment__insurance') === null).to.equal(true);
    expect($('a.bw-payment__online')!.textContent).to.equal('Zaplatit kartou znovu');
    expect($('h3')!.textContent).to.equal('Jak zaplatit');
  });

  it('never turns a non-http link into an href', async () => {
    await show(payment({ online_payment_link: 'javascript:alert(1)', insurance_link: 'data:text/html,x' }));
    expect($('a.bw-payment__online') === null).to.equal(true);
    expect($('.bw-payment__insurance') === null).to.equal(true);
  });

  it('copies a detail to the clipboard and announces it politely', async () => {
    const copied: string[] = [];
    stub(navigator, 'clipboard', { writeText: async (text: string) => void copied.push(text) } as unknown as Clipboard);
    await show(payment());
    buttonNamed('Kopírovat IBAN')!.click();
    await waitFor(() => buttonNamed('Zkopírováno IBAN'));
    expect(copied).to.deep.equal(['CZ1120100000002801234567']);
    const status = $$('[role="status"]').find((region) => region.textContent !== '');
    expect(status!.textContent).to.equal('Zkopírováno: IBAN');
    expect(status!.getAttribute('aria-live')).to.equal('polite');
  });

  it('falls back to a selection copy when the Clipboard API is refused', async () => {
    stub(navigator, 'clipboard', { writeText: () => Promise.reject(new Error('denied')) } as unknown as Clipboard);
    const selected: string[] = [];
    stub(document, 'execCommand', ((command: string) => {
      const field = rendered!.shadowRoot.querySelector('textarea');
      selected.push(`${command}:${field?.value ?? ''}`);
      return true;
    }) as typeof document.execCommand);
    await show(payment());
    buttonNamed('Kopírovat Variabilní symbol')!.click();
    await waitFor(() => buttonNamed('Zkopírováno Variabilní symbol'));
    expect(selected).to.deep.equal(['copy:26000009']);
    expect(rendered!.shadowRoot.querySelector('textarea') === null).to.equal(true);
  });

  it('says so when copying fails altogether', async () => {
    stub(navigator, 'clipboard', undefined as unknown as Clipboard);
    stub(document, 'execCommand', (() => false) as typeof document.execCommand);
    await show(payment());
    buttonNamed('Kopírovat Číslo účtu')!.click();
    await waitFor(() => $$('[role="status"]').some((region) => region.textContent?.startsWith('Zkopírovat se nepodařilo')));
  });

  it('draws the QR code from its content when no image comes', async () => {
    await show(payment({ qr_img: '' }));
    const qr = await waitFor(() => $('img.bw-qr-code') as HTMLImageElement | null);
    expect(qr.getAttribute('src')).to.match(/^data:image\/png;base64,/);
    expect(qr.getAttribute('src')).to.not.equal(PNG);
    await waitFor(() => qr.complete && qr.naturalWidth > 100);
    expect(qr.alt).to.contain('QR kód pro platbu');
  });
});
