// Entry of booking-widget.js: defines <booking-widget>. The script's own URL
// is the base for the default API address and the lazily loaded chunks.
// A browser that lacks what the widget needs gets a short message in each
// element instead (docs/browsers.md), loaded only then.
import { lackedNeeds } from './browser-support';
import { defineBookingWidget } from './element';

// Evaluating the modules is one task of the host page's main thread, and the elements' start-up
// (their upgrade, the start-up's requests, React's root) the next one, so that neither holds the
// host page as long as both together did (issue 33; docs/benchmarks.md).
setTimeout(() => {
  if (lackedNeeds(window).length === 0) defineBookingWidget(import.meta.url);
  else void import('./unsupported').then(({ defineUnsupported }) => defineUnsupported(import.meta.url));
});
