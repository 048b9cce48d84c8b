// The custom element as an integrator uses it: attributes, shadow root,
// several instances, moving it, and crashes that stay inside the widget.
import { expect } from 'chai';
import { defineBookingWidget } from '../../src/element/element';
import { ErrorBoundary } from '../../src/app/ErrorBoundary';
import { renderWidget, waitFor } from './support/render';

const TAG = 'test-booking-widget';
// Port 9 on loopback refuses connections: the API is unreachable.
const OFFLINE_API = 'http://127.0.0.1:9/api';
defineBookingWidget(import.meta.url, TAG);

const created: HTMLElement[] = [];
afterEach(() => created.splice(0).forEach((element) => element.remove()));

function addWidget(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement(TAG);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  created.push(element);
  return element;
}

const heading = (element: HTMLElement) => element.shadowRoot?.querySelector('h2')?.textContent ?? '';

describe('<booking-widget>', () => {
  it('renders into an open shadow root and leaves the light DOM alone', async () => {
    const widget = addWidget({ 'api-key': 'demo', 'api-base': OFFLINE_API, routing: 'memory' });
    await waitFor(() => widget.shadowRoot?.querySelector('.bw-root'));
    expect(widget.children.length).to.equal(0);
    expect(document.querySelector('.bw-root')).to.equal(null);
    expect(widget.shadowRoot!.adoptedStyleSheets.length).to.be.greaterThan(0);
  });

  it('shows a readable error in its own language when the API is unreachable', async () => {
    const widget = addWidget({ 'api-key': 'demo', 'api-base': OFFLINE_API, routing: 'memory', lang: 'en' });
    await waitFor(() => heading(widget) === 'Something went wrong', 8000);
    expect(widget.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.contain('Could not reach');
  });

  it('wears the theme it remembers (SPEC 9) from its first render', async () => {
    // Kept per widget id; read as React's root is made, a task after the start-up's requests.
    localStorage.setItem('booking-widget:remembered-theme:theme', 'dot');
    try {
      const widget = addWidget({ id: 'remembered-theme', 'api-key': 'demo', 'api-base': OFFLINE_API, routing: 'memory' });
      await waitFor(() => widget.shadowRoot?.querySelector('.bw-root'));
      expect(widget.shadowRoot!.querySelector('.bw-root')!.getAttribute('data-theme')).to.equal('dot');
    } finally {
      localStorage.removeItem('booking-widget:remembered-theme:theme');
    }
  });

  it("reads the guest's language choice from the tab's storage only when it has a language menu", () => {
    // The first read of sessionStorage waits for the browser's process (issue 33): a widget without
    // a menu has no choice to read.
    const asked: string[] = [];
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (key: string) {
      if (this === sessionStorage) asked.push(key);
      return getItem.call(this, key);
    };
    try {
      addWidget({ id: 'no-menu', 'api-key': 'demo', 'api-base': OFFLINE_API, routing: 'memory' });
      addWidget({ id: 'menu', 'api-key': 'demo', 'api-base': OFFLINE_API, routing: 'memory', languages: 'cs,en' });
    } finally {
      Storage.prototype.getItem = getItem;
    }
    expect(asked.filter((key) => key.endsWith(':lang'))).to.deep.equal(['booking-widget:menu:lang']);
  });

  it('follows attribute changes, including removal', async () => {
    const widget = addWidget({ 'api-key': 'demo', 'api-base': OFFLINE_API, routing: 'memory', lang: 'en' });
    await waitFor(() => heading(widget) === 'Something went wrong', 8000);
    widget.setAttribute('lang', 'cs');
    await waitFor(() => heading(widget) === 'Něco se pokazilo');
    widget.setAttribute('lang', 'en');
    await waitFor(() => heading(widget) === 'Something went wrong');
    widget.removeAttribute('lang'); // back to the default language, Czech
    await waitFor(() => heading(widget) === 'Něco se pokazilo');
    // The theme's look comes and goes with the attribute (dot: square corners; modern: 6 px).
    const radius = () => getComputedStyle(widget).getPropertyValue('--bw-radius').trim();
    expect(radius()).to.equal('6px');
    widget.setAttribute('theme', 'dot');
    await waitFor(() => widget.shadowRoot!.querySelector('.bw-root')?.getAttribute('data-theme') === 'dot');
    await waitFor(() => radius() === '0px');
    widget.setAttribute('theme', 'neon');
    await waitFor(() => widget.shadowRoot!.querySelector('.bw-root')?.getAttribute('data-theme') === 'modern');
    await waitFor(() => radius() === '6px');
  });

  it('keeps two widgets apart: language and route', async () => {
    const czech = addWidget({ 'api-key': 'demo', 'api-base': OFFLINE_API, routing: 'memory', lang: 'cs' });
    const english = addWidget({ 'api-key': 'demo', 'api-base': OFFLINE_API, routing: 'memory', lang: 'en' });
    await waitFor(() => heading(czech) === 'Něco se pokazilo' && heading(english) === 'Something went wrong', 8000);
    // The Czech widget's "back" button leads it to step 1; the English one stays on its error page.
    czech.shadowRoot!.querySelector<HTMLButtonElement>('.bw-notice + p button')!.click();
    await waitFor(() => czech.shadowRoot!.querySelector('nav[aria-label="Kroky rezervace"]'));
    expect(heading(english)).to.equal('Something went wrong');
  });

  it('keeps its state when moved elsewhere in the page: a move is no restart', async () => {
    const widget = addWidget({ 'api-key': 'demo', 'api-base': OFFLINE_API, routing: 'memory', lang: 'en' });
    await waitFor(() => heading(widget) === 'Something went wrong', 8000);
    // The guest leaves the error screen for step 1: where only the guest's click led, never a start.
    widget.shadowRoot!.querySelector<HTMLButtonElement>('.bw-notice + p button')!.click();
    const onStepOne = () => widget.shadowRoot!.querySelector('nav[aria-label="Booking steps"]') !== null;
    await waitFor(onStepOne);
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    try {
      elsewhere.append(widget);
      // React mounts again in its new place, on the same route; a widget that started afresh would
      // begin at step 1's start-up, which fails offline and leads to the error screen again.
      await waitFor(() => widget.shadowRoot!.querySelector('.bw-root') && onStepOne());
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(onStepOne(), heading(widget)).to.equal(true);
      expect(heading(widget)).not.to.equal('Something went wrong');
    } finally {
      elsewhere.remove();
    }
  });

  it('defining it twice is harmless', () => {
    expect(() => defineBookingWidget(import.meta.url, TAG)).to.not.throw();
  });
});

describe('a crash inside the widget', () => {
  it('shows the loading-error text and never reaches window.onerror', async () => {
    const seen: unknown[] = [];
    const previous = window.onerror;
    window.onerror = (message) => {
      seen.push(message);
      return true;
    };
    function Broken(): never {
      throw new Error('render failed');
    }
    const rendered = renderWidget(
      <ErrorBoundary fallbackText="Rezervační formulář se nepodařilo načíst.">
        <Broken />
      </ErrorBoundary>,
    );
    try {
      const alert = await waitFor(() => rendered.shadowRoot.querySelector('[role="alert"]'));
      expect(alert.textContent).to.equal('Rezervační formulář se nepodařilo načíst.');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen).to.deep.equal([]);
    } finally {
      window.onerror = previous;
      rendered.unmount();
    }
  });
});
