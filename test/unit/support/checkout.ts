// A checkout form a guest filled in correctly (SPEC 5), for tests that then
// break one field of it.
import { emptyCheckoutForm, type CheckoutForm } from '../../../src/booking/checkout-form';

export function filledCheckoutForm(change: (form: CheckoutForm) => void = () => {}): CheckoutForm {
  const form = emptyCheckoutForm();
  Object.assign(form.billingAddress, {
    firstName: 'Petr',
    lastName: 'Svoboda',
    streetAddress: 'Náměstí 5',
    city: 'Tábor',
    postalCode: '390 01',
    email: 'petr@example.cz',
    phone: '601 234 567',
  });
  form.acceptGdprCompliance = true;
  change(form);
  return form;
}
