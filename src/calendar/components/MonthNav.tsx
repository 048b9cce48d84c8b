import { useLingui } from '@lingui/react/macro';
import type { MonthNavigation } from '../hooks/use-month-navigation';

/** Previous / next month arrows. */
export function MonthNav({ navigation }: { navigation: MonthNavigation }) {
  const { t } = useLingui();
  return (
    <div className="bw-month-nav">
      <button
        type="button"
        className="bw-month-nav__button bw-month-nav__button--previous"
        aria-label={t({ id: 'previous_month', message: 'Previous month' })}
        disabled={!navigation.canGoBack}
        onClick={navigation.back}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="bw-month-nav__button bw-month-nav__button--next"
        aria-label={t({ id: 'next_month', message: 'Next month' })}
        disabled={!navigation.canGoForward}
        onClick={navigation.forward}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
