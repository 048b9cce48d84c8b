/** Where the footer's 'powered by' link leads: the booking software provider. */
export const PROVIDER_URL = 'https://booking-widget.example/';
