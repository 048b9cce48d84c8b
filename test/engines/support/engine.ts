// One small interface over the three engines' drivers, so each spec is
// written once and runs in Chromium and Firefox (puppeteer-core: CDP and
// WebDriver BiDi) and in WebKitGTK (W3C WebDriver). Everything a guest does
// goes through real input events: clicks, key-by-key typing, double clicks.
import type { Query } from './find';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** An element in the page, as the driver knows it (opaque to specs). */
export type Handle = { readonly __handle: unique symbol };

/** A name to match: exact text or a regular expression. */
export type Name = string | RegExp;

export interface EnginePage {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  setViewport(width: number, height: number): Promise<void>;
  /** The first visible element with this role and name, or null. */
  query(role: string, name?: Name, options?: { frames?: boolean }): Promise<Handle | null>;
  click(element: Handle): Promise<void>;
  doubleClick(element: Handle): Promise<void>;
  /** Focuses the element and types `text` key by key. */
  type(element: Handle, text: string): Promise<void>;
  /** Runs `fn` in the page with JSON-able arguments (a Handle may be passed as the first). */
  evaluate<R>(fn: (...args: never[]) => R, ...args: unknown[]): Promise<Awaited<R>>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  newPage(): Promise<EnginePage>;
  close(): Promise<void>;
}

export function toQuery(role: string, name?: Name, frames = false): Query {
  if (name === undefined) return { role, frames };
  if (typeof name === 'string') return { role, name, frames };
  return { role, name: { source: name.source, flags: name.flags }, frames };
}

/** Polls `check` until it returns something other than undefined/false, or fails with `what`. */
export async function waitUntil<T>(what: string, check: () => Promise<T | undefined | null | false>, timeout = 15_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== null && value !== false) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${what}${last ? ` (last error: ${String(last)})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
