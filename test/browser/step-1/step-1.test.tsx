import { expect } from 'chai';
import { objectChoicesAtom } from '../../../src/state/selection';
import { translationsReadyAtom } from '../../../src/state/startup';
import { Step1 } from '../../../src/screens/step-1';
import { calendarStore, pricingAnswer, SELECTION_ANSWER } from '../calendar/fixtures';
import { waitFor } from '../support/render';
import { NBSP, widgetTest } from '../support/widget-test';

const widget = widgetTest();
const { $, $$ } = widget;
const cell = (date: string) => $(`[data-date="${date}"]`)!;
const button = () => $<HTMLButtonElement>('.bw-book-button')!;
const fields = () => $$<HTMLInputElement>('.bw-date-field input');

async function showStep1(options: { width?: number; lang?: 'cs' | 'en'; demo?: boolean } = {}) {
  widget.answer({
    dates: (url) => pricingAnswer(url.searchParams.get('from') ? 4200 : 1500),
    selection: () => SELECTION_ANSWER,
  });
  const store = calendarStore();
  widget.show(<Step1 />, {
    store,
    width: options.width ?? 1100,
    lang: options.lang ?? 'cs',
    config: { demo: options.demo ?? false },
  });
  await waitFor(() => $('[data-date="2026-12-15"]'));
}

async function chooseStay(from: string, to: string) {
  cell(from).click();
  await waitFor(() => cell(from).getAttribute('aria-selected') === 'true');
  cell(to).click();
  await waitFor(() => $('[data-testid="price"]')?.textContent?.includes('4'));
}

describe('step 1', () => {
  it('shows the "from" price on entry, then the stay, nights and its price', async () => {
    await showStep1();
    await waitFor(() => $('[data-testid="price"]'));
    expect($('.bw-price')!.textContent).to.equal(`cena od 1${NBSP}500,00${NBSP}Kč`);
    // A prompt, never "0 nocí", until the stay is chosen: first the arrival, then the departure.
    expect($('.bw-step1__nights')!.textContent).to.equal('Vyberte den příjezdu');
    cell('2026-12-03').click();
    await waitFor(() => $('.bw-step1__nights')!.textContent === 'Vyberte den odjezdu');
    cell('2026-12-06').click();
    await waitFor(() => $('[data-testid="price"]')?.textContent?.includes('4'));
    expect($('[data-testid="price"]')!.textContent).to.equal(`4${NBSP}200,00${NBSP}Kč`);
    expect($('.bw-step1__nights')!.textContent).to.equal('3 noci');
    expect(fields().map((input) => input.value)).to.deep.equal(['03.12.2026', '06.12.2026']);
    expect(fields().every((input) => input.readOnly)).to.equal(true);
    expect(widget.calls.map((call) => call.name)).to.include('selection');
  });

  it('labels the price plainly when the server gives no prefix', async () => {
    widget.answer({ dates: () => ({ ...pricingAnswer(990), texts: { price_text: '' }, settings: { currency_text: '€' } }) });
    widget.show(<Step1 />, { store: calendarStore(), lang: 'en' });
    await waitFor(() => $('[data-testid="price"]'));
    expect($('.bw-price')!.textContent).to.equal(`Total price €${NBSP}990,00`);
  });

  it('clears one date with its clear icon', async () => {
    await showStep1({ lang: 'en' });
    await chooseStay('2026-12-03', '2026-12-06');
    const clearButtons = $$<HTMLButtonElement>('.bw-date-field__clear');
    expect(clearButtons.map((clear) => clear.getAttribute('aria-label'))).to.deep.equal([
      'Clear the check-in date',
      'Clear the check-out date',
    ]);
    clearButtons[1]!.click();
    await waitFor(() => fields()[1]!.value === '');
    expect(fields()[0]!.value).to.equal('03.12.2026');
    expect($$('.bw-date-field__clear')).to.have.length(1);
    expect(cell('2026-12-06').getAttribute('aria-selected')).to.equal('false');
  });

  it('keeps the button unusable until both dates and a price exist, and says why', async () => {
    await showStep1({ lang: 'en' });
    expect(button().getAttribute('aria-disabled')).to.equal('true');
    button().click();
    const tooltip = await waitFor(() => $('[role="tooltip"]:not([hidden])'));
    expect(tooltip.textContent).to.equal('Please select your check-in and check-out dates first.');
    expect(button().getAttribute('aria-describedby')).to.equal(tooltip.id);
    expect(widget.rendered.route()).to.equal('/');
    await chooseStay('2026-12-03', '2026-12-06');
    await waitFor(() => !button().hasAttribute('aria-disabled'));
    button().click();
    await waitFor(() => widget.rendered.route() === '/step-2');
  });

  it('says when the price cannot be fetched, keeps the dates and fetches it again on request', async () => {
    let reachable = false;
    widget.answer({
      dates: (url) => {
        if (url.searchParams.get('from') && !reachable) throw new TypeError('Failed to fetch');
        return pricingAnswer(url.searchParams.get('from') ? 4200 : 1500);
      },
      selection: () => SELECTION_ANSWER,
    });
    widget.show(<Step1 />, { store: calendarStore(), width: 1100, lang: 'en' });
    await waitFor(() => $('[data-testid="price"]'));
    cell('2026-12-03').click();
    await waitFor(() => cell('2026-12-03').getAttribute('aria-selected') === 'true');
    cell('2026-12-06').click();
    const failure = await waitFor(() => $('.bw-pricing-failure [role="alert"]'));
    expect(failure.textContent).to.equal('Could not reach the booking system. Check your connection and try again.');
    expect($('.bw-price__amount')!.textContent).to.equal('–');
    expect(fields().map((input) => input.value)).to.deep.equal(['03.12.2026', '06.12.2026']);
    expect(button().getAttribute('aria-disabled')).to.equal('true');

    reachable = true;
    $<HTMLButtonElement>('.bw-pricing-failure button')!.click();
    await waitFor(() => $('[data-testid="price"]')?.textContent === `4${NBSP}200,00${NBSP}Kč`);
    expect($('.bw-pricing-failure')).to.equal(null);
    await waitFor(() => !button().hasAttribute('aria-disabled'));
  });

  it('stays on step 1 in demo mode', async () => {
    await showStep1({ demo: true });
    await chooseStay('2026-12-03', '2026-12-06');
    await waitFor(() => !button().hasAttribute('aria-disabled'));
    button().click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(widget.rendered.route()).to.equal('/');
  });

  it('moves price and button into a bottom panel under 768 px', async () => {
    await showStep1({ width: 600 });
    await waitFor(() => $('[data-testid="bottom-panel"] .bw-book-button'));
    expect(getComputedStyle($('[data-testid="bottom-panel"]')!).position).to.equal('sticky');
    await showStep1({ width: 1100 });
    expect($('[data-testid="bottom-panel"]')).to.equal(null);
    expect($('.bw-step1__summary .bw-book-button')).to.not.equal(null);
  });

  it("on a phone the bar says what to do, then holds the stay's length, dates and price (issue 52)", async () => {
    widget.answer({ dates: (url) => pricingAnswer(url.searchParams.get('from') ? 4200 : 0), selection: () => SELECTION_ANSWER });
    widget.show(<Step1 />, { store: calendarStore(), width: 360, lang: 'cs' });
    const bar = await waitFor(() => $('[data-testid="bottom-panel"]'));
    await waitFor(() => bar.querySelector('.bw-book-button'));
    // Nothing chosen and no "from" price: what to do, not "Celková cena –".
    expect(bar.querySelector('h3')!.textContent).to.equal('Vyberte den příjezdu');
    // "Celková cena –" keeps its room (nothing below the widget moves when a price comes) but is not shown.
    expect(bar.querySelector('.bw-price')!.checkVisibility({ visibilityProperty: true })).to.equal(false);
    await chooseStay('2026-12-03', '2026-12-06');
    expect(bar.querySelector('h3')!.textContent).to.equal('3 noci');
    expect(bar.querySelector('.bw-price')!.checkVisibility({ visibilityProperty: true })).to.equal(true);
    expect(bar.textContent).to.contain('3. prosince – 6. prosince');
    expect(bar.querySelector('[data-testid="price"]')!.textContent).to.equal(`4${NBSP}200,00${NBSP}Kč`);
  });

  it('lays the calendar and the bottom panel out from one measure of the widget width', async () => {
    await showStep1({ width: 1100 });
    const months = () => widget.rendered.shadowRoot.querySelectorAll('.bw-month').length;
    await waitFor(() => months() === 3);
    widget.rendered.host.style.width = '600px';
    await waitFor(() => months() === 1 && $('[data-testid="bottom-panel"]'), 2000);
    widget.rendered.host.style.width = '800px';
    await waitFor(() => months() === 2 && !$('[data-testid="bottom-panel"]'), 2000);
  });

  it('shows the dates note on the check-in field on wide screens once texts are in', async () => {
    await showStep1({ lang: 'en' });
    const checkIn = fields()[0]!;
    expect(checkIn.hasAttribute('aria-describedby')).to.equal(false);
    widget.rendered.store.set(translationsReadyAtom, true);
    await waitFor(() => checkIn.hasAttribute('aria-describedby'));
    checkIn.focus();
    const note = await waitFor(() => $('[role="tooltip"]:not([hidden])'));
    expect(note.textContent).to.equal('Choose your arrival day first, then your departure day.');
  });

  it('has breadcrumbs with step 1 active and clears chosen objects on entry', async () => {
    widget.answer({ dates: () => pricingAnswer(1500) });
    const store = calendarStore();
    store.set(objectChoicesAtom, [{ id: '1', max: 4, selected: true, occupancy: [], services: [] }]);
    widget.show(<Step1 />, { store, lang: 'cs' });
    await waitFor(() => $('nav'));
    expect($('[aria-current="step"]')!.textContent).to.contain('1');
    expect(widget.rendered.shadowRoot.querySelectorAll('nav li').length).to.equal(3);
    await waitFor(() => store.get(objectChoicesAtom)[0]?.selected === false);
    // Four kinds of day; the two price items keep their room, invisible until an answer brings prices.
    expect($('.bw-legend')!.querySelectorAll('li').length).to.equal(6);
    expect($('.bw-legend')!.querySelectorAll('li:not([data-waiting])').length).to.equal(4);
  });

  // Each family, size and weight a first frame meets is a font lookup of its own (about 8 ms at 4x
  // on Linux, docs/type-scale.md): step 1 keeps to its type scale, so its first frame stays short (issue 33).
  it('sets its texts in the type scale: 13 px, the text size (15 px here), the price and the heading', async () => {
    // Without the hotelier's styles the heading's font is the text's: one family. Small print at
    // 13 px, the price at 20 px (docs/type-scale.md); the text size and the heading's.
    const SCALE = ['400 13px', '600 13px', '700 20px', '400 15px', '600 15px', '700 24px'];
    for (const width of [360, 1100]) {
      await showStep1({ width });
      await waitFor(() => $('[data-testid="price"]'));
      const families = new Set<string>();
      const sizes = new Set<string>();
      const walker = document.createTreeWalker(widget.rendered.shadowRoot, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const parent = text.parentElement!;
        if (!text.textContent!.trim() || !parent.checkVisibility()) continue;
        const style = getComputedStyle(parent);
        families.add(style.fontFamily);
        sizes.add(`${style.fontWeight} ${style.fontSize}`);
      }
      expect(families.size, `at ${width} px: ${[...families].join(' | ')}`).to.equal(1);
      expect([...sizes].filter((size) => !SCALE.includes(size)), `at ${width} px`).to.deep.equal([]);
      expect(sizes.size, `at ${width} px`).to.be.at.least(4);
    }
  });
});
