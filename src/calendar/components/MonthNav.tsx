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
    >
      {/* A drawn chevron, not a text glyph: no font of its own for step 1's first frame to look up (issue 33). */}
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d={direction === 'previous' ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
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
