// Every route of SPEC section 2 leads to its screen; guards send a guest
// without dates back to step 1 unless the widget runs in demo mode.
import { expect } from 'chai';
import { Routes } from '../../src/app/Routes';
import { serverTextsAtom } from '../../src/state/startup';
import { renderWidget, waitFor, type Rendered } from './support/render';

let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

const heading = () => rendered!.shadowRoot.querySelector('h2')?.textContent ?? '';

const SCREENS: [route: string, title: string][] = [
  ['/step-2/edit', 'Edit the booking'],
  ['/step-5', 'Thank you'],
  ['/payment-failed', 'The payment did not go through'],
  ['/error?msg=Gone', 'Something went wrong'],
  ['/price-lists', 'Price list'],
  ['/calendars', 'Calendars'],
  ['/compact', 'Quick booking'],
  ['/reviews', 'Reviews'],
  ['/no/such/place', 'Page not found'],
];

describe('routes', () => {
  // The first visit of a screen has the test server compile its modules: on a fresh clone, beside
  // the other stages of `npm test`, the edit screen's took over 10 s. The routes are what is tested
  // here, not that compile, so the screens' modules are loaded once before, with time of their own.
  before(async function () {
    this.timeout(120_000);
    await Promise.all([
      import('../../src/screens/step-2'),
      import('../../src/screens/pages'),
      import('../../src/screens/edit'),
      import('../../src/screens/booking-page'),
      import('../../src/screens/step-5'),
      import('../../src/screens/payment-failed'),
      import('../../src/screens/later-texts'),
      import('../../src/api/later-calls'),
    ]);
  });

  for (const [route, title] of SCREENS) {
    it(`${route} shows "${title}"`, async () => {
      rendered = renderWidget(<Routes />, { lang: 'en', route });
      await waitFor(() => heading() === title, 10_000);
    });
  }

  it("shows a later screen's texts in the widget's language, with the server's texts over them", async () => {
    rendered = renderWidget(<Routes />, { lang: 'cs', route: '/price-lists' });
    await waitFor(() => heading() === 'Ceník');
    rendered.store.set(serverTextsAtom, { lang: 'cs', texts: { price_lists_title: 'Náš ceník' } });
    await waitFor(() => heading() === 'Náš ceník');
    // Texts the server sent for another language stay out.
    rendered.store.set(serverTextsAtom, { lang: 'en', texts: { price_lists_title: 'Prices' } });
    await waitFor(() => heading() === 'Ceník');
  });

  it("moves focus to the new screen's heading when the guest moves from inside the widget", async () => {
    rendered = renderWidget(<Routes />, { lang: 'en', route: '/no/such/place' });
    const back = await waitFor(() => rendered!.shadowRoot.querySelector<HTMLAnchorElement>('a'));
    back.focus();
    back.click();
    await waitFor(() => heading() === 'Choose your dates');
    const focused = await waitFor(() => rendered!.shadowRoot.activeElement?.tagName === 'H2' && rendered!.shadowRoot.activeElement);
    expect(focused.textContent).to.equal('Choose your dates');
  });

  it('leaves focus alone when the widget moves without the guest acting in it', async () => {
    rendered = renderWidget(<Routes />, { lang: 'en', route: '/' });
    await waitFor(() => heading() === 'Choose your dates');
    rendered.instance.location.navigate('/step-5');
    await waitFor(() => heading() === 'Thank you');
    expect(rendered.shadowRoot.activeElement).to.equal(null);
  });

  for (const route of ['/step-2', '/step-3', '/step-4']) {
    it(`${route} without dates sends the guest back to step 1`, async () => {
      rendered = renderWidget(<Routes />, { lang: 'en', route });
      await waitFor(() => rendered!.route() === '/');
    });
  }

  it('lets demo mode open step 2 without dates', async () => {
    rendered = renderWidget(<Routes />, { lang: 'en', route: '/step-2', config: { demo: true } });
    await waitFor(() => heading() === 'Choose your accommodation');
    expect(rendered.route()).to.equal('/step-2');
  });
});
