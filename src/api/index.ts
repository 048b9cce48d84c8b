/** The booking API client: one per widget instance, nothing React. See docs/api.md. */
export { createApiClient, type ApiClient, type ApiClientOptions } from './client.ts';
export { preloadAnswers } from './preload.ts';
export { guestMessage, type ApiError, type ApiErrorKind, type ApiResult } from './errors.ts';
export {
  newIdempotencyKey,
  type BookRequest,
  type CancelRequest,
  type Customer,
  type CustomAmount,
  type EditCancelRequest,
  type EditSaveRequest,
  type InvoiceAddress,
  type ObjectChoice,
  type PayRequest,
  type StayChoice,
  type SummaryRequest,
  type ThanksRequest,
} from './requests.ts';
export type { Translations } from './schemas/translations.ts';
export type { Settings, SettingsStyles } from './schemas/settings.ts';
export type { Availability } from './schemas/availability.ts';
export type { Pricing } from './schemas/pricing.ts';
export type {
  Fee,
  OccupancyType,
  PriceUnit,
  ReferralSource,
  SelectableObject,
  Selection,
  Service,
} from './schemas/selection.ts';
export type { Deposits, ObjectPhoto, SelectedObject, Summary, SummaryLine } from './schemas/summary.ts';
export type { Payment } from './schemas/payment.ts';
export type { Thanks } from './schemas/thanks.ts';
export type { Pricelist, PricedObject, Season } from './schemas/pricelist.ts';
export type { BookingDetails, RefundChoice } from './schemas/booking.ts';
export type { Board, BookedRate, ChosenRate, Rate, Terms, Tier } from './schemas/rates.ts';
export type { DuePayment, ManagedBooking, Refund } from './schemas/manage.ts';
export type { CardPayment, PayAnswer, PaymentStatus } from './schemas/payment-state.ts';
export type { ObjectAvailability, Review, Reviews } from './schemas/pages.ts';
