// The phone profile (issue 17): a new guest on a phone-like setup, each run in
// a cold browser. A 390 x 844 mobile viewport; CPU slowed 4x and every request
// 150 ms away, both through Chromium's DevTools throttling; the guest pauses
// 4 s on each screen before the click that is timed. Each figure runs from the
// click to the next screen's heading (the variable symbol after booking).
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { timedClick } from './flow.mjs';
import { lowSeasonOffset } from './low-season.mjs';
import { PHONE } from './phone-profile.mjs';

export { PHONE };

/** The moves timed, with their aims (the table). */
export const PHONE_MOVES = [
  { key: 'stepTwo', label: 'step 1 "Rezervovat termín" -> step 2 heading', aimMs: 300 },
  { key: 'stepThree', label: 'step 2 "Pokračovat" -> step 3 heading', aimMs: 300 },
  { key: 'stepFour', label: 'step 3 "Pokračovat" -> step 4 heading', aimMs: 300 },
  { key: 'book', label: 'step 4 book -> variable symbol shown', aimMs: 1000 },
];

/** A new page on the phone profile: a touch viewport, the CPU slowed and every request PHONE.latencyMs away. */
export async function phonePage(browser) {
  const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 3, locale: 'cs-CZ' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: PHONE.latencyMs, downloadThroughput: -1, uploadThroughput: -1 });
  return { context, page };
}

const headingIs = (text) =>
  new Function('root', `return [...root.querySelectorAll('h2')].some((heading) => heading.textContent === ${JSON.stringify(text)});`);

/** One guest's booking in a new browser; resolves to ms per move. */
async function phoneRun(url, stay) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const { page } = await phonePage(browser);
    const pause = () => page.waitForTimeout(PHONE.pauseMs);
    // BENCH_PHONE_TRACE=1 prints what each move fetched, for docs/benchmarks.md's "where the time went".
    const traced = async (name, move) => {
      const from = await page.evaluate(() => performance.now());
      const took = await move();
      if (process.env.BENCH_PHONE_TRACE) {
        const fetched = await page.evaluate(
          (since) => performance.getEntriesByType('resource').filter((entry) => entry.startTime >= since).map((entry) => `${entry.name.replace(/^.*\//, '').replace(/\?.*$/, '')} +${Math.round(entry.startTime - since)}..${Math.round(entry.responseEnd - since)} ms`),
          from,
        );
        console.log(`  ${name}: ${Math.round(took)} ms; fetched: ${fetched.join(', ') || 'nothing'}`);
      }
      return took;
    };

    await page.goto(url);
    const widget = page.locator('booking-widget');
    await widget.locator('.bw-calendar:not([aria-busy])').waitFor({ timeout: 60_000 });
    for (const day of [stay.arrival, stay.departure]) {
      const cell = widget.locator(`[data-date="${day}"]`);
      while ((await cell.count()) === 0) await widget.getByRole('button', { name: /Další měsíc/ }).first().click();
      await cell.click();
    }
    const book = widget.getByRole('button', { name: 'Rezervovat termín' });
    await book.and(widget.locator(':not([aria-disabled="true"])')).waitFor();
    await pause();
    const stepTwo = await traced('step 2', () => timedClick(book, headingIs('Výběr ubytování')));

    await widget.getByRole('checkbox', { name: 'Vybrat Pokoj Lípa', exact: true }).check();
    await widget.getByLabel('Čas příjezdu').selectOption('16:00');
    const next = widget.getByRole('button', { name: 'Pokračovat' });
    await next.and(widget.locator(':not([aria-disabled="true"])')).waitFor();
    await pause();
    const stepThree = await traced('step 3', () => timedClick(next, headingIs('Vaše údaje')));

    await widget.getByLabel('Jméno', { exact: true }).fill('Petr');
    await widget.getByLabel('Příjmení', { exact: true }).fill('Svoboda');
    await widget.getByLabel('Ulice', { exact: true }).first().fill('Náměstí 5');
    await widget.getByLabel('Město', { exact: true }).first().fill('Tábor');
    await widget.getByLabel('PSČ', { exact: true }).first().fill('390 01');
    await widget.getByLabel('E-mail', { exact: true }).fill('phone.bench@example.cz');
    await widget.getByLabel('Telefon', { exact: true }).fill('601 234 567');
    const referral = widget.getByLabel('Jak jste se o nás dozvěděli?');
    if (await referral.count()) await referral.selectOption({ index: 1 });
    await widget.getByRole('checkbox', { name: /Souhlasím se zpracováním/ }).check();
    await pause();
    const stepFour = await traced('step 4', () => timedClick(widget.getByRole('button', { name: 'Pokračovat' }), headingIs('Platba a rezervace')));

    // The rate's cancellation terms are accepted like the GDPR consent (issue 50).
    const terms = widget.getByRole('checkbox', { name: /storno podmínkami/ });
    if (await terms.count()) await terms.check();
    const bookIt = widget.getByRole('button', { name: 'Závazně rezervovat' });
    await bookIt.and(widget.locator(':not([aria-disabled="true"])')).waitFor();
    await pause();
    const booked = await traced('book', () => timedClick(bookIt, (root) => Boolean(root.querySelector('[data-detail="variable-symbol"] .bw-payment__value')?.textContent?.trim())));
    return { stepTwo, stepThree, stepFour, book: booked };
  } finally {
    await browser.close();
  }
}

/** `runs` cold-browser bookings, each on its own low-season stay; the raw ms per move. */
export async function phoneProfile(url, runs) {
  const samples = [];
  // Each run's stay starts after the one before it ends: near the summer season two runs' searches
  // from fixed offsets met on the same first low-season day, and the later run found the room booked.
  let from = 150;
  for (let run = 0; run < runs; run++) {
    const stay = lowSeasonOffset(from, 2);
    from = stay.offset + 4;
    console.log(`Phone profile, run ${run + 1}/${runs} (cold browser, 4x CPU, 150 ms per request)…`);
    samples.push(await phoneRun(url, { arrival: stay.day, departure: stay.after(2) }));
  }
  return samples;
}
