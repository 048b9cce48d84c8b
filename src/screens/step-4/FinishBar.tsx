// Step 4's way on. On a phone it rides at the bottom of the screen, as steps 2
// and 3's bar does (summary/TotalBar.tsx): what is paid now, a way back to the
// details and the Book button across the bar, so the guest never scrolls three
// screens to find it. On a wide widget it closes the screen, the same parts in
// a row. A control focused under the bar (the terms) is kept above it.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode, RefObject } from 'react';
import { Link } from 'wouter';
import { useFocusAboveBar } from '../summary/focus-above-bar';
import type { SummaryPlace } from '../summary/summary-place';
import { useAdoptedStyles } from '../../theme/adopt';
import barCss from '../summary/summary.css?inline';

const noop = () => {};

export interface FinishBarProps {
  /** What is paid now, formatted (the deposit or the total; by card, what the card pays); '' while unknown. */
  due: string;
  place: SummaryPlace;
  screen: HTMLElement | null;
  /** The Book button with its states (BookPanel). */
  children: ReactNode;
}

export function FinishBar({ due, place, screen, children }: FinishBarProps) {
  useAdoptedStyles(barCss);
  const { t } = useLingui();
  const bar = useFocusAboveBar(place === 'bar' ? screen : null, noop);
  return (
    <div ref={bar as RefObject<HTMLDivElement>} className={place === 'bar' ? 'bw-bar bw-finish-bar' : 'bw-finish-bar'}>
      <div className="bw-bar__row">
        <p className="bw-bar__total" data-testid="due-now">
          <span className="bw-bar__label">{t({ id: 'due_now', message: 'To pay now' })}</span>{' '}
          <strong className="bw-bar__amount">{due || '–'}</strong>
        </p>
        <Link href="/step-3" className="bw-bar__toggle bw-finish-bar__back">
          {t({ id: 'back', message: 'Back' })}
        </Link>
      </div>
      <div className="bw-bar__action">{children}</div>
    </div>
  );
}
