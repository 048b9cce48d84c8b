import { useLingui } from '@lingui/react/macro';
import { useAdoptedStyles } from '../../theme/adopt';
import css from './calendar.css?inline';

/** The four kinds of day the calendar shows (SPEC 2, Step 1). */
export function Legend() {
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
    </ul>
  );
}
