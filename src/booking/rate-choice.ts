// Which rate an object books with (issue 50): the one the guest chose while
// the offer still has it, else the offer's default, else its first. An object
// without rates (a server that sends none) books with none: ''.
import type { SelectableObject } from '../api';

export function chosenRateId(object: Pick<SelectableObject, 'rates'>, chosen: string | undefined): string {
  const rates = object.rates ?? [];
  if (chosen && rates.some((rate) => rate.id === chosen)) return chosen;
  return (rates.find((rate) => rate.default) ?? rates[0])?.id ?? '';
}
