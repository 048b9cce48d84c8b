// Step 1's fonts are found before its first frame (theme/type-warmup.ts): every
// family, size and weight step 1 shows text in must be among the samples, or
// the first frame looks it up again and is one long task of the host page.
import { expect } from 'chai';
import { Step1 } from '../../../src/steps/step-1';
import { STEP_1_TYPE, warmType } from '../../../src/theme/type-warmup';
import { AVAILABILITY, calendarStore, fakeApi, type FakeApi, pricingAnswer, SELECTION_ANSWER } from '../calendar/fixtures';
import { renderWidget, waitFor, type Rendered } from '../support/render';

let rendered: Rendered | undefined;
let api: FakeApi | undefined;
afterEach(() => {
  rendered?.unmount();
  api?.restore();
});

/** A font as the browser looks it up: family, size and weight, as computed. */
const fontOf = (element: Element) => {
  const style = getComputedStyle(element);
  return `${style.fontFamily} ${style.fontSize} ${style.fontWeight}`;
};

/** The fonts of every text a guest sees in `root`: text nodes, and generated text (the prices on the days). */
function shownFonts(root: ShadowRoot): Set<string> {
  const fonts = new Set<string>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!node.textContent?.trim() || !element || !element.checkVisibility({ visibilityProperty: true })) continue;
    fonts.add(fontOf(element));
  }
  for (const element of root.querySelectorAll('*')) {
    const content = getComputedStyle(element, '::before').content;
    if (content === 'none' || content === 'normal' || content === '""' || !element.checkVisibility({ visibilityProperty: true })) continue;
    fonts.add(fontOf(element));
  }
  return fonts;
}

/** The fonts the samples resolve to in `root`, with the widget's styles as they are. */
function sampleFonts(root: ShadowRoot): Set<string> {
  const box = document.createElement('div');
  root.append(box);
  const fonts = STEP_1_TYPE.map((font) => {
    const span = box.appendChild(document.createElement('span'));
    span.style.font = font;
    return fontOf(span);
  });
  box.remove();
  return new Set(fonts);
}

describe("step 1's fonts found beforehand", () => {
  it('cover every font step 1 shows text in, with a stay chosen and prices on the days', async () => {
    api = fakeApi({ dates: (url) => pricingAnswer(url.searchParams.get('from') ? 4200 : 1500), selection: () => SELECTION_ANSWER });
    const prices = Object.fromEntries(['2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-20'].map((day) => [day, 1400]));
    rendered = renderWidget(<Step1 />, {
      store: calendarStore({ ...AVAILABILITY, data: { ...AVAILABILITY.data, prices }, settings: { ...AVAILABILITY.settings, currency_text: 'Kč' } }),
      width: 360,
    });
    const cell = (date: string) => rendered!.shadowRoot.querySelector<HTMLElement>(`[data-date="${date}"]`)!;
    await waitFor(() => cell('2026-12-03'));
    cell('2026-12-03').click();
    await waitFor(() => cell('2026-12-03').getAttribute('aria-selected') === 'true');
    cell('2026-12-06').click();
    await waitFor(() => rendered!.shadowRoot.querySelector('[data-testid="price"]')?.textContent?.includes('4'));

    const shown = shownFonts(rendered.shadowRoot);
    const samples = sampleFonts(rendered.shadowRoot);
    // The chosen days, the prices on the days and the price line are among them: the test sees them.
    expect(shown.size).to.be.greaterThan(5);
    expect([...shown].filter((font) => !samples.has(font))).to.deep.equal([]);
  });

  it('lay nothing out in the caller\'s task and leave nothing in the widget', async () => {
    rendered = renderWidget(<div className="bw-root">x</div>);
    await waitFor(() => rendered!.shadowRoot.querySelector('.bw-root'));
    const childrenBefore = rendered.shadowRoot.childNodes.length;
    const done = warmType(rendered.shadowRoot, () => false);
    await Promise.resolve();
    expect(rendered.shadowRoot.querySelectorAll('span')).to.have.length(0);
    await done;
    expect(rendered.shadowRoot.childNodes.length).to.equal(childrenBefore);
  });

  it('stop when the widget leaves the page', async () => {
    rendered = renderWidget(<div className="bw-root">x</div>);
    await waitFor(() => rendered!.shadowRoot.querySelector('.bw-root'));
    const childrenBefore = rendered.shadowRoot.childNodes.length;
    let samples = 0;
    await warmType(rendered.shadowRoot, () => {
      samples = rendered!.shadowRoot.querySelectorAll('span').length;
      return true;
    });
    expect(samples).to.equal(0);
    expect(rendered.shadowRoot.childNodes.length).to.equal(childrenBefore);
  });
});
