// The booking page's payment details in the shape the payment screens show
// (src/screens/payment/PaymentDetails.tsx): what is still due, by bank transfer
// and QR code. The book answer's other parts (the hotelier's texts, card
// payment, insurance) do not belong to a booking made earlier.
import type { ManagedBooking } from '../../api';
import type { PaymentShown } from '../payment/PaymentDetails';

export function paymentOf(booking: ManagedBooking['booking']): PaymentShown | null {
  const due = booking.payment;
  if (!due) return null;
  return {
    bank_account: due.bank_account,
    iban: due.iban,
    variable_symbol: due.variable_symbol || booking.variable_symbol,
    price: booking.price,
    deposit: due.amount,
    currency_text: booking.currency_text,
    qr_content: due.qr_content,
    qr_img: due.qr_img,
    settings: { show_bank: due.show_bank, show_online_payment: false, show_qr: due.show_qr },
  };
}
