// What a host page meets in each engine: the README's script tag on a page
// of another origin (with the widget's events), a hostile stylesheet that
// must not change the widget (and the widget's styles must not reach the
// page), and embed.js turning placeholders into iframes that fit their
// content and relay the widget's events.
import { RECORD_SCRIPT, startHostSite, type HostSite } from '../e2e/support/host-server';
import { dayFromToday } from '../e2e/support/widget';
import { expect, test } from './support/fixtures';
import { waitUntil, type EnginePage } from './support/engine';

/** Read-only stays (nothing is booked): the same nights embed.spec.ts reads. */
const STAY = { arrival: dayFromToday(80), departure: dayFromToday(83) };
const FRAME_STAY = { arrival: dayFromToday(85), departure: dayFromToday(88) };

const HOSTILE_CSS = `
  * { color: red !important; font-size: 30px !important; line-height: 5 !important; letter-spacing: 4px !important; }
  html { font-size: 8px; }
  button { all: unset; }
  h2 { text-transform: uppercase; }
`;

let site: HostSite;
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for from this pattern, and it asks for none
test.beforeAll(async ({}, testInfo) => {
  const widgetOrigin = testInfo.project.use.baseURL!;
  const page = (body: string, head = '') =>
    `<!doctype html><html lang="cs"><head><meta charset="utf-8"><title>Hotel</title>${head}</head><body><h1>Hotel</h1>${body}</body></html>`;
  const script = `<script type="module" src="${widgetOrigin}/booking-widget.js"></script>`;
  // Elements of the host's own that share the widget's class names and tags.
  const probes = '<h2 class="probe">Host heading</h2><button class="bw-button probe-button">Host button</button><div class="bw-root probe-root">Host text</div>';
  site = await startHostSite(() => ({
    '/': page(`<main><booking-widget api-key="demo" lang="cs" theme="modern"></booking-widget></main>`, `<script>${RECORD_SCRIPT}</script>${script}`),
    '/plain': page(`${probes}<booking-widget api-key="demo" lang="cs" routing="memory"></booking-widget>`, script),
    '/hostile': page(`${probes}<booking-widget api-key="demo" lang="cs" routing="memory"></booking-widget>`, `<style>${HOSTILE_CSS}</style>${script}`),
    '/probes-alone': page(probes),
  }));
});
test.afterAll(() => site.close());

type Told = { name: string; detail: unknown; target: string };
const told = (page: EnginePage) => page.evaluate((() => (window as unknown as { __bwEvents: Told[] }).__bwEvents) as never) as Promise<Told[]>;

test('the script tag on a page of another origin: the widget loads, reaches step 2 and the page hears each event once', async ({ guest, browserPage }) => {
  await guest.page.goto(`${site.url}/`);
  await browserPage.click(await guest.dayCell(STAY.arrival));
  await browserPage.click(await guest.dayCell(STAY.departure));
  // Under load the price can still be on its way: a press on the disabled button would do nothing.
  await browserPage.click(await guest.enabled('button', 'Rezervovat termín'));
  await guest.find('heading', 'Výběr ubytování');
  const events = await waitUntil('the step change', async () => {
    const all = await told(browserPage);
    return all.some((event) => event.name === 'bw-step-change') ? all : undefined;
  });
  expect(events.filter((event) => event.name === 'bw-ready')).toEqual([{ name: 'bw-ready', detail: null, target: 'booking-widget' }]);
  expect(events.filter((event) => event.name === 'bw-dates-change').map((event) => event.detail)).toEqual([{ ...STAY, nights: 3 }]);
  expect(events.filter((event) => event.name === 'bw-step-change').map((event) => event.detail)).toEqual([{ step: '/step-2' }]);
  // Each start-up call went out once, across origins too: the calls made after the first render
  // were answered by the requests started before it (preload links), which are gone again.
  const startup = await browserPage.evaluate((() => ({
    downloads: performance
      .getEntriesByType('resource')
      .map((entry) => /\/(global_translations|global_settings|availability)\.php/.exec(entry.name)?.[1])
      .filter(Boolean)
      .sort(),
    links: document.querySelector('booking-widget')!.shadowRoot!.querySelectorAll('link').length,
  })) as never);
  expect(startup).toEqual({ downloads: ['availability', 'global_settings', 'global_translations'], links: 0 });
});

/**
 * Computed styles of the widget's parts and of the host's own look-alike
 * elements, read once the widget has settled (styles and calendar loaded, every
 * part shown) in one go, so a re-render cannot fall between the parts.
 */
function looks(page: EnginePage) {
  return waitUntil('the widget settled', () =>
    page.evaluate((() => {
      const pick = (target: Element | null | undefined) => {
        if (!target) return null;
        const style = getComputedStyle(target);
        return [style.color, style.fontSize, style.lineHeight, style.letterSpacing, style.textTransform, style.padding, style.backgroundColor, style.fontFamily].join(' | ');
      };
      const root = document.querySelector('booking-widget')?.shadowRoot;
      if (!root?.querySelector('.bw-root[data-styles-loaded]') || root.querySelector('.bw-calendar[aria-busy="true"]')) return null;
      const widget = {
        root: pick(root.querySelector('.bw-root')),
        title: pick(root.querySelector('h2')),
        crumb: pick(root.querySelector('.bw-breadcrumbs li')),
        book: pick(root.querySelector('button.bw-button')),
        footer: pick(root.querySelector('.bw-footer a')),
      };
      if (Object.values(widget).some((part) => part === null)) return null;
      return {
        widget,
        host: {
          heading: pick(document.querySelector('.probe')),
          button: pick(document.querySelector('.probe-button')),
          root: pick(document.querySelector('.probe-root')),
        },
      };
    }) as never) as Promise<{ widget: Record<string, string>; host: Record<string, string | null> } | null>,
  );
}

test("hostile host CSS does not change the widget, and the widget's styles do not reach the page", async ({ browserPage }) => {
  await browserPage.goto(`${site.url}/plain`);
  const plain = await looks(browserPage);
  await browserPage.goto(`${site.url}/hostile`);
  const hostile = await looks(browserPage);
  expect(hostile.widget).toEqual(plain.widget);

  // The host's own look-alikes look the same with the widget on the page as without it.
  await browserPage.goto(`${site.url}/probes-alone`);
  const alone = await browserPage.evaluate((() => {
    const pick = (target: Element | null) => {
      const style = getComputedStyle(target!);
      return [style.color, style.fontSize, style.lineHeight, style.letterSpacing, style.textTransform, style.padding, style.backgroundColor, style.fontFamily].join(' | ');
    };
    return { heading: pick(document.querySelector('.probe')), button: pick(document.querySelector('.probe-button')), root: pick(document.querySelector('.probe-root')) };
  }) as never);
  expect(plain.host).toEqual(alone);
});

/** Runs `fn` on the document inside the placeholder `id`'s iframe (same origin as the page here). */
function inFrame<R>(page: EnginePage, id: string, fn: string): Promise<R> {
  return page.evaluate(((holder: string, source: string) => {
    const frame = document.querySelector<HTMLIFrameElement>(`#${holder} iframe`);
    const doc = frame?.contentDocument;
    if (!frame || !doc) return null;
    return new Function('frame', 'doc', 'root', source)(frame, doc, doc.querySelector('booking-widget')?.shadowRoot ?? null);
  }) as never, id, fn) as Promise<R>;
}

/** The frame is exactly as tall as its content and shows all of it: its height when it does. */
const fitting = (page: EnginePage, id: string) =>
  waitUntil(`frame ${id} to fit its content`, () =>
    inFrame<number | false>(
      page,
      id,
      `if (!root || !root.querySelector('h2')) return false;
       const height = frame.getBoundingClientRect().height;
       const content = Math.ceil(doc.body.getBoundingClientRect().height);
       return height > 200 && Math.abs(height - content) < 1 && doc.documentElement.scrollHeight <= frame.contentWindow.innerHeight ? height : false;`,
    ),
  );

test('embed.js: each iframe fits its content on step 1 and step 2, and the page hears the widget events', async ({ guest, browserPage }) => {
  await guest.open('/iframe-host.html');
  const stepOne = await fitting(browserPage, 'widget-cs');
  await fitting(browserPage, 'widget-en');

  // Inside the frame (another document; the test presses through the DOM there): to step 2.
  const press = (selector: string) =>
    waitUntil(`${selector} in the frame`, () =>
      inFrame<boolean>(browserPage, 'widget-cs', `const target = root && root.querySelector(${JSON.stringify(selector)}); if (!target || target.getAttribute('aria-disabled') === 'true') return false; target.click(); return true;`),
    );
  // Each day brought on screen before it is pressed: a month alone shows the next month's first
  // days, so the arrival may show in one month and the departure only in the next.
  for (const day of [FRAME_STAY.arrival, FRAME_STAY.departure]) {
    for (let move = 0; move < 6; move += 1) {
      const shown = await inFrame<boolean>(browserPage, 'widget-cs', `return !!(root && root.querySelector('[data-date="${day}"]'));`);
      if (shown) break;
      await press('.bw-month-nav__button--next');
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await press(`[data-date="${day}"]`);
  }
  await press('.bw-book-button, button[part="primary-button"]');
  await waitUntil('step 2 in the frame', () => inFrame<boolean>(browserPage, 'widget-cs', `return !!root && root.querySelector('h2')?.textContent === 'Výběr ubytování';`));
  const stepTwo = await fitting(browserPage, 'widget-cs');
  expect(stepTwo).not.toBe(stepOne);

  // embed.js tells the page each frame's events on its placeholder, once each.
  type Heard = { name: string; step?: string; target: string };
  const heard = await waitUntil('the step change on the placeholder', async () => {
    const all = (await browserPage.evaluate((() => (window as unknown as { bwHostEvents: Heard[] }).bwHostEvents) as never)) as Heard[];
    return all.some((event) => event.name === 'bw-step-change') ? all : undefined;
  });
  expect(heard.filter((event) => event.name === 'bw-ready').map((event) => event.target).sort()).toEqual(['widget-cs', 'widget-en']);
  expect(heard.filter((event) => event.name === 'bw-step-change')).toEqual([{ name: 'bw-step-change', step: '/step-2', target: 'widget-cs' }]);
});
