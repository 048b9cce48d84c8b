// Entry of booking-widget.js: defines <booking-widget>. The script's own URL
// is the base for the default API address and the lazily loaded chunks.
// A browser that lacks what the widget needs gets a short message in each
// element instead (docs/browsers.md), loaded only then.
import { lackedNeeds } from './browser-support';
import { defineBookingWidget } from './element';
import { prestartWidgets } from './prestart';

const TAG = 'booking-widget';

// Tasks of the host page's main thread, each shorter than all in one (issue 33;
// docs/benchmarks.md): the modules are evaluated; the widgets already in the page send the
// start-up's requests; the elements are upgraded (store, language, router, host events).
setTimeout(() => {
  if (lackedNeeds(window).length > 0) {
    void import('./unsupported').then(({ defineUnsupported }) => defineUnsupported(import.meta.url));
    return;
  }
  // Loading the script twice is harmless: the first one started and defined them.
  if (customElements.get(TAG)) return;
  prestartWidgets(import.meta.url, TAG);
  setTimeout(() => defineBookingWidget(import.meta.url, TAG));
});
