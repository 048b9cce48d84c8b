// What a host page hears from the widget (docs/embedding.md): CustomEvents on
// the element, bubbling and composed, with small payloads and no personal data.
// They follow the widget's state (store and route), so each fires once per
// change whatever caused it: a click, a prefill, the JS API, Back.
import type { LocationStore } from '../widget/location';
import { splitRoute } from '../widget/location';
import type { WidgetInstance } from '../widget/instance';
import { isComplete, nightsOf } from '../booking/range';
import { rangeAtom, pricingFailureAtom } from '../state/dates';
import { keptBookingAtom, paymentStateAtom } from '../state/kept-booking';
import { availabilityAtom } from '../state/startup';
import { shownLangAtom } from '../state/texts';
import { tellHost } from '../widget/tell-host';

/** What the element holds of the host events while it is in the document. */
export interface HostEvents {
  /** Tells step changes of this location from now on (the element's location can be replaced). */
  follow(location: LocationStore): void;
  /** Stops every subscription (the element left the document). */
  release(): void;
}

/** Starts telling the host; `follow` takes each new router location, `release` ends it all. */
export function informHost({ host, store }: WidgetInstance, keptUuid: string): HostEvents {
  // Each listener remembers what it last told, so an unchanged value never fires
  // twice; a value without a key (half a stay) is not news.
  const watch = <T,>(read: () => T, key: (value: T) => string | undefined, tell: (value: T) => void, told = '') => () => {
    const value = read();
    const now = key(value);
    if (now === undefined || now === told) return;
    told = now;
    tell(value);
  };

  let languageShown = store.get(shownLangAtom) !== null;
  const stops = [
    store.sub(
      availabilityAtom,
      watch(() => store.get(availabilityAtom), (loaded) => (loaded ? 'ready' : ''), (loaded) => loaded && tellHost(host, 'bw-ready')),
    ),
    store.sub(
      rangeAtom,
      // A whole stay or a cleared one is news; half a stay is not.
      watch(
        () => store.get(rangeAtom),
        (range) => (isComplete(range) || range.arrival === range.departure ? `${range.arrival}|${range.departure}` : undefined),
        (range) => tellHost(host, 'bw-dates-change', { ...range, nights: nightsOf(range) }),
        '|',
      ),
    ),
    store.sub(
      pricingFailureAtom,
      watch(() => store.get(pricingFailureAtom), String, (message) => message && tellHost(host, 'bw-error', { kind: 'pricing', message })),
    ),
    // The language shown changed (the guest's menu, or the host's lang attribute); the first one is
    // not news, also when its pack comes after the connection (every language's does).
    store.sub(
      shownLangAtom,
      watch(
        () => store.get(shownLangAtom),
        (lang) => lang ?? undefined,
        (lang) => {
          if (lang && languageShown) tellHost(host, 'bw-language-change', { lang });
          languageShown = true;
        },
        store.get(shownLangAtom) ?? '',
      ),
    ),
    // A booking restored after the payment page reloads the host page was already told.
    store.sub(
      keptBookingAtom,
      watch(
        () => store.get(keptBookingAtom),
        (kept) => kept?.uuid ?? '',
        (kept) => kept && tellHost(host, 'bw-booking-complete', {
          variableSymbol: kept.payment.variable_symbol,
          price: kept.payment.price,
          currency: kept.currency,
        }),
        keptUuid,
      ),
    ),
    // A payment's state as the server says it; the same state told again (a re-read, a reload) is not news.
    store.sub(
      paymentStateAtom,
      watch(
        () => store.get(paymentStateAtom),
        (state) => (state ? `${state.booking}|${state.status}` : undefined),
        (state) => state && tellHost(host, 'bw-payment-change', { status: state.status }),
      ),
    ),
  ];

  let stopRoute = () => {};
  let step = '';
  const follow = (location: LocationStore) => {
    stopRoute();
    const onRoute = () => {
      const { path, search } = splitRoute(location.current());
      if (path === step) return;
      const first = !step;
      step = path;
      if (!first) tellHost(host, 'bw-step-change', { step });
      if (path === '/error') tellHost(host, 'bw-error', { kind: 'load', message: new URLSearchParams(search).get('msg') ?? '' });
    };
    onRoute();
    stopRoute = location.subscribe(onRoute);
  };
  return {
    follow,
    release() {
      stopRoute();
      stopRoute = () => {};
      for (const stop of stops) stop();
    },
  };
}
