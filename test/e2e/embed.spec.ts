// Embedding as integrators do it (docs/embedding.md): the README's script tag
// on a page of another origin, embed.js with iframes on a legacy page, host
// events and the three themes (the strict-CSP page books in every engine:
// test/engines/booking.spec.ts). Read-only stays: today+80 → +83 and +85 → +88.
import { expect, test, type Frame, type Locator, type Page } from '@playwright/test';
import { objectChooser, reachStepThree, reachStepTwo } from './support/flow';
import { RECORD_SCRIPT, startHostSite, type HostSite } from './support/host-server';
import { dayCell, dayFromToday } from './support/widget';

const WIDGET_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 4183}`;
const STAY = { arrival: dayFromToday(80), departure: dayFromToday(83) };
const IFRAME_STAY = { arrival: dayFromToday(85), departure: dayFromToday(88) };

type Told = { name: string; detail: unknown; target: string };

const page = (body: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hotel</title>${head}</head><body><h1>Hotel</h1>${body}</body></html>`;

let site: HostSite;
test.beforeAll(async () => {
  site = await startHostSite((origin) => ({
    // The README's "Embed it" snippet, with the widget's files on another origin.
    '/': page(`<main><booking-widget api-key="demo" lang="cs" theme="modern"></booking-widget></main>`,
      `<script type="module" src="${WIDGET_ORIGIN}/booking-widget.js"></script>`),
    '/wrong-key': page(`<booking-widget api-key="no-such-key" lang="en"></booking-widget>`,
      `<script type="module" src="${WIDGET_ORIGIN}/booking-widget.js"></script>`),
    // A stay preselected by attributes, and the JS API.
    '/prefill': page(`<booking-widget id="stay" api-key="demo" lang="cs" routing="memory"
      arrival="${STAY.arrival}" departure="${STAY.departure}"></booking-widget>`,
      `<script type="module" src="${WIDGET_ORIGIN}/booking-widget.js"></script>`),
    '/ga4': page(`<booking-widget api-key="demo" lang="cs" analytics="ga4"></booking-widget>`,
      `<script type="module" src="${WIDGET_ORIGIN}/booking-widget.js"></script>`),
    // A host's own styles: documented parts and an overridden custom property.
    '/styled': page(`<booking-widget api-key="demo" lang="en" theme="dot"></booking-widget>`,
      `<script type="module" src="${WIDGET_ORIGIN}/booking-widget.js"></script><style>
        booking-widget { --bw-primary-button-color: rgb(1, 2, 3); }
        booking-widget::part(calendar) { outline: 2px solid rgb(0, 128, 0); }
        booking-widget::part(day) { border-radius: 7px; }
        booking-widget::part(primary-button) { text-transform: uppercase; }
        booking-widget::part(footer) { background: rgb(255, 255, 0); }
      </style>`),
    // The plain iframe, told to speak to a parent on another origin than its real one.
    // Beside it, the control: a frame told its real parent's origin.
    '/elsewhere': page(`<iframe id="wrong" title="Booking" style="width:100%;height:700px;border:0"
      src="${WIDGET_ORIGIN}/iframe.html?api_key=demo&lang=cs&parent_origin=${encodeURIComponent('https://hotel.example')}"></iframe>
      <iframe id="right" title="Booking 2" style="width:100%;height:700px;border:0"
      src="${WIDGET_ORIGIN}/iframe.html?api_key=demo&lang=cs&parent_origin=${encodeURIComponent(origin)}"></iframe>`),
    // A legacy page that only listens (SPEC 1): a plain iframe with no parent_origin and no id sent,
    // and beside it a third window on the widget's own origin, listening too.
    '/listening': page(`<iframe id="plain" title="Booking" style="width:100%;height:400px;border:0"
      src="${WIDGET_ORIGIN}/iframe.html?api_key=demo&lang=cs"></iframe>
      <iframe id="third" title="Another frame" style="width:100%;height:50px;border:0" src="${WIDGET_ORIGIN}/provider.html"></iframe>
      <script>
        window.heard = [];
        window.addEventListener('message', (event) => window.heard.push({ origin: event.origin, data: event.data }));
      </script>`),
    '/legacy': page(
      `<div style="display:grid;grid-template-columns:1fr 360px;gap:24px">
         <div id="widget-cs" data-booking-widget data-api-key="demo" data-lang="cs"></div>
         <div id="widget-en" data-booking-widget data-api-key="demo" data-lang="en" data-theme="cone"></div>
       </div>`,
      `<script src="${WIDGET_ORIGIN}/embed.js" defer></script>`),
  }));
});
test.afterAll(() => site.close());

const told = (page: Page): Promise<Told[]> => page.evaluate(() => (window as unknown as { __bwEvents: Told[] }).__bwEvents);
const toldNamed = async (page: Page, name: string, target?: string) =>
  (await told(page)).filter((event) => event.name === name && (!target || event.target === target));

test('a page on another origin loads the widget with the script tag, reaches step 2 and hears each event once', async ({ page }) => {
  const corsErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /CORS|blocked/i.test(message.text())) corsErrors.push(message.text());
  });
  await page.addInitScript(RECORD_SCRIPT);
  const widget = await reachStepTwo(page, { ...STAY, startUrl: `${site.url}/` });
  expect(new URL(page.url()).origin).not.toBe(WIDGET_ORIGIN);
  expect(corsErrors).toEqual([]);

  await expect.poll(() => toldNamed(page, 'bw-step-change')).toHaveLength(1);
  expect(await toldNamed(page, 'bw-ready')).toEqual([{ name: 'bw-ready', detail: null, target: 'booking-widget' }]);
  expect((await toldNamed(page, 'bw-dates-change')).map((event) => event.detail)).toEqual([{ ...STAY, nights: 3 }]);
  expect((await toldNamed(page, 'bw-step-change'))[0]?.detail).toEqual({ step: '/step-2' });

  // Back to step 1 is one more step change; the guest's stay is unchanged, so no dates event.
  await page.goBack();
  await expect(widget.getByRole('button', { name: 'Rezervovat termín' })).toBeVisible();
  await expect.poll(async () => (await toldNamed(page, 'bw-step-change')).map((event) => event.detail)).toEqual([
    { step: '/step-2' },
    { step: '/' },
  ]);
  expect(await toldNamed(page, 'bw-dates-change')).toHaveLength(1);
  expect(await toldNamed(page, 'bw-ready')).toHaveLength(1);
  // No analytics without the host's opt-in.
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
});

test('with analytics="ga4" the host gets GA4 e-commerce events in window.dataLayer', async ({ page }) => {
  await reachStepThree(page, { ...dateRange(86, 89), startUrl: `${site.url}/ga4` });
  type Pushed = { event?: string; ecommerce: { currency?: string; value?: number; items?: { item_name: string; price: number }[] } | null };
  const layer = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer as Pushed[]);
  const events = layer.filter((entry) => entry.event);
  expect(events.map((entry) => entry.event)).toEqual(['view_item_list', 'add_to_cart', 'begin_checkout']);
  const list = events[0]!.ecommerce!;
  expect(list.currency).toBe('CZK');
  expect(list.items!.length).toBeGreaterThan(1);
  const [added] = events[1]!.ecommerce!.items!;
  expect(added?.item_name).toBe('Pokoj Lípa');
  expect(events[2]!.ecommerce).toMatchObject({ currency: 'CZK', value: added!.price, items: [added] });
  // GA4's advice: each ecommerce event follows a push that clears the previous one.
  expect(layer.filter((entry) => !entry.event)).toHaveLength(3);
});

test('an API that refuses the key tells the host bw-error with a readable message', async ({ page }) => {
  await page.addInitScript(RECORD_SCRIPT);
  await page.goto(`${site.url}/wrong-key`);
  const loadErrors = async () => (await toldNamed(page, 'bw-error')).filter((event) => (event.detail as { kind: string }).kind === 'load');
  await expect.poll(loadErrors).toHaveLength(1);
  const [error] = await loadErrors();
  expect((error?.detail as { message: string }).message).toContain('api_key');
  // Step 1 paints once its styles and texts are in (issue 33); a refused key sends the widget to
  // its error screen, often before that, so the price of no dates may never be asked. If it was,
  // its failure is told as its own kind.
  await page.waitForTimeout(500);
  const kinds = new Set((await toldNamed(page, 'bw-error')).map((event) => (event.detail as { kind: string }).kind));
  expect([...kinds].filter((kind) => kind !== 'pricing')).toEqual(['load']);
  expect(await toldNamed(page, 'bw-ready')).toHaveLength(0);
});

const displayed = (day: string) => day.split('-').reverse().join('.');

test('arrival and departure preselect a stay; setDates, goTo and reset drive the widget; a taken stay is ignored with a warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.addInitScript(RECORD_SCRIPT);
  await page.goto(`${site.url}/prefill`);
  const widget = page.locator('booking-widget');
  const checkIn = widget.getByLabel('Příjezd', { exact: true });
  const checkOut = widget.getByLabel('Odjezd', { exact: true });
  await expect(checkIn).toHaveValue(displayed(STAY.arrival));
  await expect(checkOut).toHaveValue(displayed(STAY.departure));
  await expect(widget.getByRole('button', { name: 'Rezervovat termín' })).not.toHaveAttribute('aria-disabled', 'true');

  type Api = HTMLElement & { setDates(a: string, d: string): void; goTo(step: number | string): void; reset(): void };
  const call = (script: (element: Api, args: string[]) => void, ...args: string[]) =>
    widget.evaluate((element, [source, values]) => new Function('element', 'args', `(${source})(element, args)`)(element, values), [script.toString(), args] as const);

  // The whole house is booked on today+5..+8 (docs/api.md): refused, the stay stays.
  await call((element, [a, d]) => element.setDates(a!, d!), dayFromToday(5), dayFromToday(8));
  await expect.poll(() => warnings.filter((text) => text.includes('cannot be booked'))).toHaveLength(1);
  await expect(checkIn).toHaveValue(displayed(STAY.arrival));

  // The guest has turned the calendar past the stay's months; a stay set there comes back on screen.
  const nextMonth = widget.getByRole('button', { name: 'Další měsíc' }).first();
  for (let turn = 0; turn < 3; turn++) await nextMonth.click();
  await expect(widget.locator(`[data-date="${dayFromToday(81)}"]`)).toHaveCount(0);
  const later = { arrival: dayFromToday(81), departure: dayFromToday(84) };
  await call((element, [a, d]) => element.setDates(a!, d!), later.arrival, later.departure);
  await expect(checkIn).toHaveValue(displayed(later.arrival));
  await expect(checkOut).toHaveValue(displayed(later.departure));
  await expect(widget.locator(`[data-date="${later.arrival}"]`)).toBeVisible();
  await expect.poll(async () => (await toldNamed(page, 'bw-dates-change')).map((event) => event.detail)).toEqual([
    { ...STAY, nights: 3 },
    { ...later, nights: 3 },
  ]);

  // Step 3 needs step 2 done first: the guard sends the guest to step 2.
  await expect(widget.getByRole('button', { name: 'Rezervovat termín' })).not.toHaveAttribute('aria-disabled', 'true');
  await call((element) => element.goTo(3));
  await expect(widget.getByRole('heading', { name: 'Výběr ubytování', level: 2 })).toBeVisible();
  await call((element) => element.reset());
  await expect(checkIn).toHaveValue('');
  await expect(checkOut).toHaveValue('');
  await expect.poll(async () => (await toldNamed(page, 'bw-step-change')).map((event) => event.detail)).toContainEqual({ step: '/' });
});

test("a host page overrides the hotelier's colours and styles the documented parts", async ({ page }) => {
  await page.goto(`${site.url}/styled`);
  const widget = page.locator('booking-widget');
  await expect(widget.locator('.bw-root')).toHaveAttribute('data-styles-loaded', 'true');
  const style = (locator: Locator, property: string) => locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
  // The server's primary_button_color (#2f6b3a) and the dot theme's both give way to the page's.
  const book = widget.getByRole('button', { name: 'Book these dates' });
  await expect.poll(() => style(book, 'background-color')).toBe('rgb(1, 2, 3)');
  expect(await style(book, 'text-transform')).toBe('uppercase');
  expect(await style(widget.locator('[part="calendar"]'), 'outline-color')).toBe('rgb(0, 128, 0)');
  expect(await style(widget.locator('[part="day"]').first(), 'border-top-left-radius')).toBe('7px');
  expect(await style(widget.locator('[part="footer"]'), 'background-color')).toBe('rgb(255, 255, 0)');
  await expect(widget.getByRole('link', { name: /Powered by/ })).toBeVisible();
});

/** The frame of the placeholder `id`, once it has loaded. */
async function frameOf(page: Page, id: string): Promise<{ element: Locator; frame: Frame }> {
  const element = page.locator(`#${id} iframe`);
  await expect(element).toHaveCount(1);
  const frame = await (await element.elementHandle())!.contentFrame();
  await frame!.locator('booking-widget [role="grid"]').first().waitFor();
  return { element, frame: frame! };
}

const frameHeight = (element: Locator) => element.evaluate((frame) => frame.getBoundingClientRect().height);
const contentHeight = (frame: Frame) => frame.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));

/** The frame is exactly as tall as its content, shows all of it and has no scrollbar. */
async function fitsContent(element: Locator, frame: Frame): Promise<number> {
  await expect.poll(async () => (await frameHeight(element)) - (await contentHeight(frame)), { timeout: 5000 }).toBe(0);
  expect(await frame.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
  expect(await frame.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  return frameHeight(element);
}

test('embed.js: iframes follow their content as it grows and shrinks, each its own height, without a loop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const messages: { id: string; type: string; height?: number }[] = [];
  await page.exposeFunction('recordMessage', (message: { id: string; type: string; height?: number }) => messages.push(message));
  await page.addInitScript(() =>
    window.addEventListener('message', (event) => {
      const data = event.data as { ns?: string };
      if (data?.ns === 'booking-widget') void (window as unknown as { recordMessage: (m: unknown) => void }).recordMessage(data);
    }),
  );
  await page.goto(`${site.url}/legacy`);
  const cs = await frameOf(page, 'widget-cs');
  const en = await frameOf(page, 'widget-en');
  const firstCs = await fitsContent(cs.element, cs.frame);
  const firstEn = await fitsContent(en.element, en.frame);
  // The narrow English column stacks its calendar: its own, different height.
  expect(firstEn).not.toBe(firstCs);
  expect(await cs.element.getAttribute('title')).toBe('Rezervace');

  // Settled: no further height messages (no growth loop).
  const settled = messages.filter((message) => message.type === 'height').length;
  await page.waitForTimeout(800);
  expect(messages.filter((message) => message.type === 'height')).toHaveLength(settled);

  // Step 2 is a different height; Back to step 1 shrinks the frame to step 1's height again.
  const widget = cs.frame.locator('booking-widget');
  await (await dayCell(widget, IFRAME_STAY.arrival)).click();
  await (await dayCell(widget, IFRAME_STAY.departure)).click();
  await widget.getByRole('button', { name: 'Rezervovat termín' }).click();
  await expect(widget.getByRole('heading', { name: 'Výběr ubytování', level: 2 })).toBeVisible();
  const stepTwo = await fitsContent(cs.element, cs.frame);
  expect(stepTwo).not.toBe(firstCs);
  await widget.getByRole('link', { name: /Termín/ }).first().click();
  await expect(widget.getByRole('button', { name: 'Rezervovat termín' })).toBeVisible();
  const back = await fitsContent(cs.element, cs.frame);
  expect(Math.abs(back - firstCs)).toBeLessThan(80);
  // The other frame kept its own height all along.
  expect(await frameHeight(en.element)).toBe(firstEn);
  // Every message names its frame, except the heights a frame tells before it has a name (SPEC 1:
  // from the start, for parents that only listen), which the shim leaves aside.
  const unnamed = messages.filter((message) => message.id !== 'widget-cs' && message.id !== 'widget-en' && message.type !== 'hello');
  expect(unnamed.every((message) => message.type === 'height' && message.id === '')).toBe(true);
});

test('embed.js: the widget events reach the placeholder once each, and foreign messages are ignored', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(RECORD_SCRIPT);
  await page.goto(`${site.url}/legacy`);
  const cs = await frameOf(page, 'widget-cs');
  await fitsContent(cs.element, cs.frame);
  await expect.poll(() => toldNamed(page, 'bw-ready', 'widget-cs')).toHaveLength(1);
  await expect.poll(() => toldNamed(page, 'bw-ready', 'widget-en')).toHaveLength(1);

  const widget = cs.frame.locator('booking-widget');
  await (await dayCell(widget, IFRAME_STAY.arrival)).click();
  await (await dayCell(widget, IFRAME_STAY.departure)).click();
  await expect.poll(async () => (await toldNamed(page, 'bw-dates-change', 'widget-cs')).map((event) => event.detail)).toEqual([
    { ...IFRAME_STAY, nights: 3 },
  ]);
  await widget.getByRole('button', { name: 'Rezervovat termín' }).click();
  await expect.poll(async () => (await toldNamed(page, 'bw-step-change', 'widget-cs')).map((event) => event.detail)).toEqual([
    { step: '/step-2' },
  ]);
  await expect(widget.getByRole('heading', { name: 'Výběr ubytování', level: 2 })).toBeVisible();
  await fitsContent(cs.element, cs.frame);
  // The relay carries any of the widget's events, e.g. the booking step 4 makes.
  const booked = { variableSymbol: '2031000042', price: 4200, currency: 'CZK' };
  await cs.frame.evaluate((detail) => {
    document.querySelector('booking-widget')!.dispatchEvent(new CustomEvent('bw-booking-complete', { bubbles: true, composed: true, detail }));
  }, booked);
  await expect.poll(async () => (await toldNamed(page, 'bw-booking-complete', 'widget-cs')).map((event) => event.detail)).toEqual([booked]);
  expect(await toldNamed(page, 'bw-dates-change', 'widget-en')).toHaveLength(0);

  // A message from the wrong window and origin (the host page itself) does not size a frame.
  const before = await frameHeight(cs.element);
  await page.evaluate(() => {
    const message = { ns: 'booking-widget', v: 1, type: 'height', id: 'widget-cs', height: 3333 };
    window.postMessage(message, window.location.origin);
  });
  await page.waitForTimeout(300);
  expect(await frameHeight(cs.element)).toBe(before);

  // Inside the frame, an id message from a window that is not the parent does not change its id:
  // its next heights still reach the shim.
  await cs.frame.evaluate(() => window.postMessage({ ns: 'booking-widget', v: 1, type: 'id', id: 'intruder' }, window.location.origin));
  await page.waitForTimeout(200);
  await widget.getByRole('link', { name: /Termín/ }).first().click();
  await expect(widget.getByRole('button', { name: 'Rezervovat termín' })).toBeVisible();
  await fitsContent(cs.element, cs.frame);
  expect(await frameHeight(cs.element)).not.toBe(before);
});

test('nothing is ever posted to "*": a frame told another parent origin reaches its parent with nothing', async ({ page }) => {
  // Had the frame posted to '*', its parent (on 127.0.0.1) would receive its heights and events.
  const heard: { id: string }[] = [];
  await page.exposeFunction('recordMessage', (data: { id: string }) => heard.push(data));
  await page.addInitScript(() => {
    if (window !== window.top) return;
    window.addEventListener('message', (event) => void (window as unknown as { recordMessage: (m: unknown) => void }).recordMessage(event.data));
  });
  await page.goto(`${site.url}/elsewhere`);
  for (const id of ['wrong', 'right']) {
    const frame = page.frameLocator(`#${id}`);
    await expect(frame.locator('booking-widget [role="grid"]').first()).toBeVisible();
    await page.evaluate(([frameId, origin]) => {
      const frame = document.getElementById(frameId!) as HTMLIFrameElement;
      frame.contentWindow!.postMessage({ ns: 'booking-widget', v: 1, type: 'id', id: frameId }, origin!);
    }, [id, WIDGET_ORIGIN]);
    await frame.getByRole('button', { name: 'Další měsíc' }).click();
  }
  await expect.poll(() => heard.filter((message) => message.id === 'right').length).toBeGreaterThan(0);
  await page.waitForTimeout(300);
  expect(heard.filter((message) => message.id !== 'right' && message.id !== '')).toEqual([]);
});

test('a plain iframe on a page that only listens tells its height from the start and as it grows, only to its parent; a plain { id } names it', async ({ page }) => {
  test.slow(); // three months ahead and into step 2 inside a frame: slow when the suite runs in parallel
  type Heard = { origin: string; data: { height?: number; id?: string; type?: string } };
  const heights = () =>
    page.evaluate(() => (window as unknown as { heard: Heard[] }).heard.filter((message) => typeof message.data?.height === 'number'));
  await page.goto(`${site.url}/listening`);
  const third = page.frameLocator('#third');
  await third.locator('body').evaluate(() => {
    (window as unknown as { heard: unknown[] }).heard = [];
    window.addEventListener('message', (event) => (window as unknown as { heard: unknown[] }).heard.push(event.data));
  });
  const frame = page.frameLocator('#plain');
  await expect(frame.locator('booking-widget [role="grid"]').first()).toBeVisible();
  // Within 3 s of loading, the parent hears a height, from the widget's origin, though it never spoke.
  await expect.poll(async () => (await heights()).length, { timeout: 3000 }).toBeGreaterThan(0);
  const first = (await heights()).at(-1)!;
  expect(first.origin).toBe(WIDGET_ORIGIN);
  expect(first.data.height).toBeGreaterThan(300);

  // The content grows (step 2 is taller than step 1): the parent hears the new height.
  await (await dayCell(frame.locator('booking-widget'), dayFromToday(12))).click();
  await (await dayCell(frame.locator('booking-widget'), dayFromToday(15))).click();
  await frame.getByRole('button', { name: 'Rezervovat termín' }).click();
  await expect(frame.getByRole('heading', { name: 'Výběr ubytování', level: 2 })).toBeVisible();
  await expect.poll(async () => Math.max(...(await heights()).map((message) => message.data.height!))).toBeGreaterThan(first.data.height! + 200);

  // A legacy parent names the frame with a plain { id }: every height from then on carries it.
  await page.evaluate((origin) => (document.getElementById('plain') as HTMLIFrameElement).contentWindow!.postMessage({ id: 'legacy-1' }, origin), WIDGET_ORIGIN);
  await objectChooser(frame.locator('booking-widget'), 'Apartmán Dub').check();
  await expect.poll(async () => (await heights()).at(-1)!.data.id).toBe('legacy-1');

  // The third window heard nothing: the frame speaks to its parent only.
  expect(await third.locator('body').evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([]);
});

test('no script the widget ships posts to "*"', async ({ request }) => {
  const scripts = ['booking-widget.js', 'embed.js', 'embed-frame.js'];
  for (const script of scripts) {
    const text = await (await request.get(`/${script}`)).text();
    expect(text).toContain(script === 'booking-widget.js' ? 'customElements' : 'postMessage');
    expect(text).not.toMatch(/postMessage\([^)]*["'`]\*["'`]/);
  }
});

test("the widget's React stays out of the page's React DevTools hook, a global of the host page", async ({ page }) => {
  // What React DevTools (or the page's own React tooling) puts on the page: React DOM would announce itself here.
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, {
      devtoolsCalls: calls,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject: () => calls.push('inject'),
        onCommitFiberRoot: () => calls.push('commit'),
        onCommitFiberUnmount: () => calls.push('unmount'),
        onPostCommitFiberRoot: () => calls.push('post-commit'),
        setStrictMode: () => calls.push('strict-mode'),
        checkDCE: () => calls.push('check-build'),
      },
    });
  });
  await page.goto(`${site.url}/prefill`);
  const widget = page.locator('booking-widget');
  await expect(widget.getByLabel('Příjezd', { exact: true })).toHaveValue(displayed(STAY.arrival));
  await widget.getByRole('button', { name: 'Další měsíc' }).first().click();
  expect(await page.evaluate(() => (window as unknown as { devtoolsCalls: string[] }).devtoolsCalls)).toEqual([]);
});

function dateRange(from: number, to: number) {
  return { arrival: dayFromToday(from), departure: dayFromToday(to) };
}

test('the three themes look different (axe checks each on every screen: a11y-matrix.spec.ts)', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 1000 });
  const shots: Buffer[] = [];
  const looks: string[] = [];
  for (const theme of ['modern', 'cone', 'dot']) {
    await page.goto(`/iframe.html?api_key=demo&lang=cs&theme=${theme}`);
    const widget = page.locator('booking-widget');
    await expect(widget.locator('[role="grid"]').first()).toBeVisible();
    await expect(widget.locator('.bw-root')).toHaveAttribute('data-styles-loaded', 'true');
    await expect(widget.locator('.bw-calendar')).not.toHaveAttribute('aria-busy', 'true');
    const day = widget.locator('.bw-day').nth(10);
    // Shape, density and type, not only colours.
    await expect.poll(() => widget.evaluate((host) => getComputedStyle(host).getPropertyValue('--bw-day-height').trim()))
      .toBe({ modern: '40px', cone: '44px', dot: '36px' }[theme]);
    looks.push(await day.evaluate((cell) => {
      const style = getComputedStyle(cell);
      const title = getComputedStyle(cell.closest('.bw-month')!.querySelector('.bw-month__title')!);
      return [style.borderRadius, style.height, title.textTransform, title.fontSize].join(' ');
    }));
    shots.push(await widget.screenshot({ animations: 'disabled' }));
  }
  expect(new Set(looks).size).toBe(3);
  expect(shots[0]!.equals(shots[1]!)).toBe(false);
  expect(shots[0]!.equals(shots[2]!)).toBe(false);
  expect(shots[1]!.equals(shots[2]!)).toBe(false);
});

test('the configurator shows the chosen widget live and copies its snippet', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/configure.html');
  await page.getByLabel('Language').selectOption('en');
  await page.getByLabel('Theme').selectOption('dot');
  const snippet = page.locator('#snippet');
  await expect(snippet).toContainText('<booking-widget api-key="demo" lang="en" theme="dot"></booking-widget>');
  await expect(snippet).toContainText(`<script type="module" src="${WIDGET_ORIGIN}/booking-widget.js"></script>`);
  const live = page.locator('#preview booking-widget');
  await expect(live.getByRole('button', { name: 'Book these dates' })).toBeVisible();
  await expect.poll(() => live.evaluate((host) => getComputedStyle(host).getPropertyValue('--bw-day-height').trim())).toBe('36px');

  await page.getByLabel('Iframe (sites that cannot run module scripts)').check();
  await expect(snippet).toContainText(`<script src="${WIDGET_ORIGIN}/embed.js" defer></script>`);
  await expect(snippet).toContainText('<div data-booking-widget data-api-key="demo" data-lang="en" data-theme="dot"></div>');
  await expect(page.frameLocator('#preview iframe').getByRole('button', { name: 'Book these dates' })).toBeVisible();

  await page.getByRole('button', { name: 'Copy the snippet' }).click();
  await expect(page.getByRole('status')).toHaveText('Copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.textContent());
});
