// Replacing the reference server's answer for one endpoint while a test runs
// (page.route), and what the widget may tell a guest about a failed call.
import type { Page, Route } from '@playwright/test';
import type { ApiErrorKind } from '../../../src/api/errors';
import { guestMessageIn } from '../../support/error-words';
import type { Endpoint } from '../../support/malformed-answers';

export interface Answer {
  status: number;
  contentType?: string;
  body: string;
}

/** What an endpoint answers: the server's own answer while `current` is undefined. */
export interface AnswerSwitch {
  set(answer: Answer | ((route: Route) => Promise<void>) | undefined): void;
  /** Requests that reached the endpoint so far. */
  readonly calls: number;
}

export async function switchAnswers(page: Page, endpoint: Endpoint): Promise<AnswerSwitch> {
  let current: Answer | ((route: Route) => Promise<void>) | undefined;
  let calls = 0;
  await page.route(new RegExp(`/api/(test/)?${endpoint}\\.php`), async (route) => {
    calls += 1;
    const answer = current;
    if (answer === undefined) return route.continue();
    if (typeof answer === 'function') return answer(route);
    return route.fulfill({
      status: answer.status,
      headers: answer.contentType ? { 'content-type': answer.contentType } : {},
      body: answer.body,
    });
  });
  return {
    set: (answer) => {
      current = answer;
    },
    get calls() {
      return calls;
    },
  };
}

/**
 * The reference server's availability without its minimum stays (min_stay, issue 32), as a server
 * answers that does not send them: a stay too short for its arrival is then refused after the clicks.
 */
export async function withoutMinStay(page: Page): Promise<void> {
  await page.route(/\/api\/(test\/)?availability\.php/, async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { data: Record<string, unknown> };
    delete answer.data.min_stay;
    await route.fulfill({ status: response.status(), json: answer });
  });
}

const KINDS: ApiErrorKind[] = ['network', 'timeout', 'http', 'invalid-response', 'server'];

/** Every message the client gives for a failure of its own, in `lang`. */
export const failureMessages = (lang: string): string[] => KINDS.map((kind) => guestMessageIn(kind, lang));

/** Console lines of the page, to check what SPEC 8 says is logged. */
export function consoleLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(`${message.type()}: ${message.text()}`));
  return lines;
}
