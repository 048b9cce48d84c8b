// The bar at the bottom of a narrow screen (steps 2 and 3, the operator's
// edit): the running total and the screen's way on, with the full summary one
// press away. It is sticky inside the widget's own layout, so it follows the
// widget, never the host page's viewport: it rides at the bottom of the screen
// while the widget is in view and comes to rest after the content. Decisions:
// docs/step-2.md "On a phone".
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, type RefObject, useEffect, useId, useState } from 'react';
import { formatPrice } from '../../i18n/format';
import type { SummaryStatus } from '../../state/summary';
import { useFocusAboveBar } from './focus-above-bar';
import { useShownSummary } from './SummaryPanel';

export interface TotalBarProps {
  status: SummaryStatus;
  /** The full summary, shown above the row while open. */
  panel: ReactNode;
  /** The screen's way on: Continue, Save. */
  action: ReactNode;
  /** The screen around the bar: a control focused there is kept above the bar. */
  screen: HTMLElement | null;
  labelledBy: string;
}

export function TotalBar({ status, panel, action, screen, labelledBy }: TotalBarProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const bar = useFocusAboveBar(screen, () => setOpen(false));
  const { shown, stale } = useShownSummary(status);

  // A press outside the bar closes the summary, as a focus outside it does.
  useEffect(() => {
    if (!open) return;
    const root = bar.current?.getRootNode();
    if (!root) return;
    const close = (event: Event) => {
      if (!bar.current?.contains(event.composedPath()[0] as Node)) setOpen(false);
    };
    root.addEventListener('pointerdown', close);
    return () => root.removeEventListener('pointerdown', close);
  }, [open, bar]);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape on any control inside the bar closes its summary; the bar only hears the keys its controls pass up
    <aside
      ref={bar as RefObject<HTMLElement>}
      className="bw-bar"
      part="summary-bar"
      aria-labelledby={labelledBy}
      data-open={open || undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        bar.current?.querySelector<HTMLElement>('.bw-bar__toggle')?.focus();
      }}
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- It scrolls when the summary is long, so it takes focus (keyboard users can scroll it). */}
      <div id={panelId} className="bw-bar__panel" hidden={!open} role="region" aria-labelledby={labelledBy} tabIndex={0}>
        {panel}
      </div>
      <div className="bw-bar__row">
        {/* Read out when it changes (not while a newer price is on its way). */}
        <p className="bw-bar__total" role="status" aria-atomic="true" aria-busy={status === 'updating' || undefined} data-stale={stale || undefined}>
          {shown ? (
            <>
              <span className="bw-bar__label">{t({ id: 'total_price', message: 'Total price' })}</span>{' '}
              <strong className="bw-bar__amount" data-testid="bar-total">
                {formatPrice(shown.summary.total, shown.summary.currency_text)}
              </strong>
            </>
          ) : (
            <span className="bw-bar__label">{t({ id: 'summary_empty', message: 'The price appears once you choose where to stay.' })}</span>
          )}
        </p>
        <button
          type="button"
          className="bw-bar__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {t({ id: 'summary', message: 'Summary' })}
          <span className="bw-bar__chevron" aria-hidden="true" />
        </button>
      </div>
      <div className="bw-bar__action">{action}</div>
    </aside>
  );
}
