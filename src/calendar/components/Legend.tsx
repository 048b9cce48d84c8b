import { useLingui } from '@lingui/react/macro';
import { useAdoptedStyles } from '../../theme/adopt';
import css from './calendar.css?inline';

export interface LegendProps {
  /** Whether the days show their nights' prices (state/dates.ts dayPricesAtom); 'waiting' keeps their items' room. */
  prices?: 'off' | 'waiting' | 'shown';
}

/** The four kinds of day the calendar shows (SPEC 2, Step 1), and what its prices are (issue 32). */
export function Legend({ prices = 'off' }: LegendProps) {
  useAdoptedStyles(css);
  const { t } = useLingui();
  const kinds = [
    { kind: 'available', label: t({ id: 'legend_available', message: 'Available' }) },
    { kind: 'occupied', label: t({ id: 'legend_unavailable', message: 'Booked' }) },
    { kind: 'term-change', label: t({ id: 'legend_term_change', message: 'Changeover day' }) },
    { kind: 'today', label: t({ id: 'legend_today', message: 'Today' }) },
  ];
  return (
    <ul className="bw-legend" aria-label={t({ id: 'legend', message: 'Legend' })}>
      {kinds.map(({ kind, label }) => (
        <li key={kind} className="bw-legend__item">
          <span className={`bw-legend__swatch bw-legend__swatch--${kind}`} aria-hidden="true" />
          {label}
        </li>
      ))}
      {prices !== 'off' && (
        // Invisible but in their place until the prices come, so nothing below the legend moves then.
        <>
          <li className="bw-legend__item" data-waiting={prices === 'waiting' || undefined}>
            <span className="bw-legend__price" aria-hidden="true">
              123
            </span>
            {t({ id: 'legend_night_price', message: 'Price per night from' })}
          </li>
          {/* Its words wear the mark they name. */}
          <li className="bw-legend__item bw-legend__price--lowest" data-waiting={prices === 'waiting' || undefined}>
            {t({ id: 'legend_lowest_price', message: 'Lowest price' })}
          </li>
        </>
      )}
    </ul>
  );
}
