// The typings shipped in dist (public/booking-widget*.d.ts) as a React host
// uses them; `npx tsc --noEmit` compiles this file, and each @ts-expect-error
// fails the check if the typings stop catching that mistake.
import { useRef } from 'react';
import type { BookingWidgetElement, BookingWidgetEventMap } from '../../public/booking-widget';
import '../../public/booking-widget-react';

export function HotelPage() {
  const widget = useRef<BookingWidgetElement>(null);
  const seen: string[] = [];
  return (
    <>
      <booking-widget
        ref={widget}
        api-key="demo"
        lang="cs"
        theme="cone"
        routing="memory"
        arrival="2031-07-01"
        departure="2031-07-05"
        analytics="ga4"
        day-prices="off"
        onbw-ready={(event) => seen.push(String(event.detail))}
        onbw-step-change={(event) => seen.push(event.detail.step)}
        onbw-dates-change={(event) => seen.push(`${event.detail.arrival}-${event.detail.departure}: ${event.detail.nights}`)}
        onbw-booking-complete={(event) => seen.push(`${event.detail.variableSymbol} ${event.detail.price.toFixed(2)} ${event.detail.currency}`)}
        onbw-error={(event) => seen.push(`${event.detail.kind}: ${event.detail.message}`)}
        onbw-booking-cancelled={(event) => seen.push(`${event.detail.variableSymbol} ${event.detail.refund.toFixed(2)} ${event.detail.currency}`)}
        onbw-payment-change={(event) => seen.push(event.detail.status)}
      />
      {/* @ts-expect-error an unknown theme */}
      <booking-widget theme="neon" />
      {/* @ts-expect-error day-prices is 'on' or 'off' */}
      <booking-widget day-prices="hidden" />
      <button type="button" onClick={() => widget.current?.goTo(2)}>
        Rooms
      </button>
    </>
  );
}

export function listen(element: BookingWidgetElement = document.createElement('booking-widget')): void {
  element.addEventListener('bw-dates-change', (event) => console.log(event.detail.nights + 1));
  element.addEventListener('bw-booking-complete', (event) => console.log(event.detail.price));
  // @ts-expect-error the payload has no guest data
  element.addEventListener('bw-booking-complete', (event) => console.log(event.detail.email));
  element.addEventListener('bw-booking-cancelled', (event) => console.log(event.detail.fee + event.detail.refund));
  // @ts-expect-error the cancellation carries no token
  element.addEventListener('bw-booking-cancelled', (event) => console.log(event.detail.manageToken));
  element.addEventListener('bw-payment-change', (event) => console.log(event.detail.status === 'paid'));
  // @ts-expect-error a payment's state carries no amount
  element.addEventListener('bw-payment-change', (event) => console.log(event.detail.amount));
  element.addEventListener('bw-language-change', (event) => console.log(event.detail.lang.toUpperCase()));
  // @ts-expect-error a language the widget does not speak
  const french: BookingWidgetEventMap['bw-language-change']['detail'] = { lang: 'fr' };
  void french;
  element.setDates('2031-07-01', '2031-07-05');
  element.reset();
  const detail: BookingWidgetEventMap['bw-step-change']['detail'] = { step: '/step-2' };
  element.goTo(detail.step);
}
