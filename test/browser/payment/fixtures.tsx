import type { ReactNode } from 'react';
import type { Payment } from '../../../src/api/schemas/payment';
import { useLaterTexts } from '../../../src/screens/later-texts';

/** A 1×1 PNG: a real image the browser can load. */
export const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A book answer as the client parses it. */
export function payment(overrides: Partial<Payment> = {}, settings: Partial<Payment['settings']> = {}): Payment {
  return {
    booking: { uuid: '51043773-cb1d-4cfb-b4fe-632317f3b2f1', from: '2026-12-04', to: '2026-12-07', dummy: false },
    bank_account: '2801234567/2010',
    iban: 'CZ1120100000002801234567',
    variable_symbol: '26000009',
    online_payment_link: 'http://127.0.0.1:9/demo-payment/51043773?lang=cs',
    insurance_link: 'http://127.0.0.1:9/demo-insurance?lang=cs',
    price: 6420,
    deposit: 1926,
    currency_text: 'Kč',
    qr_content: 'SPD*1.0*ACC:CZ1120100000002801234567*AM:1926.00*CC:CZK*X-VS:26000009*MSG:Rezervace 26000009',
    qr_img: PNG,
    texts: { payment_text: 'Děkujeme za rezervaci. Níže najdete údaje k platbě.', deposit_text: 'Zálohu 30 % uhraďte do 5 dnů.' },
    ...overrides,
    settings: { show_bank: true, show_online_payment: true, show_qr: true, ...settings },
  };
}

/** Later screens' pieces render once their catalog is in the widget's i18n, as inside a lazy screen. */
export function WithLaterTexts({ children }: { children: ReactNode }) {
  return useLaterTexts() ? children : null;
}

export function thanksAnswer(status: 'pending' | 'paid' | 'failed' = 'pending') {
  return {
    texts: { title: 'Děkujeme, těšíme se na vás!', text: 'Rezervace je uložena. Podrobnosti najdete v e-mailu.' },
    property_name: 'Penzion U Staré lípy',
    booking: {
      uuid: '51043773-cb1d-4cfb-b4fe-632317f3b2f1',
      variable_symbol: '26000009',
      from: '2026-12-04',
      to: '2026-12-07',
      nights: '3',
      price: '6420.00',
      deposit: '1926.00',
      currency_text: 'Kč',
      payment_status: status,
    },
  };
}
