// A browser without what the widget needs (here: a page that hides
// ResizeObserver before the script runs) gets a short message in the widget's
// language with the hotel's contact from global_settings, and the host page
// hears bw-error of kind 'browser' - no blank box, no error on the page.
import { RECORD_SCRIPT, startHostSite, type HostSite } from '../e2e/support/host-server';
import { expect, test } from './support/fixtures';
import { waitUntil } from './support/engine';

let site: HostSite;
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for from this pattern, and it asks for none
test.beforeAll(async ({}, testInfo) => {
  const widgetOrigin = testInfo.project.use.baseURL!;
  const page = (lang: string) => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Hotel</title>
    <script>
      ${RECORD_SCRIPT}
      window.__hostErrors = [];
      window.addEventListener('error', (event) => window.__hostErrors.push(String(event.message)));
      window.addEventListener('unhandledrejection', (event) => window.__hostErrors.push(String(event.reason)));
      delete window.ResizeObserver;
    </script>
    <script type="module" src="${widgetOrigin}/booking-widget.js"></script></head>
    <body><h1>Hotel</h1><booking-widget api-key="demo" lang="${lang}"></booking-widget></body></html>`;
  site = await startHostSite(() => ({ '/cs': page('cs'), '/en': page('en') }));
});
test.afterAll(() => site.close());

const MESSAGES = {
  cs: { heading: 'Rezervace v tomto prohlížeči nefunguje', contact: 'Kontakt: Penzion U Staré lípy' },
  en: { heading: 'Online booking does not work in this browser', contact: 'Contact: Penzion U Staré lípy' },
} as const;

for (const lang of ['cs', 'en'] as const) {
  test(`an old browser sees a message with the hotel's contact (${lang}), and the page hears bw-error`, async ({ guest, browserPage }) => {
    await browserPage.goto(`${site.url}/${lang}`);
    await guest.find('heading', MESSAGES[lang].heading);
    await guest.find('list', MESSAGES[lang].contact);
    const phone = await guest.find('link', '+420 380 712 345');
    const email = await guest.find('link', 'recepce@ustarelipy.example');
    expect(await browserPage.evaluate(((link: HTMLAnchorElement) => link.href) as never, phone)).toBe('tel:+420380712345');
    expect(await browserPage.evaluate(((link: HTMLAnchorElement) => link.href) as never, email)).toBe('mailto:recepce@ustarelipy.example');

    type Told = { name: string; detail: { kind: string; message: string } };
    const errors = await waitUntil('bw-error', async () => {
      const told = (await browserPage.evaluate((() => (window as unknown as { __bwEvents: Told[] }).__bwEvents) as never)) as Told[];
      const found = told.filter((event) => event.name === 'bw-error');
      return found.length > 0 ? found : undefined;
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]!.detail.kind).toBe('browser');
    expect(errors[0]!.detail.message).toContain('ResizeObserver');
    expect(await browserPage.evaluate((() => (window as unknown as { __hostErrors: string[] }).__hostErrors) as never)).toEqual([]);
  });
}
