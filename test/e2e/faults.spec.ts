// Issue 14, network faults per call: no answer in time, a 500, the connection
// dropped, and the browser offline then online again. Each call behaves as
// SPEC 8 says (texts and settings: logged, the built-in ones stay; availability:
// /error with the reason; pricing: logged, price reset) and each screen shows
// its own error state with the client's words for the fault; what the guest
// entered survives, and after the fault the guest gets on (dummy mode: no
// booking is stored).
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import type { ApiErrorKind } from '../../src/api/errors';
import { guestMessageIn } from '../support/error-words';
import type { Endpoint } from '../support/malformed-answers';
import { consoleLines, switchAnswers, type AnswerSwitch } from './support/answers';
import { expectFocusInWidget, goToRoute } from './support/gates';
import { expectStayKept, SCREENS, startOnStepFour, startOnStepOne, TEXTS } from './support/screens';

type Fault = 'timeout' | '500' | 'dropped' | 'offline';
const FAULTS: readonly Fault[] = ['timeout', '500', 'dropped', 'offline'];
/** The client's error kind for each fault, whose message the guest reads. */
const KIND: Record<Fault, ApiErrorKind> = { timeout: 'timeout', '500': 'server', dropped: 'network', offline: 'network' };
const texts = TEXTS.cs;

/** The client waits 10 s per attempt; the page's clock jumps past it. */
const PAST_TIMEOUT_MS = 10_500;

const failWith = (fault: Exclude<Fault, 'offline'> | 'no-network') => async (route: Route) => {
  if (fault === 'timeout') return; // never answered
  if (fault === '500') return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
  return route.abort(fault === 'dropped' ? 'connectionreset' : 'internetdisconnected');
};

/**
 * Runs the guest's `act` while `endpoint` meets `fault`. Offline is the whole
 * browser offline, unless `offlineByRoute` (a reload cannot load the page offline).
 */
async function underFault(page: Page, answers: AnswerSwitch, fault: Fault, act: () => Promise<unknown>, offlineByRoute = false): Promise<void> {
  if (fault === 'offline' && !offlineByRoute) await page.context().setOffline(true);
  else answers.set(failWith(fault === 'offline' ? 'no-network' : fault));
  const before = answers.calls;
  await act();
  if (fault === 'timeout') {
    await expect.poll(() => answers.calls).toBeGreaterThan(before);
    // A call may be replaced by a newer one of its kind just after (a reload on step 2 asks twice).
    for (let round = 0; round < 2; round += 1) {
      await page.waitForTimeout(300);
      await page.clock.fastForward(PAST_TIMEOUT_MS);
    }
  }
}

/** The fault is over: the network is back, the server answers. */
async function recover(page: Page, answers: AnswerSwitch): Promise<void> {
  await page.context().setOffline(false);
  answers.set(undefined);
}

async function expectSays(area: Locator, fault: Fault): Promise<void> {
  await expect(area.getByRole('alert')).toContainText(guestMessageIn(KIND[fault], 'cs'));
}

test('start-up calls: texts and settings faults are logged and the widget works; an availability fault leads to /error', async ({ page }) => {
  test.setTimeout(90_000);
  const { guest, hostErrors } = await startOnStepOne(page, { slot: 4, email: 'faults@example.cz', beforeOpening: () => page.clock.install() });
  const logged = consoleLines(page);
  const logs: Partial<Record<Endpoint, RegExp>> = {
    global_translations: /^warning: \[booking-widget\] translations could not be loaded/,
    global_settings: /^error: \[booking-widget\] settings could not be loaded/,
  };
  for (const endpoint of ['global_translations', 'global_settings'] as const) {
    const answers = await switchAnswers(page, endpoint);
    for (const fault of FAULTS) {
      await test.step(`${endpoint}: ${fault}`, async () => {
        logged.length = 0;
        await underFault(page, answers, fault, () => page.reload({ waitUntil: 'commit' }), true);
        await expect(guest.widget.locator('.bw-root[data-styles-loaded]')).toHaveCount(1);
        await expect(guest.widget.getByRole('button', { name: texts.book })).not.toHaveAttribute('aria-disabled', 'true');
        await expectStayKept(guest);
        await expect.poll(() => logged.some((line) => logs[endpoint]!.test(line))).toBe(true);
        await recover(page, answers);
      });
    }
  }

  const availability = await switchAnswers(page, 'availability');
  for (const fault of FAULTS) {
    await test.step(`availability: ${fault}`, async () => {
      await goToRoute(page, '/');
      await underFault(page, availability, fault, () => page.reload({ waitUntil: 'commit' }), true);
      await expect(guest.widget.getByRole('heading', { name: 'Něco se pokazilo', level: 2 })).toBeVisible();
      await expectSays(guest.widget, fault);
      await recover(page, availability);
    });
  }
  await guest.widget.getByRole('button', { name: 'Zpět na výběr termínu' }).click();
  await page.reload();
  await expectStayKept(guest);
  expect(hostErrors()).toEqual([]);
});

test('pricing faults: logged, price reset, the reason beside it; the dates stay and the guest can try again', async ({ page }) => {
  test.setTimeout(60_000);
  const { guest, hostErrors } = await startOnStepOne(page, { slot: 4, email: 'faults@example.cz', beforeOpening: () => page.clock.install() });
  const logged = consoleLines(page);
  const dates = await switchAnswers(page, 'dates');
  const failure = guest.widget.locator('.bw-pricing-failure');
  const book = guest.widget.getByRole('button', { name: texts.book });
  for (const fault of FAULTS) {
    await test.step(fault, async () => {
      logged.length = 0;
      // The guest picks the stay again: a new pricing call.
      await underFault(page, dates, fault, async () => {
        await guest.widget.locator(`[data-date="${guest.stay.arrival}"]`).click();
        await guest.widget.locator(`[data-date="${guest.stay.departure}"]`).click();
      });
      await expectSays(failure, fault);
      await expect(book).toHaveAttribute('aria-disabled', 'true');
      await expectStayKept(guest);
      expect(logged.some((line) => /^warning: \[booking-widget\] pricing failed/.test(line))).toBe(true);
      await recover(page, dates);
      await failure.getByRole('button', { name: texts.tryAgain }).click();
      await expectFocusInWidget(guest.widget);
      await expect(book).not.toHaveAttribute('aria-disabled', 'true');
    });
  }
  expect(hostErrors()).toEqual([]);
});

test('selection and summary faults: step 2 says why; the chosen apartment and hour stay', async ({ page }) => {
  test.setTimeout(90_000);
  const { guest, hostErrors } = await startOnStepOne(page, { slot: 4, email: 'faults@example.cz', beforeOpening: () => page.clock.install() });
  await SCREENS[1]!.reach(guest);
  const chosen = guest.widget.getByRole('checkbox', { name: texts.choose, exact: true });
  const hour = guest.widget.getByLabel(texts.hour);

  const selection = await switchAnswers(page, 'selection');
  const loadFailure = guest.widget.locator('.bw-step2__load-failure');
  for (const fault of FAULTS) {
    await test.step(`selection: ${fault}`, async () => {
      await underFault(page, selection, fault, () => page.reload({ waitUntil: 'commit' }), true);
      await expectSays(loadFailure, fault);
      await recover(page, selection);
      await loadFailure.getByRole('button', { name: texts.tryAgain }).click();
      await expect(chosen).toBeChecked();
      await expect(hour).toHaveValue('16:00');
    });
  }

  const summary = await switchAnswers(page, 'summary');
  const summaryFailure = guest.widget.locator('.bw-summary__failure');
  for (const fault of FAULTS) {
    await test.step(`summary: ${fault}`, async () => {
      await underFault(page, summary, fault, () => hour.selectOption('15:00'));
      await expectSays(summaryFailure, fault);
      await expect(chosen).toBeChecked();
      await recover(page, summary);
      await hour.selectOption('16:00');
      await expect(summaryFailure.getByRole('alert')).toHaveCount(0);
      await expect(guest.widget.getByRole('button', { name: texts.next })).not.toHaveAttribute('aria-disabled', 'true');
    });
  }
  expect(hostErrors()).toEqual([]);
});

test('book and thanks faults: nothing is lost, never booked twice, the guest finishes (dummy mode)', async ({ page }) => {
  test.setTimeout(90_000);
  const { guest, hostErrors } = await startOnStepFour(page, { slot: 4, email: 'faults@example.cz', beforeOpening: () => page.clock.install() });
  const panel = guest.widget.locator('.bw-step4');
  const book = await switchAnswers(page, 'book');
  const keys = new Set<string>();
  page.on('request', (request) => {
    if (request.url().includes('/book.php')) keys.add((request.postDataJSON() as { idempotency_key: string }).idempotency_key);
  });
  let label: string = texts.bookNow;
  for (const fault of FAULTS) {
    await test.step(`book: ${fault}`, async () => {
      await underFault(page, book, fault, () => guest.widget.getByRole('button', { name: label }).click());
      await expect(panel.getByRole('alert')).toContainText('Rezervace se nepodařila');
      await expectSays(panel, fault);
      await expectFocusInWidget(guest.widget);
      await expect(guest.widget.locator('[data-fact="name"] dd')).toHaveText('Petr Svoboda');
      await recover(page, book);
      label = texts.tryAgain;
    });
  }
  await guest.widget.getByRole('button', { name: texts.tryAgain }).click();
  await expect(page).toHaveURL(/#\/step-5$/);
  // Every attempt after every fault was the same booking: the server stores it once.
  expect(keys.size).toBe(1);

  const thanks = await switchAnswers(page, 'thanks');
  const screen = guest.widget.locator('.bw-step5');
  for (const fault of FAULTS) {
    await test.step(`thanks: ${fault}`, async () => {
      await underFault(page, thanks, fault, () => page.reload({ waitUntil: 'commit' }), true);
      await expectSays(screen, fault);
      await expect(guest.widget.getByRole('article')).toBeVisible();
      await recover(page, thanks);
      await screen.getByRole('button', { name: texts.tryAgain }).click();
      await expect(screen.getByRole('alert')).toHaveCount(0);
    });
  }
  expect(hostErrors()).toEqual([]);
});
