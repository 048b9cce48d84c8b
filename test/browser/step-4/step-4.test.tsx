// Step 4 in Chromium: the recap, the ways to pay, and every state of Book as
// the guest sees it, against a fake booking API.
import { expect } from 'chai';
import { bookingAttemptAtom } from '../../../src/state/book';
import { checkoutFormAtom } from '../../../src/state/checkout';
import { stepOneNoticeAtom } from '../../../src/state/notice';
import { serverTextsAtom } from '../../../src/state/startup';
import { keepBooking, keptBookingAtom, paymentStorageKey } from '../../../src/state/payment';
import { Step4 } from '../../../src/screens/step-4';
import { payment } from '../payment/fixtures';
import { renderWidget, waitFor, type Rendered } from '../support/render';
import { ARRIVAL, fakeBookingApi, paymentAnswer, stepFourStore, summaryAnswer, selection, type FakeBookingApi, type Reply } from './fixtures';

let rendered: Rendered | undefined;
let api: FakeBookingApi | undefined;
afterEach(() => {
  rendered?.unmount();
  api?.restore();
  for (const part of ['booking', 'checkout', 'attempt']) sessionStorage.removeItem(`booking-widget:default:${part}`);
});

const $ = (selector: string) => rendered!.shadowRoot.querySelector<HTMLElement>(selector);
const $$ = (selector: string) => [...rendered!.shadowRoot.querySelectorAll<HTMLElement>(selector)];
/** Texts with the no-break spaces of prices read as plain spaces. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
const fact = (name: string) => plain($(`[data-fact="${name}"] dd`)?.textContent);
const button = (name: string) => $$('button').find((candidate) => plain(candidate.textContent) === name);
const link = (name: string) => $$('a').find((candidate) => candidate.textContent === name);
const alertText = () => plain($('[role="alert"]')?.textContent) ?? '';
const bookCalls = () => api!.calls.filter((call) => call.name === 'book');

/** Step 4 with a summary of `total` (the check before booking gets `checkTotal`) and `book` answering as given. */
async function showStepFour(options: {
  total?: number;
  checkTotal?: number;
  book?: (call: { body: Record<string, unknown> | null }) => Reply | Promise<Reply>;
  available?: boolean;
  showOnline?: boolean;
  lang?: 'cs' | 'en';
} = {}) {
  const total = options.total ?? 7720;
  let summaries = 0;
  api = fakeBookingApi({
    summary: () => {
      summaries += 1;
      return { body: summaryAnswer(summaries === 1 ? total : (options.checkTotal ?? total)) };
    },
    selection: () => ({ body: selection({ available: options.available }) }),
    availability: () => ({ body: { data: { unavailable: [], available_in: [], available_out: [] }, settings: {} } }),
    book: options.book ?? (() => ({ body: paymentAnswer() })),
  });
  const store = stepFourStore({ showOnline: options.showOnline });
  rendered = renderWidget(<Step4 />, { store, lang: options.lang ?? 'en', route: '/step-4' });
  await waitFor(() => fact('total') && $('.bw-book__button')?.getAttribute('aria-disabled') !== 'true');
  return store;
}

describe('step 4', () => {
  it('recaps the stay, the guest and the price, each part with a link to the step that changes it', async () => {
    await showStepFour();
    expect($('h2')!.textContent).to.equal('Payment and booking');
    expect(fact('check-in')).to.equal('01.02.2027');
    expect(fact('check-out')).to.equal('03.02.2027');
    expect(fact('nights')).to.equal('2 nights');
    const accommodation = $('[data-part="accommodation"]')!.textContent!;
    expect(accommodation).to.contain('Apartment Dub');
    expect(accommodation).to.contain('Guests: Adults 2, Children 1');
    expect(accommodation).to.contain('Extras: Breakfast 3×');
    expect(fact('check-in-hour')).to.equal('16:00');
    expect(fact('name')).to.equal('Anna Nováková');
    expect(fact('address')).to.equal('Husova 3, 397 01 Písek, Czechia');
    expect(fact('phone')).to.equal('+420 603 123 456');
    expect(fact('note')).to.equal('Late arrival');
    expect(fact('referral')).to.equal('Internet search');
    expect(fact('company')).to.equal('Statek s.r.o.');
    expect(fact('company-id')).to.equal('45317054');
    expect(fact('total')).to.equal('7 720,00 CZK');
    expect(fact('due')).to.equal('2 316,00 CZK');
    expect($('[data-fact="due"] dt')!.textContent).to.equal('Deposit');
    expect($('[data-part="price"]')!.textContent).to.contain('Deposit 30 % within 5 days.');
    expect(link('Change dates')!.getAttribute('href')).to.equal('/');
    expect(link('Change accommodation')!.getAttribute('href')).to.equal('/step-2');
    link('Change your details')!.click();
    await waitFor(() => rendered!.route() === '/step-3');
  });

  it("shows the hotelier's directions to the house in the shown language, and none the hotelier did not write", async () => {
    const store = await showStepFour();
    // Its text, not the element: chai would try to print a whole DOM node in its message.
    const directions = () => $('[data-part="accommodation"] .bw-recap__note')?.textContent ?? null;
    expect(directions()).to.equal(null);
    store.set(serverTextsAtom, { lang: 'en', texts: { directions: 'Ring twice at the blue gate.' } });
    await waitFor(() => directions() === 'Ring twice at the blue gate.');
    // Texts of another language (a switch under way) are not shown as this one's.
    store.set(serverTextsAtom, { lang: 'cs', texts: { directions: 'Zazvoňte dvakrát u modré brány.' } });
    await waitFor(() => directions() === null);
  });

  it('offers the ways to pay the settings allow; one way is said without a choice', async () => {
    await showStepFour();
    const radios = $$('input[type="radio"]');
    expect(radios.map((radio) => rendered!.shadowRoot.querySelector(`label[for="${radio.id}"]`)!.textContent)).to.deep.equal([
      'Bank transfer (QR payment)',
      'Pay by card online',
    ]);
    expect((radios[0] as HTMLInputElement).checked).to.equal(true);
    rendered!.unmount();
    api!.restore();

    await showStepFour({ showOnline: false });
    expect($$('input[type="radio"]')).to.have.length(0);
    expect($('.bw-pay-choice')!.textContent).to.contain('Bank transfer (QR payment)');
  });

  it('books once on a double click, busy meanwhile, then keeps the booking, forgets the form and goes to step 5', async () => {
    let answer: (reply: Reply) => void = () => {};
    const store = await showStepFour({ book: () => new Promise<Reply>((resolve) => (answer = resolve)) });
    const book = button('Book now')!;
    book.click();
    book.click();
    await waitFor(() => bookCalls().length === 1);
    expect(book.getAttribute('aria-disabled')).to.equal('true');
    expect(book.getAttribute('aria-busy')).to.equal('true');
    await waitFor(() => $('[role="status"].bw-book__progress')!.textContent === 'Booking your stay…');
    book.click();
    const body = bookCalls()[0]!.body!;
    expect(body).to.include({ from: ARRIVAL, payments: 'bank', time_of_arrival: '16:00', accept_gdpr_compliance: true, note: 'Late arrival' });
    expect((body.customer as Record<string, string>).email).to.equal('anna@example.cz');
    const key = body.idempotency_key;

    answer({ body: paymentAnswer() });
    await waitFor(() => rendered!.route() === '/step-5');
    expect(bookCalls()).to.have.length(1);
    expect(store.get(keptBookingAtom)).to.include({ attemptKey: key, uuid: 'b0c4d5e6-0000-4000-8000-000000000001' });
    expect(JSON.parse(sessionStorage.getItem(paymentStorageKey(''))!).attemptKey).to.equal(key);
    expect(store.get(checkoutFormAtom).billingAddress.firstName).to.equal('');
    expect(store.get(bookingAttemptAtom)).to.equal(null);
  });

  it('names a room taken meanwhile, books nothing and leads back to step 2', async () => {
    await showStepFour();
    api!.answers.selection = () => ({ body: selection({ available: false }) });
    button('Book now')!.click();
    await waitFor(() => alertText().includes('In the meantime another guest booked Apartment Dub for your dates. Your booking has not been made.'));
    expect(bookCalls()).to.have.length(0);
    expect(button('Book now')).to.equal(undefined);
    link('Choose other accommodation')!.click();
    await waitFor(() => rendered!.route() === '/step-2');
  });

  it('tells a changed total and books at the new one when the guest agrees', async () => {
    await showStepFour({ total: 7720, checkTotal: 8020 });
    button('Book now')!.click();
    await waitFor(() => alertText().includes('The total has changed from 7 720,00 CZK to 8 020,00 CZK.'));
    expect(bookCalls()).to.have.length(0);
    await waitFor(() => fact('total') === '8 020,00 CZK');
    button('Book for 8 020,00 CZK')!.click();
    await waitFor(() => rendered!.route() === '/step-5');
    expect(bookCalls()).to.have.length(1);
  });

  it("says the server's reason for a refusal and keeps the guest here", async () => {
    await showStepFour({ book: () => ({ status: 422, body: { error: 'In high season, the minimum stay is 5 nights.' } }) });
    button('Book now')!.click();
    await waitFor(() => alertText().includes('In high season, the minimum stay is 5 nights.'));
    expect(alertText()).to.contain('Change your stay with the links above, then book again.');
    expect(rendered!.route()).to.equal('/step-4');
  });

  it('after a lost answer says why and tries again with the same key', async () => {
    let lose = true;
    await showStepFour({
      book: () => {
        if (lose) throw new TypeError('connection dropped');
        return { body: paymentAnswer() };
      },
    });
    button('Book now')!.click();
    await waitFor(() => alertText().startsWith('The booking did not go through:'), 5000);
    expect(alertText()).to.contain('you will not be booked twice');
    const firstKey = bookCalls()[0]!.body!.idempotency_key;
    lose = false;
    button('Try again')!.click();
    await waitFor(() => rendered!.route() === '/step-5');
    expect(new Set(bookCalls().map((call) => call.body!.idempotency_key))).to.deep.equal(new Set([firstKey]));
  });

  it('sends the guest to step 1 on a 409, with the dates kept, the availability asked again and a notice', async () => {
    const store = await showStepFour({
      lang: 'cs',
      book: () => ({ status: 409, body: { error: 'Zvolený termín už bohužel není volný. Vyberte prosím jiný termín.' } }),
    });
    button('Závazně rezervovat')!.click();
    await waitFor(() => rendered!.route() === '/');
    expect(store.get(stepOneNoticeAtom)).to.deep.equal({
      lines: [
        'Zvolený termín už bohužel není volný. Vyberte prosím jiný termín.',
        'Od 01.02.2027 do 03.02.2027 už není volno: Apartment Dub. Kalendář ukazuje, co je volné teď.',
      ],
      arrival: ARRIVAL,
      departure: '2027-02-03',
    });
    await waitFor(() => api!.calls.some((call) => call.name === 'availability'));
  }).timeout(5000);

  it('never offers a booking this attempt already made: it goes to step 5', async () => {
    api = fakeBookingApi({ summary: () => ({ body: summaryAnswer(7720) }) });
    const store = stepFourStore();
    store.set(bookingAttemptAtom, { key: 'made-it-1', request: '{}' });
    keepBooking(store, sessionStorage, '', payment(), 'made-it-1');
    rendered = renderWidget(<Step4 />, { store, lang: 'en', route: '/step-4' });
    await waitFor(() => rendered!.route() === '/step-5');
  });
});
