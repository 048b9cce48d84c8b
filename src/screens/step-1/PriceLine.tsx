import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { formatPrice } from '../../i18n/format';
import { currencyTextAtom, priceAtom, pricePrefixAtom, pricingAtom } from '../../state/dates';

/**
 * The total price with its optional prefix ("price from") and currency (SPEC 9). `hideEmpty`: the line
 * is not shown while there is no price (the phone's bar says what to do instead of "Total price –"),
 * but keeps its room, so nothing below the widget moves when the first price comes.
 */
export function PriceLine({ hideEmpty = false }: { hideEmpty?: boolean }) {
  const { t } = useLingui();
  const price = useAtomValue(priceAtom);
  const prefix = useAtomValue(pricePrefixAtom);
  const currency = useAtomValue(currencyTextAtom);
  const pricing = useAtomValue(pricingAtom);
  const hidden = hideEmpty && price <= 0 && !pricing;
  return (
    <p className={hidden ? 'bw-price bw-price--empty' : 'bw-price'} aria-live="polite" aria-busy={pricing || undefined}>
      {/* The server's prefix ("price from") replaces the plain label rather than doubling it. */}
      <span className="bw-price__label">{prefix && price > 0 ? prefix : t({ id: 'total_price', message: 'Total price' })}</span>{' '}
      {price > 0 ? (
        <>
          <strong className="bw-price__amount" data-testid="price">
            {formatPrice(price, currency)}
          </strong>
        </>
      ) : (
        <strong className="bw-price__amount bw-price__amount--none">–</strong>
      )}
    </p>
  );
}
