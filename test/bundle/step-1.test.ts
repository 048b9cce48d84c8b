// The built widget runs: booking-widget.js, as `npm run build` wrote it, shows
// step 1 in a DOM from a library with the API's start-up answers canned, in
// about a second. A build step that breaks the widget fails here, not only in
// the browser suites (broken-script.test.ts shows this check failing).
import { describe, expect, it } from 'vitest';
import { STAY, dayCells, openWidgetPage, waitFor } from './support/widget-page.ts';

const priceShown = (root: ShadowRoot | null) => root?.querySelector('[data-testid="price"]')?.textContent?.replace(/\s/g, ' ');

describe('the built booking-widget.js in a DOM', () => {
  it('shows the calendar, then the preselected stay with its price', async () => {
    const page = await openWidgetPage();
    const cells = await waitFor(page, () => dayCells(page).length >= 28 && dayCells(page), () => `no day cells (API calls: ${page.calls.join(', ')})`);
    expect(cells[0]!.getAttribute('aria-label')).toMatch(/^\w+day, \d{1,2} \w+ \d{4}/);
    const price = await waitFor(page, () => priceShown(page.widget())?.includes('4 200') && priceShown(page.widget()), () => `no price, it says "${priceShown(page.widget())}"`);
    expect(price).toBe('4 200,00 Kč');
    // The calendar draws the start-up's answers in a transition (issue 33), so its commit may come a
    // moment after the price line's: the arrival is asked for until it is shown selected.
    const arrivalSelected = () => page.widget()?.querySelector(`[data-date="${STAY.arrival}"]`)?.getAttribute('aria-selected');
    expect(await waitFor(page, () => arrivalSelected() === 'true' && 'true', () => `the arrival reads aria-selected=${arrivalSelected()}`)).toBe('true');
    expect(page.calls).toEqual(expect.arrayContaining(['global_translations', 'global_settings', 'availability', `dates ${STAY.arrival} ${STAY.departure}`]));
    expect(page.errors).toEqual([]);
  });
});
