// Types of <booking-widget> for host pages written in TypeScript
// (docs/embedding.md). JSX typings for React hosts: booking-widget-react.d.ts.

/** A screen: a step number (1-5) or a route such as '/step-2'. */
export type BookingWidgetStep = 1 | 2 | 3 | 4 | 5 | (string & {});

export interface BookingWidgetEventDetails {
  /** The calendar's availability has loaded: the guest can choose dates. */
  'bw-ready': null;
  /** The widget shows another screen; `step` is its route: '/', '/step-2' ... '/step-5', '/payment-failed', '/error', '/booking'. */
  'bw-step-change': { step: string };
  /** A whole stay was chosen (YYYY-MM-DD), or the dates were cleared ('' and 0 nights). */
  'bw-dates-change': { arrival: string; departure: string; nights: number };
  /** A booking was made: its variable symbol, total price and ISO currency code. No personal data. */
  'bw-booking-complete': { variableSymbol: string; price: number; currency: string };
  /** The guest cancelled the booking on its booking page: its variable symbol, the fee and the refund, ISO currency code. No personal data. */
  'bw-booking-cancelled': { variableSymbol: string; fee: number; refund: number; currency: string };
  /**
   * A booking's payment changed state, as the server says it (never from the guest's return from the
   * payment page): 'pending' (waiting for the gateway), 'paid', 'failed', 'expired' (the unpaid hold
   * ran out), 'refunded', 'partially_refunded'. No amounts, no personal data.
   */
  'bw-payment-change': { status: 'pending' | 'paid' | 'failed' | 'expired' | 'refunded' | 'partially_refunded' };
  /** Something failed: 'load' (the widget could not start) or 'pricing' (the stay could not be priced). */
  'bw-error': { kind: 'load' | 'pricing' | 'browser'; message: string };
  /** The widget now speaks another language (the guest chose it in the menu, or `lang` changed). */
  'bw-language-change': { lang: BookingWidgetLang };
}

/** The languages the widget speaks: Czech (default), English (fallback), German, Slovak, Polish, Ukrainian, Hungarian. */
export type BookingWidgetLang = 'cs' | 'en' | 'de' | 'sk' | 'pl' | 'uk' | 'hu';

/** Every event: a CustomEvent that bubbles and crosses shadow roots (composed). */
export type BookingWidgetEventMap = { [Name in keyof BookingWidgetEventDetails]: CustomEvent<BookingWidgetEventDetails[Name]> };

/** The element's attributes (each also has a query parameter, see README). */
export interface BookingWidgetAttributes {
  'api-key'?: string;
  /** One of the seven (a region tag such as 'de-AT' maps to its language), 'auto' for the guest's browser language; anything else reads English. */
  lang?: BookingWidgetLang | 'auto' | (string & {});
  /** Languages the header's menu offers, comma-separated ('cs,de,en'); no menu without it. */
  languages?: string;
  theme?: 'modern' | 'cone' | 'dot';
  'api-base'?: string;
  debug?: boolean | '' | 'true' | 'false';
  'edit-token'?: string;
  'edit-uuid'?: string;
  /** The token of the guest's booking link (query `manage_token`): the `/booking` page shows that booking. */
  'manage-token'?: string;
  dummy?: boolean | '' | 'true' | 'false';
  demo?: boolean | '' | 'true' | 'false';
  routing?: 'hash' | 'memory';
  'ares-base'?: string;
  /** A stay to preselect, YYYY-MM-DD; a taken range is ignored with a console warning. */
  arrival?: string;
  departure?: string;
  /** 'ga4': push GA4 e-commerce events to window.dataLayer. Nothing is pushed without it. */
  analytics?: 'ga4';
  /** 'off': the calendar's days show no nightly price (shown by default when the API sends prices). */
  'day-prices'?: 'on' | 'off';
}

export interface BookingWidgetElement extends HTMLElement {
  /** Chooses a stay (YYYY-MM-DD) as two clicks on the calendar would; a taken range is ignored with a console warning. */
  setDates(arrival: string, departure: string): void;
  /** Starts over: no dates, no choices, step 1. */
  reset(): void;
  /** Shows a step; the route guards send the guest back where it is not allowed yet. */
  goTo(step: BookingWidgetStep): void;
  addEventListener<Name extends keyof BookingWidgetEventMap>(
    type: Name,
    listener: (this: BookingWidgetElement, event: BookingWidgetEventMap[Name]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<Name extends keyof BookingWidgetEventMap>(
    type: Name,
    listener: (this: BookingWidgetElement, event: BookingWidgetEventMap[Name]) => void,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'booking-widget': BookingWidgetElement;
  }
}
