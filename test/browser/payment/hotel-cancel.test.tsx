// The hotel's cancellation on the edit screen in Chromium against a fake API
// (issue 51): the dialog is a real modal that shows what goes back by the
// cancellation policy and in full before anything is cancelled, keeps focus
// inside and gives it back to the button; the operator's choice reaches the
// server, and the cancelled booking then says what went back to the card and
// takes the focus. A stale version's refusal shows inside the dialog.
import { expect } from 'chai';
import type { BookingDetails } from '../../../src/api';
import { CancelByHotel } from '../../../src/screens/edit/CancelByHotel';
import { CancelledBooking } from '../../../src/screens/edit/CancelledBooking';
import { useLaterTexts } from '../../../src/screens/later-texts';
import { editedBookingAtom } from '../../../src/state/edit';
import { useAdoptedStyles } from '../../../src/theme/adopt';
import dialogCss from '../../../src/ui/dialog.css?inline';
import { fakeApi, type FakeApi } from '../calendar/fixtures';
import { renderWidget, waitFor, type Rendered } from '../support/render';

let rendered: Rendered | undefined;
let api: FakeApi | undefined;
afterEach(() => {
  rendered?.unmount();
  api?.restore();
});

const NBSP = '\u00a0';
const $ = <T extends Element = HTMLElement>(selector: string) => rendered!.shadowRoot.querySelector<T & Element>(selector);
const button = (name: string) => [...rendered!.shadowRoot.querySelectorAll('button')].find((element) => element.textContent === name);

/** edit_call's booking as the wire carries it: a non-refundable stay with its deposit paid by card. */
function wire(status: 'confirmed' | 'cancelled', refund = '0.00') {
  const cancelled = status === 'cancelled';
  return {
    booking: {
      uuid: 'b-7',
      from: '2027-07-09',
      to: '2027-07-12',
      objects: [{ id: '3', occupancy: { adults: '2' }, services: {}, rate: 'nonref' }],
      time_of_arrival: '',
      coupon: '',
      deposits: 'one',
      note: '',
      rel: '',
      customer: { first_name: 'Jana', last_name: 'Nováková', email: 'jana@example.cz' },
      price: '6000.00',
      deposit: '1800.00',
      custom_amount: '0.00',
      is_custom_amount: '0',
      currency_text: 'Kč',
      variable_symbol: '27000031',
      payment_status: 'paid',
      version: cancelled ? '4' : '3',
      status,
      paid: '1800.00',
      cancellation: { fee: '6000.00', refund: '0.00', full_refund: '1800.00' },
      cancelled_on: cancelled ? '2026-12-02' : '',
      cancel_fee: cancelled ? (refund === '0.00' ? '6000.00' : '0.00') : '',
      refund: cancelled ? refund : '',
    },
    rates: [],
    ...(cancelled && refund !== '0.00' ? { refund: { amount: refund, method: 'card', expected_by: '2026-12-16' } } : {}),
  };
}

/** What edit_call answered, as the edit screen's state holds it (parsed by the same schema). */
async function loaded(answer: ReturnType<typeof wire>): Promise<BookingDetails['booking']> {
  const { BookingDetailsSchema } = await import('../../../src/api/schemas/booking');
  const { parse } = await import('valibot');
  return parse(BookingDetailsSchema, answer).booking;
}

function Panel() {
  useAdoptedStyles(dialogCss);
  if (!useLaterTexts()) return null;
  return (
    <>
      <CancelledBooking />
      <CancelByHotel />
    </>
  );
}

async function show(answers: Parameters<typeof fakeApi>[0]) {
  api = fakeApi(answers);
  rendered = renderWidget(<Panel />, { lang: 'en', route: '/step-2/edit', config: { editToken: 'edit-token', editUuid: 'b-7' } });
  rendered.store.set(editedBookingAtom, await loaded(wire('confirmed')));
}

describe("the hotel's cancellation on the edit screen", () => {
  it('shows both refunds in a modal dialog, cancels in full when chosen, then shows the refund to the card and focuses it', async () => {
    await show({ edit_cancel: () => wire('cancelled', '1800.00'), availability: () => ({ data: { unavailable: [], available_in: [], available_out: [] }, settings: {} }) });
    await waitFor(() => $('.bw-edit__cancel'));
    expect($('.bw-edit__cancel')!.textContent).to.contain(`The guest has paid 1${NBSP}800,00${NBSP}Kč.`);
    const open = button('Cancel booking')!;
    open.focus();
    open.click();
    const dialog = await waitFor(() => $<HTMLDialogElement>('dialog[open]'));
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.getAttribute('aria-labelledby')).to.equal(dialog.querySelector('h3')!.id);
    expect(dialog.querySelector('h3')!.textContent).to.equal('Cancel this booking?');
    const [byTerms, inFull] = [...dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    // Each choice is named by its own visible label, with the money it means.
    expect(byTerms!.closest('label')!.textContent).to.equal(`By the cancellation policy: cancellation fee 6${NBSP}000,00${NBSP}Kč, refund 0,00${NBSP}Kč`);
    expect(inFull!.closest('label')!.textContent).to.equal(`Full refund without a fee: 1${NBSP}800,00${NBSP}Kč`);
    expect(byTerms!.checked).to.equal(true);
    expect(dialog.contains(rendered!.shadowRoot.activeElement)).to.equal(true);

    // Keeping the booking closes the dialog without a call; focus goes back to the button.
    button('Keep the booking')!.click();
    await waitFor(() => !dialog.open);
    await waitFor(() => rendered!.shadowRoot.activeElement === open);
    expect(api!.calls.some((url) => url.pathname.includes('edit_cancel'))).to.equal(false);

    open.click();
    await waitFor(() => dialog.open);
    inFull!.click();
    button('Yes, cancel booking')!.click();
    const notice = await waitFor(() => $('[data-cancelled-notice]'));
    expect(notice.textContent).to.contain('This booking was cancelled on 2 December 2026.');
    expect(notice.textContent).to.contain(`Cancellation fee: 0,00${NBSP}Kč. Refund: 1${NBSP}800,00${NBSP}Kč.`);
    expect($('[data-refund="card"]')!.textContent).to.equal(`1${NBSP}800,00${NBSP}Kč is being refunded to the guest's card and should reach them by 16 December 2026.`);
    await waitFor(() => rendered!.shadowRoot.activeElement === notice);
    expect(button('Cancel booking')).to.equal(undefined);
    // The edit link, the version it showed and the operator's choice went to the server.
    const call = api!.calls.find((url) => url.pathname.endsWith('edit_cancel.php'))!;
    expect(call.searchParams.get('edit_token')).to.equal('edit-token');
    expect(call.searchParams.get('edit_uuid')).to.equal('b-7');
  });

  it('sends "terms" by default and shows a stale version\'s refusal inside the dialog', async () => {
    await show({});
    const bodies: unknown[] = [];
    const serve = globalThis.fetch;
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('edit_cancel')) return serve(input, init);
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ error: 'Someone else has changed this booking in the meantime.' }), { status: 409 });
    };
    (await waitFor(() => button('Cancel booking'))).click();
    const dialog = await waitFor(() => $<HTMLDialogElement>('dialog[open]'));
    button('Yes, cancel booking')!.click();
    await waitFor(() => dialog.querySelector('[role="alert"]'));
    expect(dialog.querySelector('[role="alert"]')!.textContent).to.equal('Someone else has changed this booking in the meantime.');
    expect(bodies).to.have.length(1);
    expect(bodies[0]).to.include({ version: 3, refund: 'terms' });
    expect(dialog.open).to.equal(true);
    expect($('[data-cancelled-notice]')).to.equal(null);
  });
});
