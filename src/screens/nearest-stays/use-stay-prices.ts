// The price of each suggested stay: one dates call each, asked only while the
// suggestions are on screen and aborted when the guest moves on. A call that
// fails leaves its stay without a price; a stay the server refuses after all
// (price 0, e.g. it touches a season with a longer minimum) is dropped.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { PricingSchema } from '../../api/schemas/pricing';
import type { Stay } from '../../booking/nearest-stays';
import { formatPrice } from '../../i18n/format';
import { apiClientAtom } from '../../state/config';

/** A priced stay's words ("cena od 6 300,00 Kč"), 'refused', or nothing yet / not known. */
export type StayPrice = string | 'refused' | undefined;

const keyOf = (stay: Stay) => `${stay.arrival}|${stay.departure}`;

export function useStayPrices(stays: readonly Stay[]): (stay: Stay) => StayPrice {
  const client = useAtomValue(apiClientAtom);
  const [prices, setPrices] = useState<ReadonlyMap<string, StayPrice>>(new Map());
  const asked = stays.map(keyOf).join(' ');
  useEffect(() => {
    if (!client || !asked) return;
    const stop = new AbortController();
    for (const key of asked.split(' ')) {
      const [from = '', to = ''] = key.split('|');
      void client.read('dates', PricingSchema, { from, to }, stop.signal).then((result) => {
        if (stop.signal.aborted || !result.ok) return;
        const { price, texts, settings, error } = result.value;
        const words = price > 0 && !error ? `${texts.price_text} ${formatPrice(price, settings.currency_text)}`.trim() : 'refused';
        setPrices((known) => new Map(known).set(key, words));
      });
    }
    return () => stop.abort();
  }, [client, asked]);
  return (stay) => prices.get(keyOf(stay));
}
