// A prepared guest: the tab's session storage as the widget keeps it after
// steps 1-3 (the stay, the chosen object and hour, the filled form), so tests
// about step 4 and later open there instead of clicking through steps 1-3
// again (those steps have suites of their own). The widget treats it as a
// reload mid-booking: it checks the stay and the choices with the server
// before it shows step 4.
import type { Page } from '@playwright/test';

export interface PreparedGuest {
  stay: { arrival: string; departure: string };
  /** The object chosen on step 2 (Apartmán Dub is '4'). */
  objectId: string;
  email: string;
  /** The widget's storage key (its element id); 'default' without one. */
  widgetKey?: string;
}

const occupancy = [
  { id: 'adults', min: 1, count: true, persons: 1 },
  { id: 'children', min: 0, count: true, persons: 0 },
  { id: 'infants', min: 0, count: false, persons: 0 },
];
const services = ['breakfast', 'parking', 'pet', 'late_checkout'].map((id) => ({ id, count_min: 0, selected: false, count: 0 }));

/** What step 4 finds in this tab for `guest`: the chosen stay and the filled-in form (the engines suite stores it by hand). */
export function keptValues(guest: PreparedGuest): Record<string, string> {
  const prefix = `booking-widget:${guest.widgetKey ?? 'default'}`;
  return {
    [`${prefix}:stay`]: JSON.stringify({
      arrival: guest.stay.arrival,
      departure: guest.stay.departure,
      // Any price above 0, as step 1 had shown one: the widget prices the stay again when it restores it.
      price: 1,
      pricePrefix: '',
      currencyText: 'Kč',
      alerts: [],
      choices: [{ id: guest.objectId, max: 1, selected: true, occupancy, services }],
      checkInHour: '16:00',
    }),
    [`${prefix}:checkout`]: JSON.stringify({
      billingAddress: {
        firstName: 'Petr', lastName: 'Svoboda', streetAddress: 'Náměstí 5', city: 'Tábor', postalCode: '390 01', country: 'CZ',
        email: guest.email, phone: '601 234 567', dialCode: '420', phoneIsValid: true,
      },
      useInvoiceAddress: false,
      invoiceAddress: { useFKSP: false, companyName: '', streetAddress: '', city: '', postalCode: '', country: '', corporateIdentificationNumber: '', taxIdentificationNumber: '' },
      note: '',
      sourceOfReferral: '1',
      acceptGdprCompliance: true,
    }),
  };
}

/** Seeds the tab once, before its first page loads; later reloads keep what the widget itself stores. */
export async function prepareTab(page: Page, guest: PreparedGuest): Promise<void> {
  await page.addInitScript((values: Record<string, string>) => {
    if (sessionStorage.getItem('test:prepared')) return;
    sessionStorage.setItem('test:prepared', '1');
    for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
  }, keptValues(guest));
}

/** Seeds the tab and opens `url` (which should lead to #/step-4). */
export async function openPrepared(page: Page, guest: PreparedGuest, url: string): Promise<void> {
  await prepareTab(page, guest);
  await page.goto(url);
}
