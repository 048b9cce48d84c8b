// An object's rates as the guest sees them before booking (issue 50): each
// rate's tiers turned into dates for the chosen arrival, as if booked on
// `bookedOn` (today; on the operator's edit screen the booking's own day), by
// the rule the server charges with (src/booking/cancellation.ts).
import type { SelectableObject } from '../../api';
import { cancellationTerms } from '../../booking/cancellation';
import type { OfferedRate } from './RateChoice';

export function offeredRates(object: SelectableObject, arrival: string, bookedOn: string): OfferedRate[] {
  return (object.rates ?? []).map((rate) => ({
    id: rate.id,
    name: rate.name,
    board: rate.board,
    price: rate.price,
    terms: cancellationTerms({ tiers: rate.policy.tiers, arrival, bookedOn }),
  }));
}
