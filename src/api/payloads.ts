import type { BookRequest, EditSaveRequest, PayRequest, StayChoice, SummaryRequest } from './requests.ts';

/** Wire forms of the widget's requests (docs/api.md), kept apart from transport. */

function stayFields(stay: StayChoice) {
  return {
    from: stay.from,
    to: stay.to,
    objects: stay.objects.map((choice) => ({
      id: choice.id,
      occupancy: choice.occupancy,
      services: choice.services,
      // Only when chosen: a server without rates gets today's request.
      ...(choice.rate ? { rate: choice.rate } : {}),
    })),
    time_of_arrival: stay.timeOfArrival ?? '',
    coupon: stay.coupon ?? '',
    gift: stay.gift ?? '',
    deposits: stay.deposits ?? 'one',
  };
}

export function stayQuery(request: SummaryRequest): Record<string, string | undefined> {
  const stay = stayFields(request);
  return {
    from: stay.from,
    to: stay.to,
    objects: JSON.stringify(stay.objects),
    time_of_arrival: stay.time_of_arrival || undefined,
    coupon: stay.coupon || undefined,
    gift: stay.gift || undefined,
    use_coupon: stay.coupon ? '1' : undefined,
    use_gift: stay.gift ? '1' : undefined,
    deposits: stay.deposits,
    custom_amount: request.isCustomAmount ? String(request.customAmount ?? 0) : undefined,
    is_custom_amount: request.isCustomAmount ? '1' : undefined,
  };
}

export function bookBody(request: BookRequest, idempotencyKey: string) {
  return {
    ...stayFields(request),
    customer: request.customer,
    invoice: request.invoice ?? null,
    note: request.note ?? '',
    rel: request.rel ?? '',
    accept_gdpr_compliance: request.acceptGdprCompliance,
    ...(request.acceptCancellationTerms === undefined ? {} : { accept_cancellation_terms: request.acceptCancellationTerms }),
    payments: request.payments === 'online' ? 'card' : (request.payments ?? 'bank'),
    success_url: request.successUrl ?? '',
    failure_url: request.failureUrl ?? '',
    idempotency_key: idempotencyKey,
  };
}

export function editSaveBody(request: EditSaveRequest, idempotencyKey: string) {
  return {
    ...stayFields(request),
    version: request.version,
    note: request.note ?? '',
    // Left out of the JSON when undefined: the stored details stay.
    customer: request.customer,
    custom_amount: request.customAmount ?? 0,
    is_custom_amount: request.isCustomAmount ?? false,
    idempotency_key: idempotencyKey,
  };
}

export function payBody(request: PayRequest, idempotencyKey: string) {
  return {
    // The booking page knows its booking by the link's token alone: no uuid then.
    ...(request.uuid ? { uuid: request.uuid } : {}),
    ...(request.manageToken ? { manage_token: request.manageToken } : {}),
    success_url: request.successUrl ?? '',
    failure_url: request.failureUrl ?? '',
    idempotency_key: idempotencyKey,
  };
}
