import { useLingui } from '@lingui/react/macro';
import type { MonthNavigation } from '../hooks/use-month-navigation';

interface NavButtonProps {
  direction: 'previous' | 'next';
  label: string;
  enabled: boolean;
  onClick(): void;
}

function NavButton({ direction, label, enabled, onClick }: NavButtonProps) {
  return (
    <button
      type="button"
      className={`bw-month-nav__button bw-month-nav__button--${direction}`}
      aria-label={label}
      disabled={!enabled}
      onClick={onClick}
    />
  );
}

/** Previous / next month arrows; each disappears at the end of the bookable window. */
export function MonthNav({ navigation }: { navigation: MonthNavigation }) {
  const { t } = useLingui();
  return (
    <div className="bw-month-nav">
      <NavButton
        direction="previous"
        label={t({ id: 'previous_month', message: 'Previous month' })}
        enabled={navigation.canGoBack}
        onClick={navigation.back}
      />
      <NavButton
        direction="next"
        label={t({ id: 'next_month', message: 'Next month' })}
        enabled={navigation.canGoForward}
        onClick={navigation.forward}
      />
    </div>
  );
}
