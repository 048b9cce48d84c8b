/** Route `/booking`: the guest's own booking by its link's token (issue 50), loaded on demand. */
export { BookingPage, BookingPage as default } from './BookingPage';
