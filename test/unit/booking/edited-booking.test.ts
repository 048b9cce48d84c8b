import { describe, expect, it } from 'vitest';
import type { BookingDetails } from '../../../src/api';
import { bookedChoices, formFromBooking } from '../../../src/booking/edited-booking';
import { choicesFromSelection } from '../../../src/state/offer';

const booking: BookingDetails['booking'] = {
  uuid: 'b-1',
  from: '2027-01-02',
  to: '2027-01-05',
  objects: [{ id: '2', occupancy: { adults: 2, children: 1 }, services: { breakfast: 3 } }],
  time_of_arrival: '16:00',
  coupon: '',
  deposits: 'none',
  note: 'Pozdní příjezd',
  rel: '3',
  customer: { first_name: 'Jana', last_name: 'Nováková', email: 'jana@example.cz', phone: '601234567', dial_code: '+420', country: 'CZ', accept_gdpr_compliance: true },
  price: 8500,
  deposit: 8500,
  custom_amount: 0,
  is_custom_amount: false,
  currency_text: 'Kč',
  variable_symbol: '27000008',
  payment_status: 'pending',
  version: 3,
  paid: 0,
  cancelled_on: '',
  cancel_fee: undefined,
  refund: undefined,
};

describe('an edited booking in the widget', () => {
  it("fills step 3's form with the guest, the note and the referral; a dial code loses its plus", () => {
    const form = formFromBooking(booking);
    expect(form.billingAddress).toMatchObject({ firstName: 'Jana', lastName: 'Nováková', email: 'jana@example.cz', phone: '601234567', dialCode: '420', country: 'CZ' });
    expect(form).toMatchObject({ note: 'Pozdní příjezd', sourceOfReferral: '3', acceptGdprCompliance: true, useInvoiceAddress: false });
  });

  it('keeps the Czech defaults for a guest stored without country or dial code', () => {
    const form = formFromBooking({ ...booking, customer: { first_name: 'Jana' } });
    expect(form.billingAddress).toMatchObject({ country: 'CZ', dialCode: '420', lastName: '' });
  });

  it('chooses the booked objects with their counts when merged into an offer that has them free', () => {
    const offer = (available: boolean) =>
      ({
        objects: [
          {
            id: '2', name: 'Buk', description: '', kind: 'room', photos: [], max_occupancy: 4, available, alert: '', price: 1,
            occupancy: [{ id: 'adults', name: 'Adults', min: 1, max: 4, count: true }, { id: 'children', name: 'Children', min: 0, max: 4, count: true }],
            services: [{ id: 'breakfast', name: 'Breakfast', price: 220, unit: 'person_night', count_min: 0, max: 20, selected: false, count: 0 }],
          },
        ],
        checkin_hours: [], texts: { booking_dates_text: '' }, source_of_referral: [], fees: [],
        settings: { show_hours: false, show_insurance: false, use_coupon: false, use_gift: false, show_source_of_referral: false, show_bank: true, show_online_payment: false, currency_text: 'Kč' },
      }) as Parameters<typeof choicesFromSelection>[0];
    const [buk] = choicesFromSelection(offer(true), bookedChoices(booking));
    expect(buk).toMatchObject({ id: '2', selected: true });
    expect(buk!.occupancy.map((type) => type.persons)).toEqual([2, 1]);
    expect(buk!.services[0]).toMatchObject({ id: 'breakfast', count: 3, selected: true });
    expect(choicesFromSelection(offer(false), bookedChoices(booking))[0]!.selected).toBe(false);
  });
});
