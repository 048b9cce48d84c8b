import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { createStore, useAtomValue } from 'jotai';
import { useRef } from 'react';
import { Calendar, Legend } from '../../../src/calendar';
import { useWidgetWidth } from '../../../src/calendar/hooks/use-widget-width';
import { arrivalAtom, dayPricesAtom, departureAtom, todayAtom } from '../../../src/state/dates';
import { availabilityAtom } from '../../../src/state/startup';
import { renderWidget, waitFor, type Rendered } from '../support/render';
import { AVAILABILITY, calendarStore, fakeApi, type FakeApi, pricingAnswer, SELECTION_ANSWER, swipe } from './fixtures';

let rendered: Rendered | undefined;
let api: FakeApi | undefined;
afterEach(() => {
  rendered?.unmount();
  api?.restore();
});

const cell = (date: string) => rendered!.shadowRoot.querySelector<HTMLElement>(`[data-date="${date}"]`);
const monthTitles = () => [...rendered!.shadowRoot.querySelectorAll('.bw-month__title')].map((title) => title.textContent);
const focusedDate = () => (rendered!.shadowRoot.activeElement as HTMLElement | null)?.dataset.date;

/** The calendar as step 1 holds it: measured by the widget's width, which the tests resize. */
function MeasuredCalendar() {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidgetWidth(box);
  return (
    <div ref={box}>
      <Calendar width={width} />
    </div>
  );
}

/** The calendar and its legend, as step 1 shows them, prices and all. */
function CalendarWithLegend() {
  return (
    <div className="boxed">
      <MeasuredCalendar />
      <Legend prices={useAtomValue(dayPricesAtom)} />
    </div>
  );
}

async function show(width: number, lang: 'cs' | 'en' = 'cs') {
  rendered = renderWidget(<MeasuredCalendar />, { store: calendarStore(), width, lang });
  await waitFor(() => cell('2026-12-15'));
}

describe('calendar layout by the widget width', () => {
  for (const [width, titles] of [
    [600, ['prosinec 2026']],
    [800, ['prosinec 2026', 'leden 2027']],
    [1100, ['prosinec 2026', 'leden 2027', 'únor 2027']],
  ] as const) {
    it(`shows ${titles.length} month(s) at ${width} px`, async () => {
      await show(width);
      expect(monthTitles()).to.deep.equal(titles);
      const grids = rendered!.shadowRoot.querySelectorAll('[role="grid"]');
      expect(grids.length).to.equal(titles.length);
    });
  }

  it('shows one month at any width when the hotelier allows only one', async () => {
    const store = calendarStore({ ...AVAILABILITY, settings: { ...AVAILABILITY.settings, displayed_months: 1 } });
    rendered = renderWidget(<MeasuredCalendar />, { store, width: 1100 });
    await waitFor(() => cell('2026-12-15'));
    expect(monthTitles()).to.deep.equal(['prosinec 2026']);
  });

  it('rebuilds after a resize and keeps the first visible month and the range', async () => {
    await show(1100);
    rendered!.shadowRoot.querySelector<HTMLElement>('.bw-month-nav__button--next')!.click();
    await waitFor(() => monthTitles()[0] === 'leden 2027');
    rendered!.store.set(arrivalAtom, '2027-01-05');
    rendered!.store.set(departureAtom, '2027-01-08');
    rendered!.host.style.width = '600px';
    await waitFor(() => monthTitles().length === 1, 2000);
    expect(monthTitles()).to.deep.equal(['leden 2027']);
    expect(cell('2027-01-05')!.getAttribute('aria-selected')).to.equal('true');
  });
});

describe('calendar days', () => {
  it('marks every day with its date, kind and a full-date name in the widget language', async () => {
    await show(600);
    // December's 31 days, then January's first ten: six weeks (a month alone on screen goes on).
    const days = rendered!.shadowRoot.querySelectorAll('[role="gridcell"][data-date]');
    expect(days.length).to.equal(41);
    expect(cell('2026-12-11')!.getAttribute('aria-label')).to.equal('pátek 11. prosince 2026, obsazeno');
    expect(cell('2026-12-11')!.classList.contains('bw-day--occupied')).to.equal(true);
    expect(cell('2026-12-10')!.classList.contains('bw-day--departure-only')).to.equal(true);
    expect(cell('2026-12-13')!.classList.contains('bw-day--arrival-only')).to.equal(true);
    expect(cell('2026-12-01')!.getAttribute('aria-label')).to.contain('nedostupné');
    expect(cell('2026-12-01')!.getAttribute('aria-disabled')).to.equal('true');
    expect(cell('2026-12-02')!.getAttribute('aria-current')).to.equal('date');
    expect(rendered!.shadowRoot.querySelector('th')!.textContent).to.match(/^po/);
  });

  it('names days in English for an English widget', async () => {
    await show(600, 'en');
    expect(cell('2026-12-11')!.getAttribute('aria-label')).to.match(/^Friday,? 11 December 2026, booked$/);
  });

  it('explains a refused second click in a tooltip instead of doing nothing', async () => {
    await show(600, 'en');
    cell('2026-12-08')!.click();
    await waitFor(() => rendered!.store.get(arrivalAtom) === '2026-12-08');
    cell('2026-12-15')!.click();
    const tooltip = await waitFor(() => rendered!.shadowRoot.querySelector<HTMLElement>('[role="tooltip"]:not([hidden])'));
    expect(tooltip.textContent).to.equal('Your stay would include nights that are already booked. Please choose other dates.');
    expect(cell('2026-12-15')!.getAttribute('aria-describedby')).to.equal(tooltip.id);
    // Shown once placed: its styles and positioning load with the first tooltip that opens.
    await waitFor(() => tooltip.hasAttribute('data-placed'));
    expect(getComputedStyle(tooltip).visibility).to.equal('visible');
    expect(getComputedStyle(tooltip).zIndex).to.equal('99999');
    expect(rendered!.store.get(arrivalAtom)).to.equal('2026-12-08');
    expect(rendered!.store.get(departureAtom)).to.equal('');
  });
});

describe('a month alone on screen', () => {
  it("goes on into the next month's first days instead of an empty week, and choosing one keeps the month", async () => {
    await show(600);
    const rows = [...rendered!.shadowRoot.querySelectorAll('.bw-month__grid tbody tr')];
    expect(rows.length).to.equal(6);
    expect(rendered!.shadowRoot.querySelectorAll('.bw-month__spare').length).to.equal(0);
    const lastRow = [...rows.at(-1)!.querySelectorAll<HTMLElement>('[data-date]')].map((day) => day.textContent);
    expect(lastRow).to.deep.equal(['4', '5', '6', '7', '8', '9', '10']);
    const january = cell('2027-01-05')!;
    expect(january.classList.contains('bw-day--next-month')).to.equal(true);
    expect(january.getAttribute('aria-label')).to.match(/^úterý 5\. ledna 2027/);
    expect(cell('2026-12-31')!.classList.contains('bw-day--next-month')).to.equal(false);
    // Quieter than December's free days, yet a free day: chosen like any other.
    expect(getComputedStyle(january).color).to.not.equal(getComputedStyle(cell('2026-12-30')!).color);
    january.click();
    await waitFor(() => rendered!.store.get(arrivalAtom) === '2027-01-05');
    expect(monthTitles()).to.deep.equal(['prosinec 2026']);
    expect(january.getAttribute('aria-selected')).to.equal('true');
  });

  it('keeps focus in the shown weeks without turning the month, and turns it past them', async () => {
    await show(600);
    cell('2026-12-31')!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => focusedDate() === '2027-01-07');
    expect(monthTitles()).to.deep.equal(['prosinec 2026']);
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => focusedDate() === '2027-01-14');
    expect(monthTitles()).to.deep.equal(['leden 2027']);
  });

  it('is not how months side by side end: the next month is beside them, so they keep an empty row', async () => {
    await show(1100);
    expect(rendered!.shadowRoot.querySelectorAll('[data-date="2027-01-05"]').length).to.equal(1);
    expect(rendered!.shadowRoot.querySelectorAll('.bw-day--next-month').length).to.equal(0);
    for (const grid of rendered!.shadowRoot.querySelectorAll('.bw-month__grid')) expect(grid.querySelectorAll('tbody tr').length).to.equal(6);
  });
});

describe('calendar keyboard', () => {
  it('selects a range with the keyboard only and keeps focus in the shadow root', async () => {
    await show(600);
    const tabStops = rendered!.shadowRoot.querySelectorAll('[data-date][tabindex="0"]');
    expect(tabStops.length).to.equal(1);
    (tabStops[0] as HTMLElement).focus();
    expect(focusedDate()).to.equal('2026-12-02');
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => focusedDate() === '2026-12-03');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => rendered!.store.get(arrivalAtom) === '2026-12-03');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => focusedDate() === '2026-12-10');
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => focusedDate() === '2026-12-08');
    await sendKeys({ press: 'Space' });
    await waitFor(() => rendered!.store.get(departureAtom) === '2026-12-08');
    expect(cell('2026-12-03')!.getAttribute('aria-selected')).to.equal('true');
    expect(cell('2026-12-05')!.getAttribute('aria-selected')).to.equal('true');
    expect(cell('2026-12-09')!.getAttribute('aria-selected')).to.equal('false');
    expect([...rendered!.shadowRoot.querySelectorAll('[data-date][tabindex="0"]')].length).to.equal(1);
  });

  it('moves by month with PageDown/PageUp and within the week with Home/End', async () => {
    await show(600);
    cell('2026-12-16')!.focus();
    await sendKeys({ press: 'PageDown' });
    await waitFor(() => focusedDate() === '2027-01-16');
    expect(monthTitles()).to.deep.equal(['leden 2027']);
    await sendKeys({ press: 'Home' });
    await waitFor(() => focusedDate() === '2027-01-11');
    await sendKeys({ press: 'End' });
    await waitFor(() => focusedDate() === '2027-01-17');
    await sendKeys({ press: 'PageUp' });
    await waitFor(() => focusedDate() === '2026-12-17');
    expect(monthTitles()).to.deep.equal(['prosinec 2026']);
  });

  it('cancels a started range with Escape', async () => {
    api = fakeApi({ dates: () => pricingAnswer(1000) });
    await show(600);
    cell('2026-12-04')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => rendered!.store.get(arrivalAtom) === '2026-12-04');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => rendered!.store.get(arrivalAtom) === '');
    expect(cell('2026-12-04')!.getAttribute('aria-selected')).to.equal('false');
  });
});

describe('month navigation', () => {
  it('moves months with the arrow buttons, but not before the first bookable month', async () => {
    await show(600);
    const previous = rendered!.shadowRoot.querySelector<HTMLButtonElement>('.bw-month-nav__button--previous')!;
    const next = rendered!.shadowRoot.querySelector<HTMLButtonElement>('.bw-month-nav__button--next')!;
    expect(previous.disabled).to.equal(true);
    next.click();
    await waitFor(() => monthTitles()[0] === 'leden 2027');
    expect(rendered!.shadowRoot.querySelector('.bw-calendar')!.getAttribute('aria-busy')).to.equal('true');
    await waitFor(() => !rendered!.shadowRoot.querySelector('.bw-calendar')!.hasAttribute('aria-busy'), 500);
    previous.click();
    await waitFor(() => monthTitles()[0] === 'prosinec 2026');
  });

  it('moves months with a sideways swipe and leaves vertical scrolling to the browser', async () => {
    await show(600);
    const calendar = rendered!.shadowRoot.querySelector<HTMLElement>('.bw-calendar')!;
    expect(getComputedStyle(calendar).touchAction).to.equal('pan-y');
    swipe(calendar, 400, 150);
    await waitFor(() => monthTitles()[0] === 'leden 2027');
    swipe(calendar, 150, 400);
    await waitFor(() => monthTitles()[0] === 'prosinec 2026');
    swipe(calendar, 300, 290); // too short to be a swipe
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(monthTitles()[0]).to.equal('prosinec 2026');
  });
});

describe('pricing alert', () => {
  it('shows the first alert in a tooltip with an exclamation icon on the start day', async () => {
    api = fakeApi({
      dates: () => pricingAnswer(3000, ['Minimální délka pobytu jsou 3 noci.', 'second']),
      selection: () => SELECTION_ANSWER,
    });
    await show(600);
    cell('2026-12-04')!.click();
    cell('2026-12-06')!.click();
    const tooltip = await waitFor(() => rendered!.shadowRoot.querySelector<HTMLElement>('.bw-tooltip--alert:not([hidden])'));
    expect(tooltip.textContent).to.equal('Minimální délka pobytu jsou 3 noci.');
    const start = cell('2026-12-04')!;
    expect(start.querySelector('.bw-day__alert')!.textContent).to.equal('!');
    expect(start.getAttribute('aria-describedby')).to.equal(tooltip.id);
    // Placed next to the start day, not somewhere else on the page.
    await waitFor(() => tooltip.style.top !== '');
    const tip = tooltip.getBoundingClientRect();
    const day = start.getBoundingClientRect();
    expect(Math.abs(tip.bottom - day.top)).to.be.lessThan(20);
  });
});

describe('choosing the end of a stay', () => {
  const previewed = () =>
    [...rendered!.shadowRoot.querySelectorAll<HTMLElement>('.bw-day--preview')].map((day) => day.dataset.date);
  const pointAt = (date: string) =>
    cell(date)!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true, pointerType: 'mouse' }));

  it('previews the stay the pointed day would make, and nothing for a stay that is not possible', async () => {
    await show(600);
    cell('2026-12-03')!.click();
    await waitFor(() => rendered!.store.get(arrivalAtom) === '2026-12-03');
    pointAt('2026-12-06');
    await waitFor(() => previewed().length > 0);
    expect(previewed()).to.deep.equal(['2026-12-04', '2026-12-05', '2026-12-06']);
    pointAt('2026-12-16'); // across the occupied nights
    await waitFor(() => previewed().length === 0);
    pointAt('2026-12-02'); // earlier than the arrival: the ends swap
    await waitFor(() => previewed().length === 1);
    expect(previewed()).to.deep.equal(['2026-12-02']);
  });
});

describe("each night's price on its day (issue 32)", () => {
  it('keeps every size when the prices come: the price line and the legend items wait in their places', async () => {
    const store = createStore();
    store.set(todayAtom, '2026-12-02');
    rendered = renderWidget(<CalendarWithLegend />, { store, width: 600 });
    await waitFor(() => cell('2026-12-15'));
    const box = rendered.shadowRoot.querySelector<HTMLElement>('.boxed')!;
    // The widget's height, a day's, and where its number sits in it (a number that moved would be a shift too).
    const sizes = () => ({
      whole: box.getBoundingClientRect().height,
      day: cell('2026-12-15')!.getBoundingClientRect().height,
      number: cell('2026-12-15')!.querySelector('.bw-day__number')!.getBoundingClientRect().top,
    });
    const before = sizes();
    expect(rendered.shadowRoot.querySelectorAll('.bw-legend__item[data-waiting]').length).to.equal(2);
    // The greyed days say why they wait, over the grid (the sizes below stay as they were).
    const note = () => rendered!.shadowRoot.querySelector('.bw-calendar')!.textContent!.includes('Načítáme obsazenost…');
    expect(note()).to.equal(true);
    store.set(availabilityAtom, {
      ...AVAILABILITY,
      // The lowest on one of three priced nights: rare enough to be marked (booking/night-prices.ts).
      data: { ...AVAILABILITY.data, prices: { '2026-12-15': 1400, '2026-12-16': 12550, '2026-12-17': 12550 }, min_stay: { '2026-12-16': 3 } },
      settings: { ...AVAILABILITY.settings, currency_text: 'Kč' },
    });
    await waitFor(() => cell('2026-12-15')!.querySelector('.bw-day__price')!.textContent === '1\u00a0400');
    expect(sizes()).to.deep.equal(before);
    expect(note()).to.equal(false);
    expect(rendered.shadowRoot.querySelectorAll('.bw-legend__item[data-waiting]').length).to.equal(0);
    expect(cell('2026-12-16')!.getAttribute('aria-label')).to.equal('středa 16. prosince 2026, volno, od 12\u00a0550,00\u00a0Kč za noc, minimální počet nocí: 3');
    // The lowest of the months shown is a badge: a colour of its own plus a shape and weight, no underline.
    expect(cell('2026-12-15')!.classList.contains('bw-day--lowest')).to.equal(true);
    const lowest = getComputedStyle(cell('2026-12-15')!.querySelector('.bw-day__price')!);
    const other = getComputedStyle(cell('2026-12-16')!.querySelector('.bw-day__price')!);
    expect(lowest.textDecorationLine).to.equal('none');
    expect([lowest.fontWeight, lowest.borderRadius !== '0px', lowest.backgroundColor !== other.backgroundColor]).to.deep.equal(['600', true, true]);
    expect(parseFloat(lowest.fontSize)).to.be.at.least(12);
  });
});

