import { expect } from 'chai';
import { ErrorScreen } from '../../src/screens/error/ErrorScreen';
import { errorRoute } from '../../src/screens/error/route';
import { BookingBreadcrumbs } from '../../src/screens/booking-steps';
import { FormError } from '../../src/ui/FormError';
import { renderWidget, waitFor, type Rendered } from './support/render';

let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

describe('breadcrumbs', () => {
  it('shows three steps with the current one marked and the others as links', async () => {
    rendered = renderWidget(<BookingBreadcrumbs active="/step-2" />, { lang: 'en' });
    const nav = await waitFor(() => rendered!.shadowRoot.querySelector('nav'));
    expect(nav.getAttribute('aria-label')).to.equal('Booking steps');
    const items = [...nav.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).to.deep.equal(['1Dates', '2Accommodation', '3Your details']);
    expect(nav.querySelector('[aria-current="step"]')?.textContent).to.equal('2Accommodation');
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).to.deep.equal(['1Dates', '3Your details']);
    links[0]!.click();
    await waitFor(() => rendered!.route() === '/');
  });

  it('makes no step clickable in dummy mode', async () => {
    rendered = renderWidget(<BookingBreadcrumbs active="/" />, { lang: 'cs', config: { dummy: true } });
    const nav = await waitFor(() => rendered!.shadowRoot.querySelector('nav'));
    expect(nav.getAttribute('aria-label')).to.equal('Kroky rezervace');
    expect(nav.querySelectorAll('a').length).to.equal(0);
    expect(nav.querySelectorAll('li').length).to.equal(3);
  });
});

describe('error screen', () => {
  it('shows the message from the msg query and leads back to the dates', async () => {
    rendered = renderWidget(<ErrorScreen />, { lang: 'en', route: errorRoute('The api key is not known.') });
    const alert = await waitFor(() => rendered!.shadowRoot.querySelector('[role="alert"]'));
    expect(alert.textContent).to.equal('The api key is not known.');
    rendered.shadowRoot.querySelector('button')!.click();
    await waitFor(() => rendered!.route() === '/');
  });
});

describe('form error', () => {
  it('shows the text with an icon only when there is an error', async () => {
    rendered = renderWidget(
      <>
        <FormError id="empty" error="" />
        <FormError id="filled" error="Povinné pole" />
      </>,
    );
    const line = await waitFor(() => rendered!.shadowRoot.querySelector('#filled'));
    expect(line.textContent).to.equal('Povinné pole');
    // The icon is drawn by the line's CSS (a disc with the mark), so screen readers get the text alone.
    const icon = getComputedStyle(line, '::before');
    expect([icon.content, icon.width, icon.height, icon.borderRadius]).to.deep.equal(['""', '16px', '16px', '50%']);
    expect(rendered.shadowRoot.querySelector('#empty')).to.equal(null);
  });
});
