// Step 1's skeleton (issue 33): the days of the months the calendar will show, where it will show
// them, drawn in the task that sends the start-up's requests, a round trip before the first paint
// (the hotelier's look and the language's texts come with those answers). No words, nothing to use
// or read out (inert), no date to find a cell by. The calendar's own markup (month-markup.ts) made
// with plain DOM calls: React's own first render comes a few tasks later, and one of its own here
// made the first day cells about 40 ms later at 4x (docs/benchmarks.md). The widget's first paint
// takes it away (app/Shell.tsx).
import { dateToDay, monthOf } from '../booking/day';
import { calendarLayout } from '../calendar/layout';
import { visibleMonths } from '../calendar/month-grid';
import { type Child, dayCell, type Make, monthMarkup } from '../calendar/components/month-markup';

/** Breadcrumbs' names wrap under their numbers below this width in Czech (the default language). */
const NARROW = 390;

/** A space that keeps a line's height where the calendar will write a word. */
const ROOM = '\u00a0';
const WEEKDAYS = Array.from({ length: 7 }, () => ({ short: ROOM }));

/** The markup's elements as DOM elements; React's own props (key) stay out. */
const make: Make<Element> = (tag, props, ...children) => {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props ?? {})) {
    if (name !== 'key' && value !== undefined && value !== null && value !== false) element.setAttribute(name === 'className' ? 'class' : name, String(value));
  }
  const append = (child: Child<Element>) => {
    if (Array.isArray(child)) child.forEach(append);
    else if (child instanceof Element) element.append(child);
    else if (child !== undefined && child !== null && child !== false) element.append(String(child));
  };
  children.forEach(append);
  return element;
};

/** Draws the skeleton into `root` for a widget `width` px wide; the returned function takes it away. */
export function drawSkeleton(root: ShadowRoot, width: number, languageMenu: boolean): () => void {
  const layout = calendarLayout(width || 1);
  const skeleton = make('div', { className: 'bw-root' }) as HTMLElement;
  skeleton.inert = true;
  // The host's own background through it, as in the rest of the room the page reserved: the
  // hotelier's colours come with the first paint.
  skeleton.style.background = 'none';
  // The heading and the breadcrumbs: their names wrap under their numbers on most phones.
  const header = make('div', { className: 'bw-page-header' }) as HTMLElement;
  // Styles through the CSSOM, which a strict Content-Security-Policy allows (style attributes it would not).
  header.style.height = `${width < NARROW ? 98 : 66}px`;
  const months = make(
    'div',
    { className: 'bw-calendar__months' },
    visibleMonths(monthOf(dateToDay(new Date())), layout.months).map((month) =>
      monthMarkup(make, {
        month,
        title: ROOM,
        weekdays: WEEKDAYS,
        // The calendar's six weeks of a month alone on screen (month-grid.ts, sixWeeks).
        followOn: layout.months === 1,
        day: (day) => dayCell(make, { className: 'bw-day bw-day--disabled' }, { day, price: '' }),
      }),
    ),
  ) as HTMLElement;
  months.style.gridTemplateColumns = `repeat(${layout.columns}, minmax(0, 1fr))`;
  if (languageMenu) skeleton.append(make('div', { className: 'bw-language' }));
  skeleton.append(make('section', { className: 'bw-step1' }, header, months));
  root.append(skeleton);
  return () => skeleton.remove();
}
