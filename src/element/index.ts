// Entry of booking-widget.js: defines <booking-widget>. The script's own URL
// is the base for the default API address and the lazily loaded chunks.
// A browser that lacks what the widget needs gets a short message in each
// element instead (docs/browsers.md), loaded only then.
import { lackedNeeds } from './browser-support';
import { defineBookingWidget } from './element';

if (lackedNeeds(window).length === 0) defineBookingWidget(import.meta.url);
else void import('./unsupported').then(({ defineUnsupported }) => defineUnsupported(import.meta.url));
