// Step 1's skeleton (issue 33): the days of the months the calendar will show, where it will show
// them, drawn in the task that sends the start-up's requests, a round trip before the first paint
// (the hotelier's look and the language's texts come with those answers). No words, nothing to use
// or read out (inert), no date to find a cell by. Plain markup, as the calendar's classes lay it out:
// React's own first render comes a few tasks later, and one of its own here made the first day cells
// about 40 ms later at 4x (docs/benchmarks.md). The widget's first paint takes it away (app/Shell.tsx).
import { dateToDay, monthOf } from '../booking/day';
import { calendarLayout } from '../calendar/layout';
import { monthGrid, visibleMonths } from '../calendar/month-grid';

/** Breadcrumbs' names wrap under their numbers below this width in Czech (the default language). */
const NARROW = 390;

/** Draws the skeleton into `root` for a widget `width` px wide; the returned function takes it away. */
export function drawSkeleton(root: ShadowRoot, width: number, languageMenu: boolean): () => void {
  const layout = calendarLayout(width || 1);
  const months = visibleMonths(monthOf(dateToDay(new Date())), layout.months).map(
    (month) =>
      // The month's name and the weekdays' room, then its weeks (the parser closes the cells and rows).
      `<div class="bw-month"><h3 class="bw-month__title">&nbsp;</h3><table class="bw-month__grid"><thead><tr>${'<th>&nbsp;'.repeat(7)}<tbody>${monthGrid(month)
        .map((week) => `<tr>${week.map((day) => (day ? `<td class="bw-day bw-day--disabled"><span class="bw-day__number">${Number(day.slice(8))}</span><span class="bw-day__price"></span>` : '<td>')).join('')}`)
        .join('')}</table></div>`,
  );
  const skeleton = document.createElement('div');
  skeleton.className = 'bw-root';
  skeleton.inert = true;
  // The host's own background through it, as in the rest of the room the page reserved: the
  // hotelier's colours come with the first paint.
  skeleton.style.background = 'none';
  // The heading and the breadcrumbs: their names wrap under their numbers on most phones.
  skeleton.innerHTML = `${languageMenu ? '<div class="bw-language"></div>' : ''}<section class="bw-step1"><div class="bw-page-header"></div><div class="bw-calendar__months">${months.join('')}</div></section>`;
  // Styles through the CSSOM, which a strict Content-Security-Policy allows (style attributes it would not).
  (skeleton.querySelector('.bw-page-header') as HTMLElement).style.height = `${width < NARROW ? 98 : 66}px`;
  (skeleton.querySelector('.bw-calendar__months') as HTMLElement).style.gridTemplateColumns = `repeat(${layout.columns}, minmax(0, 1fr))`;
  root.append(skeleton);
  return () => skeleton.remove();
}
