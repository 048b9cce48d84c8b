// The reviews page in Chromium against a fake API: the empty state, a failure
// with its reason and "try again", then the reviews once the call succeeds.
import { expect } from 'chai';
import { Reviews } from '../../../src/screens/reviews/Reviews';
import { renderWidget, waitFor, type Rendered } from '../support/render';

let rendered: Rendered | undefined;
let restoreFetch: (() => void) | undefined;
afterEach(() => {
  rendered?.unmount();
  restoreFetch?.();
});

/** Answers each reviews call with the next of `answers` (status and body). */
function fakeReviews(answers: Array<{ status: number; body: unknown }>) {
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL) => {
    if (!String(input).includes('/reviews.php')) throw new TypeError('offline');
    const answer = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  };
  restoreFetch = () => (globalThis.fetch = original);
}

const text = () => rendered!.shadowRoot.textContent ?? '';

describe('reviews page', () => {
  it('says so when there are no reviews yet', async () => {
    fakeReviews([{ status: 200, body: { reviews: [], summary: { count: '0', average: '0.0' } } }]);
    rendered = renderWidget(<Reviews />, { lang: 'en', route: '/reviews' });
    const status = await waitFor(() => rendered!.shadowRoot.querySelector('[role="status"]'));
    expect(status.textContent).to.equal('No reviews yet. Be the first to stay and tell us how it was.');
    expect(rendered.shadowRoot.querySelectorAll('.bw-page__card')).to.have.length(0);
  });

  it('shows why the reviews could not be loaded and loads them on "try again"', async () => {
    fakeReviews([
      { status: 403, body: { error: 'Neznámý klíč rezervačního systému (api_key).' } },
      {
        status: 200,
        body: {
          reviews: [{ id: 1, author: 'Petra K.', lang: 'cs', rating: '4', stayed_on: '2026-08-14', text: 'Krásný pobyt.' }],
          summary: { count: '1', average: '4.0' },
        },
      },
    ]);
    rendered = renderWidget(<Reviews />, { lang: 'cs', route: '/reviews' });
    const alert = await waitFor(() => rendered!.shadowRoot.querySelector('[role="alert"]'));
    expect(alert.textContent).to.equal('Neznámý klíč rezervačního systému (api_key).');
    rendered.shadowRoot.querySelector<HTMLButtonElement>('.bw-button--secondary')!.click();
    await waitFor(() => text().includes('Krásný pobyt.'));
    expect(text()).to.include('4 z 5');
    expect(text()).to.include('Pobyt: 14.08.2026');
    expect(text()).to.include('Průměrné hodnocení 4 z 5 (počet recenzí: 1)');
  });
});
