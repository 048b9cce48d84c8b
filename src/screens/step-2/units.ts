// Words for the server's codes: price units (docs/api.md "Price units") for
// services and fees, and the kinds of objects.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PriceUnit } from '../../api';
import { formatPrice } from '../../i18n/format';

const UNITS = {
  stay: msg({ id: 'unit_stay', message: 'per stay' }),
  night: msg({ id: 'unit_night', message: 'per night' }),
  person_night: msg({ id: 'unit_person_night', message: 'per person per night' }),
  adult_night: msg({ id: 'unit_adult_night', message: 'per adult per night' }),
} satisfies Record<PriceUnit, unknown>;

/** "220,00 Kč per person per night". */
export function priceWithUnit(i18n: I18n, price: number, unit: PriceUnit, currencyText: string): string {
  return `${formatPrice(price, currencyText)} ${i18n._(UNITS[unit])}`;
}

const KINDS: Record<string, ReturnType<typeof msg>> = {
  room: msg({ id: 'kind_room', message: 'Room' }),
  apartment: msg({ id: 'kind_apartment', message: 'Apartment' }),
  cottage: msg({ id: 'kind_cottage', message: 'Cottage' }),
};

/** "Room", "Apartmán"; a kind the widget does not know is shown as the server sent it. */
export function kindName(i18n: I18n, kind: string): string {
  const known = KINDS[kind];
  return known ? i18n._(known) : kind;
}
