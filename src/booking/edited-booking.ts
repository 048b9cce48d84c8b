// An existing booking (edit_call) turned into what the widget's screens edit:
// the guest's details as step 3's form, the booked objects as earlier choices
// for step 2's merge, and the operator's terms. Pure: no atoms, no DOM.
import type { BookingDetails } from '../api';
import { CZECH_DIAL_CODE, emptyCheckoutForm, type CheckoutForm } from './checkout-form';
import type { OccupancyChoice, ServiceChoice } from './occupancy';

type Booking = BookingDetails['booking'];

const textOf = (customer: Booking['customer'], key: string): string => {
  const value = customer[key];
  return typeof value === 'string' ? value : '';
};

/** Step 3's form filled with the booked guest and note; the server accepted them, so the phone counts as valid. */
export function formFromBooking(booking: Booking): CheckoutForm {
  const empty = emptyCheckoutForm();
  const customer = booking.customer;
  return {
    ...empty,
    billingAddress: {
      firstName: textOf(customer, 'first_name'),
      lastName: textOf(customer, 'last_name'),
      streetAddress: textOf(customer, 'street_address'),
      city: textOf(customer, 'city'),
      postalCode: textOf(customer, 'postal_code'),
      country: textOf(customer, 'country') || empty.billingAddress.country,
      email: textOf(customer, 'email'),
      phone: textOf(customer, 'phone'),
      dialCode: textOf(customer, 'dial_code').replace(/^\+/, '') || CZECH_DIAL_CODE,
      phoneIsValid: true,
    },
    note: booking.note,
    sourceOfReferral: booking.rel,
    acceptGdprCompliance: customer.accept_gdpr_compliance === true,
  };
}

/** The booked objects as chosen objects with their counts, for `choicesFromSelection` to merge into an offer. */
export interface BookedChoice {
  id: string;
  selected: true;
  occupancy: OccupancyChoice[];
  services: ServiceChoice[];
  /** The booked rate (issue 50); absent from a server without rates. */
  rate?: string;
}

export function bookedChoices(booking: Booking): BookedChoice[] {
  return booking.objects.map((object) => ({
    id: object.id,
    selected: true,
    occupancy: Object.entries(object.occupancy).map(([id, persons]) => ({ id, persons, min: 0, count: true })),
    services: Object.entries(object.services).map(([id, count]) => ({ id, count, count_min: 0, selected: count > 0 })),
    ...(object.rate ? { rate: object.rate } : {}),
  }));
}
