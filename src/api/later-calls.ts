// The calls of later screens (summary, book, thanks, price list, the operator's
// edit), built on one client's core (client-core.ts): this module loads with the
// first of them, so step 1's script carries neither these calls nor their wire
// forms. The booking's own answers (the offer, summary, book, pay, thanks) are
// read by schemas that come with this module; the answers of what only an occasion
// opens (the price lists, an operator's edit, a booking opened from its link)
// load their schema beside the call's request (see SchemaSource).
import type { ClientCore } from './client-core.ts';
import type { ApiResult } from './errors.ts';
import { bookBody, editSaveBody, payBody, stayQuery } from './payloads.ts';
import {
  newIdempotencyKey,
  type BookRequest,
  type CancelRequest,
  type EditCancelRequest,
  type EditSaveRequest,
  type PayRequest,
  type SummaryRequest,
  type ThanksRequest,
} from './requests.ts';
import { PaymentSchema } from './schemas/payment.ts';
import { PayAnswerSchema } from './schemas/payment-state.ts';
import { SummarySchema } from './schemas/summary.ts';
import { ThanksSchema } from './schemas/thanks.ts';
import type { AnswerOf, AnswerSchema, SchemaSource } from './transport.ts';

/** The offer's schema: step 1's client asks for the offer (client.ts), step 2 reads it. */
export { SelectionSchema } from './schemas/selection.ts';

const PricelistSchema = () => import('./schemas/pricelist.ts').then((m) => m.PricelistSchema);
const BookingDetailsSchema = () => import('./schemas/booking.ts').then((m) => m.BookingDetailsSchema);
const ManagedBookingSchema = () => import('./schemas/manage.ts').then((m) => m.ManagedBookingSchema);

export const summary = (core: ClientCore, request: SummaryRequest) => core.latest('summary', SummarySchema, stayQuery(request));
/**
 * A booking's POST, keyed by its attempt (a key the request brings, else one for this call): a
 * repeat of one attempt while it is on its way shares its request, and retries are safe because
 * the server honours the key.
 */
function keyedPost<S extends AnswerSchema>(
  core: ClientCore,
  name: string,
  schema: SchemaSource<S>,
  key: string,
  body: (key: string) => unknown,
): Promise<ApiResult<AnswerOf<S>>> {
  const attempt = `${name}:${key}`;
  const running = core.posting.get(attempt);
  if (running) return running as Promise<ApiResult<AnswerOf<S>>>;
  const request = core.post(name, schema, body(key)).finally(() => core.posting.delete(attempt));
  core.posting.set(attempt, request);
  return request;
}

export const book = (core: ClientCore, request: BookRequest) =>
  keyedPost(core, 'book', PaymentSchema, request.idempotencyKey ?? newIdempotencyKey(), (key) => bookBody(request, key));
/**
 * A new card payment for the same booking (pay.php): 409 when nothing is due, 422 when the booking
 * is expired or cancelled. Keyed like book, so a second press makes no second payment.
 */
export const pay = (core: ClientCore, request: PayRequest) =>
  keyedPost(core, 'pay', PayAnswerSchema, request.idempotencyKey ?? newIdempotencyKey(), (key) => payBody(request, key));
export const thanks = (core: ClientCore, request: ThanksRequest) => core.get('thanks', ThanksSchema, { uuid: request.uuid });
export const pricelist = (core: ClientCore) => core.get('pricelist', PricelistSchema);
export const editCall = (core: ClientCore) => core.get('edit_call', BookingDetailsSchema);
export const editSave = (core: ClientCore, request: EditSaveRequest) =>
  keyedPost(core, 'edit_save', BookingDetailsSchema, request.idempotencyKey ?? newIdempotencyKey(), (key) => editSaveBody(request, key));
/** The hotel's cancellation (edit_cancel): answers the booking as edit_call does, now cancelled; a repeat cancels once. */
export const editCancel = (core: ClientCore, request: EditCancelRequest) =>
  keyedPost(core, 'edit_cancel', BookingDetailsSchema, request.idempotencyKey ?? newIdempotencyKey(), (key) => ({
    version: request.version,
    refund: request.refund,
    idempotency_key: key,
  }));

/** The guest's own booking by its manage token (docs/api.md "The guest's booking"): 404 for a token that opens none. */
export const readBooking = (core: ClientCore, manageToken: string) => core.get('booking', ManagedBookingSchema, { manage_token: manageToken });
/**
 * Cancels the guest's booking; answers the booking as readBooking does, now cancelled. The server
 * cancels once however often this arrives, so a retry (or a second press) is safe.
 */
export const cancelBooking = (core: ClientCore, request: CancelRequest) =>
  keyedPost(core, 'cancel', ManagedBookingSchema, request.idempotencyKey ?? newIdempotencyKey(), (key) => ({
    manage_token: request.manageToken,
    idempotency_key: key,
  }));
