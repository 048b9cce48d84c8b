// The guest's booking page in Chromium against a fake API (issue 50): the
// booking with its rate's terms and today's fee, the cancel dialog (a real
// modal: focus inside, back on the button when it closes), the cancelled
// booking afterwards and the host's event without the token; a token that
// opens nothing shows nothing of any booking.
import { expect } from 'chai';
import { BookingPage } from '../../../src/screens/booking-page';
import { waitFor } from '../support/render';
import { NBSP, widgetTest, type Answer } from '../support/widget-test';

const widget = widgetTest();
const { $, button } = widget;
const TOKEN = 'Zm9vYmFyLXNlY3JldC10b2tlbi0xMjM0NTY3ODk';

function answer(status: 'confirmed' | 'cancelled') {
  const cancelled = status === 'cancelled';
  return {
    booking: {
      status,
      variable_symbol: '27000012',
      from: '2027-07-09',
      to: '2027-07-12',
      nights: '3',
      objects: [
        {
          id: '1',
          name: 'Pokoj Lípa',
          occupancy: [{ id: 'adults', name: 'Dospělí', count: '2' }],
          rate: {
            id: 'flex',
            name: 'Flexibilní',
            board: 'breakfast',
            refundable: '1',
            terms: { free_until: '2027-06-24', fees: [{ from: '2027-06-25', percent: '50' }, { from: '2027-07-06', percent: '100' }] },
          },
        },
      ],
      price: '4200.00',
      paid: '0.00',
      due: cancelled ? '0.00' : '4200.00',
      currency_text: 'Kč',
      payment_status: 'pending',
      ...(cancelled
        ? {}
        : { payment: { bank_account: '2801234567/2010', iban: '', variable_symbol: '27000012', qr_content: '', qr_img: '', show_bank: '1', show_qr: '0', amount: '4200.00' } }),
      cancellation: { allowed: cancelled ? '0' : '1', reason: '', fee: '0.00', refund: '0.00' },
      cancelled_on: cancelled ? '2026-12-02' : '',
      cancel_fee: cancelled ? '0.00' : '',
      refund: cancelled ? '0.00' : '',
    },
    property_name: 'Penzion U Staré lípy',
  };
}

function showPage(answers: Record<string, Answer>, lang: 'cs' | 'en' = 'cs') {
  widget.answer(answers);
  widget.show(<BookingPage />, { lang, route: '/booking', attributes: { 'manage-token': TOKEN } });
}

describe('the booking page', () => {
  it('shows the booking, its terms and how to pay what is due', async () => {
    showPage({ booking: () => answer('confirmed') });
    await waitFor(() => $('.bw-managed'));
    expect($('.bw-page-header__title')!.textContent).to.equal('Vaše rezervace');
    expect($('.bw-page-header__subtitle')!.textContent).to.equal('Penzion U Staré lípy');
    expect($('[data-fact="booking-number"] dd')!.textContent).to.equal('27000012');
    expect($('[data-fact="due"] dd')!.textContent).to.equal(`4${NBSP}200,00${NBSP}Kč`);
    expect($('[data-rate-terms]')!.textContent).to.contain('Sazba: Flexibilní (Se snídaní)');
    expect($('[data-rate-terms]')!.textContent).to.contain('Zrušení zdarma do 24. června 2027.');
    expect($('[data-rate-terms]')!.textContent).to.contain('Od 25. června 2027 je storno poplatek 50 % z ceny.');
    expect($('.bw-payment [data-detail="variable-symbol"]')!.textContent).to.contain('27000012');
    expect($('.bw-managed__cancel')!.textContent).to.contain(`Dnes můžete rezervaci zrušit zdarma a vrátíme vám 0,00${NBSP}Kč.`);
    // The token is asked for, never shown.
    expect(widget.calls[0]!.url.searchParams.get('manage_token')).to.equal(TOKEN);
    expect(widget.rendered.shadowRoot.textContent).not.to.contain(TOKEN);
  });

  it('asks in a modal dialog with the fee and the refund, then cancels and tells the host without the token', async () => {
    showPage({ booking: () => answer('confirmed'), cancel: () => answer('cancelled') }, 'en');
    const events: CustomEvent[] = [];
    widget.rendered.host.addEventListener('bw-booking-cancelled', (event) => events.push(event as CustomEvent));
    const open = await waitFor(() => button('Cancel booking'));
    open.focus();
    open.click();
    const dialog = await waitFor(() => $<HTMLDialogElement>('dialog[open]'));
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.textContent).to.contain(`Cancellation fee: 0,00${NBSP}Kč`).and.to.contain(`We will refund: 0,00${NBSP}Kč`);
    expect(dialog.contains(widget.rendered.shadowRoot.activeElement)).to.equal(true);
    // Keeping the booking closes the dialog and focus goes back to the button.
    button('Keep my booking')!.click();
    await waitFor(() => !dialog.open);
    await waitFor(() => widget.rendered.shadowRoot.activeElement === open);
    expect(widget.calls.some((call) => call.name === 'cancel')).to.equal(false);

    open.click();
    await waitFor(() => dialog.open);
    button('Yes, cancel booking')!.click();
    await waitFor(() => $('[data-cancelled-notice]'));
    expect($('[data-cancelled-notice]')!.textContent).to.contain('This booking was cancelled on 2 December 2026.');
    // The button and the dialog are gone: focus goes to what happened.
    await waitFor(() => widget.rendered.shadowRoot.activeElement === $('[data-cancelled-notice]'));
    expect(button('Cancel booking')).to.equal(undefined);
    expect($('.bw-payment')).to.equal(null);
    await waitFor(() => events.length === 1);
    expect(events[0]!.detail).to.deep.equal({ variableSymbol: '27000012', fee: 0, refund: 0, currency: 'CZK' });
    expect(JSON.stringify(events[0]!.detail)).not.to.contain(TOKEN);
  });

  it("says the server's reason when it refuses the cancel, and keeps the booking", async () => {
    // The cancel arrives on the arrival day: the server refuses it (422) with its reason.
    const refusal = { error: 'On the day of arrival the booking can no longer be cancelled.' };
    showPage({ booking: () => answer('confirmed'), cancel: () => Response.json(refusal, { status: 422 }) }, 'en');
    const open = await waitFor(() => button('Cancel booking'));
    open.click();
    const dialog = await waitFor(() => $<HTMLDialogElement>('dialog[open]'));
    button('Yes, cancel booking')!.click();
    await waitFor(() => dialog.querySelector('[role="alert"]'));
    expect(dialog.querySelector('[role="alert"]')!.textContent).to.equal('On the day of arrival the booking can no longer be cancelled.');
    expect($('[data-cancelled-notice]')).to.equal(null);
    expect(dialog.open).to.equal(true);
  });

  it('shows a clear screen and nothing of any booking for a token that opens none', async () => {
    showPage({});
    await waitFor(() => $('.bw-page-header__title')?.textContent === 'Rezervace nenalezena');
    expect(widget.rendered.shadowRoot.textContent).to.contain('Tento odkaz nevede k žádné rezervaci.');
    expect($('.bw-managed')).to.equal(null);
    expect(button('Zrušit rezervaci')).to.equal(undefined);
  });
});
