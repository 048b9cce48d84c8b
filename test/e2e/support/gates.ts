// Shared by the quality-gate suites (issue 14): a host page of the test's own
// with the widget's attributes, stays of their own, axe and where focus is.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';
import { dayFromToday } from './widget';

export type Lang = 'cs' | 'en';
export type Theme = 'modern' | 'cone' | 'dot';
export const THEMES: readonly Theme[] = ['modern', 'cone', 'dot'];
export const LANGS: readonly Lang[] = ['cs', 'en'];

export interface HostOptions {
  lang?: Lang;
  theme?: Theme;
  /** Dummy mode: books nothing (the page's address carries is_dummy). */
  dummy?: boolean;
  /** Another name for the page, so tests in one browser context do not share its storage keys' page. */
  path?: string;
  /** The widget's route to open at (its hash), e.g. '/step-4' for a prepared tab. */
  route?: string;
}

/** The host page's address for these options (served by openHost's route). */
export function hostUrl(options: HostOptions = {}): string {
  const path = options.path ?? '/gates-host.html';
  const hash = options.route ? `#${options.route}` : '';
  return `${options.dummy ? `${path}?is_dummy=1` : path}${hash}`;
}

/** Serves a plain host page with one widget and opens it; returns the widget. */
export async function openHost(page: Page, options: HostOptions = {}): Promise<Locator> {
  const attributes = [`api-key="demo"`, `lang="${options.lang ?? 'cs'}"`, `theme="${options.theme ?? 'modern'}"`].join(' ');
  const html = `<!doctype html><html lang="${options.lang ?? 'cs'}"><head><meta charset="utf-8"><title>Host</title>
    <script type="module" src="/booking-widget.js"></script></head>
    <body><main><h1>Host page</h1><booking-widget ${attributes}></booking-widget></main></body></html>`;
  await page.route(`**${options.path ?? '/gates-host.html'}*`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(hostUrl(options));
  return page.locator('booking-widget');
}

/**
 * Five nights from today+250+6*slot: the gate suites' own range (250..320).
 * Five nights meet every season's minimum stay, whatever day the tests run.
 * Slots 0..9; each slot that books for real belongs to one test.
 */
export function gateStay(slot: number): { arrival: string; departure: string } {
  if (slot < 0 || slot > 9) throw new Error(`no gate slot ${slot}`);
  const offset = 250 + slot * 6;
  return { arrival: dayFromToday(offset), departure: dayFromToday(offset + 5) };
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's findings inside every widget on the page, one line each. axe is put
 * into a document once (not once per check, as @axe-core/playwright does), and
 * only violations are collected: the gates call this on every screen and theme.
 * A page without a rendered widget is an error, so a check can never pass by
 * looking at nothing.
 */
export async function axeViolations(page: Page, options: { rules?: readonly string[] } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${AXE_SOURCE};0`);
  return page.evaluate(async (rules) => {
    const hosts = Array.from(document.querySelectorAll('booking-widget'));
    if (hosts.length === 0 || hosts.some((host) => !host.shadowRoot?.querySelector('.bw-root'))) throw new Error('axe: no rendered widget to check');
    type Result = { violations: Array<{ id: string; nodes: Array<{ target: unknown[]; element?: Element }> }> };
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<Result> } }).axe;
    const only = rules ? { runOnly: { type: 'rule', values: rules } } : {};
    const results = await axe.run({ include: [['booking-widget']] }, { resultTypes: ['violations'], elementRef: true, ...only });
    // WCAG 2.5.3 asks a control's visible label to be in its name. A day cell's label is its number,
    // which its name says ("středa 2. prosince ..."); the night's price under it is content, as a
    // guest reads it, not a label, and axe's check cannot tell the two apart. A day whose name lost
    // its number still fails.
    const dayNamed = (element?: Element) =>
      element?.matches('td.bw-day') === true &&
      (element.getAttribute('aria-label') ?? '').split(/[\s.,]+/).includes(element.querySelector('.bw-day__number')?.textContent ?? '-');
    return results.violations
      .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => violation.id !== 'label-content-name-mismatch' || !dayNamed(node.element)) }))
      .filter((violation) => violation.nodes.length > 0)
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(' | ')}`);
  }, options.rules ? [...options.rules] : undefined);
}

/**
 * The rules of axe's default set whose findings depend on the styles a theme sets (colours,
 * sizes, overflow). A theme is CSS on the same markup (`data-theme` on the widget's root), so every
 * other rule finds the same in each theme as in the first.
 */
export const THEME_RULES = ['color-contrast', 'link-in-text-block', 'scrollable-region-focusable'] as const;

/** What has focus inside the widget's shadow root: its tag, role and accessible text; null when focus is elsewhere. */
export function focusInWidget(widget: Locator): Promise<{ tag: string; text: string } | null> {
  return widget.evaluate((host) => {
    const active = host.shadowRoot?.activeElement as HTMLElement | null | undefined;
    if (!active || document.activeElement !== host) return null;
    const labelled = active.getAttribute('aria-labelledby')?.split(' ').map((id) => host.shadowRoot?.getElementById(id)?.textContent ?? '').join(' ');
    const label = (active as HTMLInputElement).labels?.[0]?.textContent;
    const text = active.getAttribute('aria-label') ?? labelled ?? label ?? active.textContent ?? '';
    return { tag: active.tagName.toLowerCase(), text: text.trim() };
  });
}

/** Focus is inside the widget, on something with a name (`expected` when given). */
export async function expectFocusInWidget(widget: Locator, expected?: { tag?: string; text?: string | RegExp }): Promise<void> {
  await expect
    .poll(async () => {
      const focus = await focusInWidget(widget);
      if (!focus || focus.text === '') return `lost: ${JSON.stringify(focus)}`;
      if (expected?.tag && focus.tag !== expected.tag) return `on ${JSON.stringify(focus)}`;
      if (expected?.text !== undefined && !(typeof expected.text === 'string' ? focus.text === expected.text : expected.text.test(focus.text))) {
        return `on ${JSON.stringify(focus)}`;
      }
      return 'ok';
    })
    .toBe('ok');
}

/** Moves the widget to `route` the way a host or the address bar would (not a guest's move inside it). */
export async function goToRoute(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${route}`);
}

/**
 * Everything that reaches the host page's onerror or unhandledrejection, over
 * every reload of the test (watchHostErrors in widget.ts sees the last page only).
 */
export async function hostErrorsOverReloads(page: Page): Promise<() => string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__bwReportHostError', (text: string) => {
    seen.push(text);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __bwReportHostError: (text: string) => void }).__bwReportHostError;
    window.addEventListener('error', (event) => report(`error: ${String(event.message)}`));
    window.addEventListener('unhandledrejection', (event) => report(`unhandled: ${String(event.reason)}`));
  });
  return () => [...seen];
}
