/**
 * What the widget sends. Keys of objects that travel as JSON keep the wire's
 * snake_case so a reader can match them to docs/api.md one to one.
 */

/** One chosen object with counts per occupancy type id and per service id. */
export interface ObjectChoice {
  id: string;
  occupancy: Record<string, number>;
  services: Record<string, number>;
  /** The chosen rate's id (issue 50); left out, the server takes the object's default rate. */
  rate?: string;
}

export interface StayChoice {
  from: string;
  to: string;
  objects: ObjectChoice[];
  timeOfArrival?: string;
  coupon?: string;
  gift?: string;
  /** 'one': pay a deposit now; 'none': pay everything at once. */
  deposits?: 'one' | 'none';
}

/** The operator's own total replaces the computed one (edit mode only). */
export interface CustomAmount {
  customAmount?: number;
  isCustomAmount?: boolean;
}

export type SummaryRequest = StayChoice & CustomAmount;

export interface Customer {
  first_name: string;
  last_name: string;
  street_address: string;
  city: string;
  postal_code: string;
  country: string;
  email: string;
  phone: string;
  dial_code?: string;
}

export interface InvoiceAddress {
  company_name: string;
  street_address: string;
  city: string;
  postal_code: string;
  country: string;
  corporate_identification_number: string;
  tax_identification_number: string;
  use_fksp?: boolean;
}

export interface BookRequest extends StayChoice {
  customer: Customer;
  invoice?: InvoiceAddress;
  note?: string;
  /** Source of referral id. */
  rel?: string;
  acceptGdprCompliance: boolean;
  /** The guest accepted the chosen rates' cancellation terms (issue 50); the server keeps it with the booking. */
  acceptCancellationTerms?: boolean;
  /**
   * 'bank' transfer (QR code) or 'card' through the gateway's hosted page (issue 51).
   * 'online' is the older name of 'card'; the client sends 'card' for it.
   */
  payments?: 'bank' | 'card' | 'online';
  /** Where the gateway's page sends the guest back after paying, declining or leaving (never proof of payment). */
  successUrl?: string;
  failureUrl?: string;
  /**
   * One key per booking attempt: create it with newIdempotencyKey() when the
   * guest first presses "book" and reuse it for every repeat of that attempt.
   * When left out the client makes one per book() call.
   */
  idempotencyKey?: string;
}

export interface EditSaveRequest extends StayChoice, CustomAmount {
  /** The booking's version from edit_call: a save based on an older one is refused (409). */
  version: number;
  note?: string;
  /** The guest's new details; left out, the stored ones stay. */
  customer?: Customer;
  idempotencyKey?: string;
}

/** A new card payment for a booking's amount due (pay.php): after a declined or abandoned one, or from the booking page. */
export interface PayRequest {
  uuid: string;
  /** The booking page's token, when the guest pays from there; never logged, never in an event. */
  manageToken?: string;
  successUrl?: string;
  failureUrl?: string;
  /** One key per pay attempt, reused for its repeats; the client makes one when left out. */
  idempotencyKey?: string;
}

export interface ThanksRequest {
  uuid: string;
}

/** Cancelling the guest's own booking (issue 50). */
/** The hotel cancels the booking on its edit link (edit_cancel, issue 51). */
export interface EditCancelRequest {
  /** The version edit_call answered: a cancellation based on an older one is refused (409), as a save is. */
  version: number;
  /** By the booking's cancellation policy ('terms', the default) or everything paid back ('full'). */
  refund: 'terms' | 'full';
  idempotencyKey?: string;
}

export interface CancelRequest {
  /** The token of the booking page's address (`manage_token`); never logged, never in an event. */
  manageToken: string;
  /** One key per cancel attempt, reused for its repeats; the client makes one when left out. */
  idempotencyKey?: string;
}

/**
 * A random key for one booking attempt. crypto.randomUUID exists only in
 * secure contexts, and a host page may be plain http; getRandomValues works everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
