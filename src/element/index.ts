// Entry of booking-widget.js: defines <booking-widget>. The script's own URL
// is the base for the default API address and the lazily loaded chunks.
import { defineBookingWidget } from './element';

defineBookingWidget(import.meta.url);
