// Step 3's form per widget (SPEC 3 "Checkout form data", SPEC 4 "Checkout
// form"): the guest's details, which errors to show, and the company-registry
// prefill. Vanilla jotai: importable without React.
import { atom } from 'jotai';
import { lookUpCompany } from '../api/registry';
import { clearUnusedInvoice, emptyCheckoutForm, type CheckoutForm } from '../booking/checkout-form';
import { type CheckoutErrors, type CheckoutField, checkoutErrors } from '../booking/checkout-rules';
import { invoiceFromRegistry, isCompanyId } from '../booking/company-address';
import { configAtom } from './config';
import { selectionAtom } from './selection';

/** SPEC 9: form change debounce. */
export const TOUCH_DEBOUNCE_MS = 300;

export const checkoutFormAtom = atom<CheckoutForm>(emptyCheckoutForm());

/** SPEC 4: true once the guest has changed the form, 300 ms after the last change. */
export const touchedAtom = atom(false);
const touchTimerAtom = atom<ReturnType<typeof setTimeout> | null>(null);

/** Fields the guest has left at least once: their errors show from then on. */
export const leftFieldsAtom = atom<ReadonlySet<CheckoutField>>(new Set<CheckoutField>());
/** The guest pressed continue: every error shows. */
export const submittedAtom = atom(false);

/** SPEC 5: a source of referral is required when the shop shows the question. */
export const referralRequiredAtom = atom((get) => get(selectionAtom)?.settings.show_source_of_referral ?? false);

export const checkoutErrorsAtom = atom<CheckoutErrors>((get) =>
  checkoutErrors(get(checkoutFormAtom), { referralRequired: get(referralRequiredAtom) }),
);

/** The errors the guest sees: after a field is left, or all of them after continue. */
export const shownCheckoutErrorsAtom = atom<CheckoutErrors>((get) => {
  const errors = get(checkoutErrorsAtom);
  if (get(submittedAtom)) return errors;
  const left = get(leftFieldsAtom);
  return Object.fromEntries(Object.entries(errors).filter(([field]) => left.has(field as CheckoutField)));
});

export const checkoutValidAtom = atom((get) => Object.keys(get(checkoutErrorsAtom)).length === 0);

/** Every change to the form goes through here: the invoice rule of SPEC 4 and the touched flag. */
export const updateCheckoutAtom = atom(null, (get, set, change: (form: CheckoutForm) => CheckoutForm) => {
  const next = clearUnusedInvoice(change(get(checkoutFormAtom)));
  set(checkoutFormAtom, next);
  const timer = get(touchTimerAtom);
  if (timer !== null) clearTimeout(timer);
  set(
    touchTimerAtom,
    setTimeout(() => {
      set(touchTimerAtom, null);
      set(touchedAtom, true);
    }, TOUCH_DEBOUNCE_MS),
  );
});

export const leaveFieldAtom = atom(null, (get, set, field: CheckoutField) => {
  if (get(leftFieldsAtom).has(field)) return;
  set(leftFieldsAtom, new Set([...get(leftFieldsAtom), field]));
});

/** Continue pressed: shows every error; true when the form can go on to step 4. */
export const submitCheckoutAtom = atom(null, (get, set): boolean => {
  set(submittedAtom, true);
  return get(checkoutValidAtom);
});

/** The registry lookup in flight, so a newer one can cancel it (SPEC 7). */
const companyLookupAtom = atom<AbortController | null>(null);

/**
 * Looks the company ID up in the registry and fills the invoice address.
 * A newer lookup cancels an older one; every failure is silent (SPEC 8).
 */
export const lookUpCompanyAtom = atom(null, async (get, set, companyId: string, fetchFn: typeof fetch = fetch) => {
  get(companyLookupAtom)?.abort();
  set(companyLookupAtom, null);
  const aresBase = get(configAtom)?.aresBase;
  // '' is a real base: the registry on the page's own origin (the demo pages).
  if (aresBase === undefined || !isCompanyId(companyId)) return;
  const controller = new AbortController();
  set(companyLookupAtom, controller);
  const record = await lookUpCompany(fetchFn, aresBase, companyId.trim(), controller.signal);
  if (controller.signal.aborted || get(companyLookupAtom) !== controller) return;
  set(companyLookupAtom, null);
  const form = get(checkoutFormAtom);
  // The guest changed the ID or gave up the invoice meanwhile: the answer is stale.
  if (!record || !form.useInvoiceAddress || form.invoiceAddress.corporateIdentificationNumber.trim() !== companyId.trim()) return;
  set(updateCheckoutAtom, (current) => ({
    ...current,
    invoiceAddress: { ...current.invoiceAddress, ...invoiceFromRegistry(record) },
  }));
});
