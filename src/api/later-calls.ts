// The calls of later screens (summary, book, thanks, price list, the operator's
// edit), built on one client's core (client-core.ts): this module loads with the
// first of them, so step 1's script carries neither these calls nor their wire
// forms. Each schema loads beside its call's request (see SchemaSource).
import type { ClientCore } from './client-core.ts';
import { bookBody, editSaveBody, stayQuery } from './payloads.ts';
import type { BookRequest, EditSaveRequest, SummaryRequest, ThanksRequest } from './requests.ts';

const SummarySchema = () => import('./schemas/summary.ts').then((m) => m.SummarySchema);
const PaymentSchema = () => import('./schemas/payment.ts').then((m) => m.PaymentSchema);
const ThanksSchema = () => import('./schemas/thanks.ts').then((m) => m.ThanksSchema);
const PricelistSchema = () => import('./schemas/pricelist.ts').then((m) => m.PricelistSchema);
const BookingDetailsSchema = () => import('./schemas/booking.ts').then((m) => m.BookingDetailsSchema);

export const summary = (core: ClientCore, request: SummaryRequest) => core.latest('summary', SummarySchema, stayQuery(request));
export const book = (core: ClientCore, request: BookRequest, key: string) => core.post('book', PaymentSchema, key, bookBody(request, key));
export const thanks = (core: ClientCore, request: ThanksRequest) => core.get('thanks', ThanksSchema, { uuid: request.uuid });
export const pricelist = (core: ClientCore) => core.get('pricelist', PricelistSchema);
export const editCall = (core: ClientCore) => core.get('edit_call', BookingDetailsSchema);
export const editSave = (core: ClientCore, request: EditSaveRequest, key: string) =>
  core.post('edit_save', BookingDetailsSchema, key, editSaveBody(request, key));
