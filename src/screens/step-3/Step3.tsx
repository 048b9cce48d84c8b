// Step 3 (route /step-3): the guest's details (SPEC 2 "Step 3", SPEC 3-5).
// Continue checks the form: with errors the form error line says so and focus
// goes to the first wrong field; without, the guest goes on to step 4.
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { CHECKOUT_FIELDS } from '../../booking/checkout-rules';
import { checkoutErrorsAtom, submitCheckoutAtom } from '../../state/checkout';
import { configAtom } from '../../state/config';
import { selectionAtom } from '../../state/selection';
import { useAdoptedStyles } from '../../theme/adopt';
import { BookingBreadcrumbs } from '../booking-steps';
import { FormError } from '../../ui/FormError';
import { PageHeader } from '../../ui/PageHeader';
import { useLaterTexts } from '../later-texts';
import { BillingFields } from './BillingFields';
import { ConsentField } from './ConsentField';
import { codeFieldId, ExtrasFields } from './ExtrasFields';
import { useCodeEffect } from './code-effect';
import { useFreshSummary } from '../use-summary';
import { SummaryPanel } from '../summary/SummaryPanel';
import { useSummaryPlace } from '../summary/summary-place';
import { TotalBar } from '../summary/TotalBar';
import { couponAtom } from '../../state/codes';
import { fieldId } from './form-paths';
import { InvoiceFields } from './InvoiceFields';
import { useRememberedCheckout } from './use-remembered-checkout';
import fieldCss from '../../ui/field.css?inline';
import css from './step-3.css?inline';
import { PressGuardProvider, usePressGuard } from './press-guard';

export function Step3() {
  useAdoptedStyles(fieldCss);
  useAdoptedStyles(css);
  const textsLoaded = useLaterTexts();
  const remembered = useRememberedCheckout();
  if (!textsLoaded || !remembered) return null;
  return <CheckoutScreen />;
}

function CheckoutScreen() {
  const { t } = useLingui();
  const store = useStore();
  const [, navigate] = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const submit = useSetAtom(submitCheckoutAtom);
  const demo = useAtomValue(configAtom)?.demo ?? false;
  const stayText = useAtomValue(selectionAtom)?.texts.booking_dates_text ?? '';
  const hasErrors = Object.keys(useAtomValue(checkoutErrorsAtom)).length > 0;
  const [submitted, setSubmitted] = useState(false);
  // A code changes the price: the summary is asked again, and a refused code keeps the guest here.
  const summaryStatus = useFreshSummary();
  const summaryHeadingId = useId();
  const codeRefused = useCodeEffect().kind === 'refused';
  const coupon = useAtomValue(couponAtom);

  const press = usePressGuard();
  const [screen, setScreen] = useState<HTMLElement | null>(null);
  const place = useSummaryPlace(screen);
  const formId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const formValid = submit();
    if (formValid && codeRefused) {
      form.current?.querySelector<HTMLElement>(`[id="${codeFieldId(coupon ? 'coupon' : 'gift')}"]`)?.focus();
      return;
    }
    if (formValid) {
      if (!demo) navigate('/step-4');
      return;
    }
    const errors = store.get(checkoutErrorsAtom);
    const first = CHECKOUT_FIELDS.find((field) => errors[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[id="${fieldId(first)}"]`)?.focus();
  };

  const summary = (
    <>
      {stayText && <p className="bw-checkout__stay">{stayText}</p>}
      <SummaryPanel status={summaryStatus} headingId={summaryHeadingId} />
    </>
  );
  // One Continue: in the bar's place it sits in the bar and submits the form from there.
  const proceed = (
    <button type="submit" form={formId} className="bw-button" part="primary-button">
      {t({ id: 'continue', message: 'Continue' })}
    </button>
  );

  return (
    <section ref={setScreen} className="bw-checkout" {...press.handlers}>
      <PressGuardProvider value={press.afterPress}>
      <PageHeader title={t({ id: 'step_3_title', message: 'Your details' })} breadcrumbs={<BookingBreadcrumbs active="/step-3" />} />
      <div className="bw-with-summary">
        <form id={formId} ref={form} className="bw-checkout__form" noValidate onSubmit={onSubmit}>
          {/* Said before the first field, so "Required field" never comes as a surprise. */}
          <p className="bw-checkout__required-note">{t({ id: 'required_note', message: 'Fields marked * are required.' })}</p>
          <BillingFields />
          <InvoiceFields />
          <ExtrasFields />
          <ConsentField />
          <FormError
            id="bw-checkout-form-error"
            error={submitted && (hasErrors || codeRefused) ? t({ id: 'form_has_errors', message: 'The form has errors. Please check the marked fields.' }) : ''}
          />
          <div className="bw-checkout__actions">
            <button type="button" className="bw-button bw-button--secondary" onClick={() => navigate('/step-2')}>
              {t({ id: 'back', message: 'Back' })}
            </button>
            {place !== 'bar' && proceed}
          </div>
        </form>
        {/* The stay being booked, after the form (beside it on wide widgets): an order summary
            every good checkout keeps in view, with a code's effect as soon as it is priced. */}
        {place === 'bar' ? (
          <TotalBar status={summaryStatus} panel={summary} action={proceed} screen={screen} labelledBy={summaryHeadingId} />
        ) : (
          <aside className="bw-with-summary__aside" aria-labelledby={summaryHeadingId}>
            {summary}
          </aside>
        )}
      </div>
      </PressGuardProvider>
    </section>
  );
}
