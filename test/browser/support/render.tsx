// Renders a piece of the widget the way the element does: inside an open
// shadow root with the widget's styles, one jotai store, one i18n and a
// memory router. Tests then look at what a guest would see.
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createStore, Provider as StoreProvider } from 'jotai';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { WidgetContext, type WidgetInstance, type WidgetStore } from '../../../src/widget/instance';
import { createMemoryLocation } from '../../../src/widget/location';
import { routerOptions } from '../../../src/app/router';
import { createWidgetI18n } from '../../../src/i18n/setup';
import { followLanguage } from '../../../src/app/languages';
import { pack as cs } from '../../../src/i18n/languages/cs';
import { pack as en } from '../../../src/i18n/languages/en';
import { packsAtom } from '../../../src/state/texts';
import { adoptStyles } from '../../../src/theme/adopt';
import { configAtom, widgetI18nAtom } from '../../../src/state/config';
import { resolveConfig, type Config } from '../../../src/config/config';
import widgetCss from '../../../src/theme/widget.css?inline';

export interface RenderOptions {
  lang?: 'cs' | 'en';
  store?: WidgetStore;
  /** Width of the widget's box in px (the layout follows the widget, not the window). */
  width?: number;
  route?: string;
  config?: Partial<Config>;
  /** Attributes of the widget's host element, set before the first render. */
  attributes?: Record<string, string>;
}

export interface Rendered {
  host: HTMLElement;
  shadowRoot: ShadowRoot;
  store: WidgetStore;
  instance: WidgetInstance;
  /** The widget's current route, e.g. `/step-2`. */
  route(): string;
  unmount(): void;
}

/** The Config an element with these test defaults would resolve (port 9 on loopback: no API). */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const resolved = resolveConfig({
    attributes: { apiKey: 'demo', apiBase: 'http://127.0.0.1:9/api', routing: 'memory', aresBase: 'http://127.0.0.1:9' },
    pageUrl: 'http://localhost/',
    remembered: {},
    scriptUrl: 'http://localhost/booking-widget.js',
  });
  return { ...resolved, ...overrides };
}

export function renderWidget(ui: ReactNode, options: RenderOptions = {}): Rendered {
  const lang = options.lang ?? 'cs';
  const host = document.createElement('div');
  host.style.width = `${options.width ?? 800}px`;
  for (const [name, value] of Object.entries(options.attributes ?? {})) host.setAttribute(name, value);
  document.body.append(host);
  const shadowRoot = host.attachShadow({ mode: 'open' });
  const store = options.store ?? createStore();
  const location = createMemoryLocation(options.route ?? '/');
  const instance: WidgetInstance = {
    key: '',
    host,
    shadowRoot,
    store,
    i18n: createWidgetI18n(),
    location,
    sheets: new Map(),
  };
  adoptStyles(shadowRoot, instance.sheets, widgetCss);
  store.set(widgetI18nAtom, instance.i18n);
  // Both test languages from the start (the element loads each on demand), so a test renders in one go.
  store.set(packsAtom, (packs) => ({ ...packs, cs, en }));
  store.set(configAtom, testConfig({ lang, ...options.config }));
  // Shows the language at once, as the element does for a language it has.
  followLanguage(instance);
  const root = createRoot(shadowRoot);
  root.render(
    <WidgetContext.Provider value={instance}>
      <StoreProvider store={store}>
        <I18nProvider i18n={instance.i18n}>
          <div className="bw-root" data-theme="modern" lang={lang}>
            <Router {...routerOptions(instance)}>{ui}</Router>
          </div>
        </I18nProvider>
      </StoreProvider>
    </WidgetContext.Provider>,
  );
  return {
    host,
    shadowRoot,
    store,
    instance,
    route: () => location.current(),
    unmount() {
      root.unmount();
      host.remove();
    },
  };
}

/**
 * How long a wait may take that includes a module's first load (a lazy screen, a library loaded on
 * demand): the test server compiles it when the browser first asks, and beside the other stages of
 * `npm test` on two cores that took more than waitFor's usual 3 s (under mocha's 15 s per test).
 */
export const FIRST_LOAD_MS = 10_000;

/** Waits until `check` returns a truthy value (React 19 updates the DOM asynchronously). */
export async function waitFor<T>(check: () => T | null | undefined | false, timeoutMs = 3000): Promise<T> {
  const started = performance.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (performance.now() - started > timeoutMs) throw new Error(`waitFor timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
}
