// The days' tooltips are a sheet of CSS alone (components/day-tip.css), which
// loads the first time a pointer or focus reaches a calendar, so step 1's
// script does not carry it (issue 32). Always through this import: a page that
// imported the sheet as well would make Rolldown move its own helpers out of
// step 1's script into a file step 1 must fetch first.
import { adoptStyles } from '../theme/adopt';
import type { WidgetInstance } from '../widget/instance';

export function wearDayTips({ shadowRoot, sheets }: Pick<WidgetInstance, 'shadowRoot' | 'sheets'>): void {
  void import('./components/day-tip.css?inline').then(({ default: css }) => shadowRoot && adoptStyles(shadowRoot, sheets, css), () => {});
}
