// Which rate an object books with (issue 50): the one the guest chose while
// the offer still has it, else the offer's default, else its first. An object
// without rates (a server that sends none) books with none: ''.
import type { SelectableObject } from '../api';

export function chosenRateId(object: Pick<SelectableObject, 'rates'>, chosen: string | undefined): string {
  const rates = object.rates ?? [];
  if (chosen && rates.some((rate) => rate.id === chosen)) return chosen;
  return (rates.find((rate) => rate.default) ?? rates[0])?.id ?? '';
}

/** The extras the object's booked rate already includes (breakfast on a breakfast rate): not offered, not sent. */
export function includedServices(object: Pick<SelectableObject, 'rates'>, chosen: string | undefined): readonly string[] {
  const id = chosenRateId(object, chosen);
  return object.rates?.find((rate) => rate.id === id)?.includes ?? [];
}
