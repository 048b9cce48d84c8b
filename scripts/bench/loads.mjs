// Cold loads in headless Chromium: when the first day cells are in the DOM and
// when the calendar is interactive (day states in), counted from the start of
// navigation, for the widget and the peer page, optionally with CDP's CPU
// throttling. Each load gets a new browser context (no cache). The widget's first
// day cells are `.bw-day`: step 1's skeleton's days (no date to find them by, so
// tests never click one) as well as the calendar's.

/**
 * Runs in the page before its scripts: records the two moments. The widget's
 * calendar lives in a shadow root, so attachShadow is watched too.
 */
function recordMarks(kind) {
  const marks = {};
  window.__benchMarks = marks;
  const check = (root) => {
    const cells = root.querySelector(kind === 'ours' ? '.bw-day' : '[data-day]');
    if (!cells) return false;
    marks.cells ??= performance.now();
    const ready =
      kind === 'ours'
        ? (root.querySelector('.bw-calendar')?.hasAttribute('aria-busy') ?? true) === false
        : document.body?.dataset.ready === '1';
    if (ready) marks.ready ??= performance.now();
    return marks.ready !== undefined;
  };
  const watch = (root) => {
    const observer = new MutationObserver(() => check(root) && observer.disconnect());
    observer.observe(root, { subtree: true, childList: true, attributes: true });
  };
  if (kind === 'ours') {
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function attachShadow(init) {
      const root = attach.call(this, init);
      watch(root);
      return root;
    };
  } else {
    watch(document);
  }
}

export async function coldLoad(browser, url, kind, throttling, latencyMs = 0) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling });
    if (latencyMs > 0) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: latencyMs, downloadThroughput: -1, uploadThroughput: -1 });
    }
    await page.addInitScript(recordMarks, kind);
    await page.goto(url);
    await page.waitForFunction(() => window.__benchMarks.ready !== undefined, undefined, { timeout: 60_000 });
    return await page.evaluate(() => {
      const availability = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/availability.php'));
      return { cells: window.__benchMarks.cells, ready: window.__benchMarks.ready, availabilityAnswered: availability?.responseEnd };
    });
  } finally {
    await context.close();
  }
}

/**
 * Moves the calendar `count` months (forward 8, back 8, …) on a loaded page;
 * each figure runs from the click to the commit that changes the first day in
 * the DOM (a MutationObserver: the page's own work, not the wait for a frame).
 */
export async function monthMoves(page, buttons, firstDaySelector, count) {
  const times = [];
  for (let move = 0; move < count; move++) {
    const button = Math.floor(move / 8) % 2 === 0 ? buttons.next : buttons.previous;
    times.push(
      await button.evaluate(
        (element, selector) =>
          new Promise((resolve) => {
            const root = element.getRootNode();
            const before = root.querySelector(selector)?.getAttribute(selector.slice(1, -1));
            const observer = new MutationObserver(() => {
              if (root.querySelector(selector)?.getAttribute(selector.slice(1, -1)) === before) return;
              observer.disconnect();
              resolve(performance.now() - started);
            });
            observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
            const started = performance.now();
            element.click();
          }),
        firstDaySelector,
      ),
    );
  }
  return times;
}
