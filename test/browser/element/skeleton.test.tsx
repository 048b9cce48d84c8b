// Step 1's skeleton (issue 33): the pre-start draws the days of the months step 1 will show, where
// it will show them, before any answer; the widget's first paint takes it away.
import { expect } from 'chai';
import { drawSkeleton } from '../../../src/element/skeleton';
import { prestartWidgets } from '../../../src/element/prestart';
import { defineBookingWidget } from '../../../src/element/element';
import { addDaysTo, dateToDay, firstDayOf, monthOf, weekdayIndex } from '../../../src/booking/day';
import { adoptStyles } from '../../../src/theme/adopt';
import widgetCss from '../../../src/theme/widget.css?inline';
import calendarCss from '../../../src/calendar/components/calendar.css?inline';
import { waitFor } from '../support/render';

const hosts: HTMLElement[] = [];
afterEach(() => hosts.splice(0).forEach((host) => host.remove()));

function shadowHost(width: number): ShadowRoot {
  const host = document.body.appendChild(document.createElement('div'));
  host.style.width = `${width}px`;
  hosts.push(host);
  const root = host.attachShadow({ mode: 'open' });
  const sheets = new Map<string, CSSStyleSheet>();
  adoptStyles(root, sheets, widgetCss);
  adoptStyles(root, sheets, calendarCss);
  return root;
}

/** Each month's day numbers as a guest reads them, blank cells as '', week by week. */
const weeksShown = (root: ShadowRoot) =>
  [...root.querySelectorAll('.bw-month__grid')].map((grid) =>
    [...grid.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
  );

describe("step 1's skeleton", () => {
  it("shows this month's days, Monday first, where step 1 lays them out, with nothing to find, use or read out", () => {
    const root = shadowHost(360);
    drawSkeleton(root, 360, false);
    const first = firstDayOf(monthOf(dateToDay(new Date())));
    const [weeks] = weeksShown(root) as [string[][]];
    expect(weeksShown(root)).to.have.length(1);
    // The 1st stands under its weekday; every day of the month follows in order.
    expect(weeks[0]!.indexOf('1')).to.equal(weekdayIndex(first));
    // Six weeks, as step 1 draws a month alone: after the month's last day, the next month's first days.
    expect(weeks).to.have.length(6);
    const length = Number(addDaysTo(firstDayOf(monthOf(addDaysTo(first, 31))), -1).slice(8));
    const days = weeks.flat().filter(Boolean);
    expect(days).to.have.length(42 - weekdayIndex(first));
    const following = days.slice(length).map((_, index) => String(index + 1));
    expect(days).to.deep.equal([...Array.from({ length }, (_, index) => String(index + 1)), ...following]);
    // In the calendar's own cells: as tall as step 1's, a price line included.
    const cell = root.querySelector('td.bw-day')!;
    expect(cell.querySelector('.bw-day__price')).not.to.equal(null);
    expect(cell.getBoundingClientRect().height).to.equal(40);
    // No date to find a cell by (tests and the bench click the calendar's own cells), no words.
    expect(root.querySelector('[data-date]')).to.equal(null);
    expect(root.querySelector('.bw-root')!.hasAttribute('inert')).to.equal(true);
    const words = (root.querySelector('.bw-root')!.textContent ?? '').replace(/[\d\s\u00a0]/g, '');
    expect(words).to.equal('');
  });

  it('lays out as many months as step 1 for the widget\'s width, and room for the language menu', () => {
    for (const [width, months] of [
      [360, 1],
      [800, 2],
      [1100, 3],
    ] as const) {
      const root = shadowHost(width);
      drawSkeleton(root, width, width === 800);
      expect(weeksShown(root), `at ${width} px`).to.have.length(months);
      expect(root.querySelectorAll('.bw-language'), `at ${width} px`).to.have.length(width === 800 ? 1 : 0);
    }
  });

  it('is taken away whole by the function it returns', () => {
    const root = shadowHost(360);
    const hide = drawSkeleton(root, 360, false);
    hide();
    expect(root.children).to.have.length(0);
  });
});

describe('the pre-start', () => {
  const TAG = 'skeleton-booking-widget';
  // Port 9 on loopback refuses connections: the start-up fails at once and the error screen paints.
  const OFFLINE_API = 'http://127.0.0.1:9/api';

  function addWidget(attributes: Record<string, string>): HTMLElement {
    const element = document.createElement(TAG);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    // A phone's column: one month.
    element.style.width = '360px';
    document.body.append(element);
    hosts.push(element);
    return element;
  }

  it("draws step 1's skeleton where the first screen is step 1, none elsewhere, and the first paint takes it away", async () => {
    const stepOne = addWidget({ 'api-key': 'demo', 'api-base': OFFLINE_API, routing: 'memory', lang: 'en' });
    location.hash = '#pages=/price-lists';
    const sidePage = addWidget({ id: 'pages', 'api-key': 'demo', 'api-base': OFFLINE_API, lang: 'en' });
    try {
      prestartWidgets(import.meta.url, TAG);
      expect(stepOne.shadowRoot!.querySelectorAll('.bw-month__grid')).to.have.length(1);
      expect(sidePage.shadowRoot!.querySelector('.bw-month__grid')).to.equal(null);

      defineBookingWidget(import.meta.url, TAG);
      // The start-up fails (no API): the widget paints its error screen, and the skeleton goes with that paint.
      await waitFor(() => stepOne.shadowRoot!.querySelector('h2')?.textContent === 'Something went wrong', 8000);
      expect(stepOne.shadowRoot!.querySelector('[inert]')).to.equal(null);
      expect(stepOne.shadowRoot!.querySelectorAll('.bw-root')).to.have.length(1);
    } finally {
      location.hash = '';
    }
  });
});
