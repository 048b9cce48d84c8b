// The <booking-widget> custom element: r2wc mounts React into an open shadow
// root; this subclass adds what r2wc leaves out: base styles adopted before the
// first paint, a per-element instance (store, i18n, router location), and
// attributes that are removed or emptied taking effect.
import r2wc from '@r2wc/react-to-web-component';
import { createStore } from 'jotai';
import { WidgetRoot } from '../app/WidgetRoot';
import { createLocation } from '../app/location';
import { keepWidgetStarted } from '../app/startup';
import type { WidgetInstance } from '../app/widget-context';
import { adoptStyles } from '../theme/adopt';
import { activateLanguage, createWidgetI18n } from '../i18n/setup';
import { configAtom } from '../state/config';
import { rememberStay, sessionStorageOf } from '../state/stay-memory';
import widgetCss from '../theme/widget.css?inline';
import { resolveConfig, type Config, type ElementAttributes } from '../config/config';
import { paymentStorageKey } from '../state/kept-booking';
import { informHost } from './host-events';
import type { HostApi } from './host-api';
import { readRemembered, rememberFromQuery, rememberTheme } from './remember';

/** Every attribute, declared explicitly (React 19 ignores propTypes). */
export const ATTRIBUTES = {
  apiKey: 'api-key',
  lang: 'lang',
  theme: 'theme',
  apiBase: 'api-base',
  debug: 'debug',
  editToken: 'edit-token',
  editUuid: 'edit-uuid',
  dummy: 'dummy',
  demo: 'demo',
  routing: 'routing',
  aresBase: 'ares-base',
  arrival: 'arrival',
  departure: 'departure',
  analytics: 'analytics',
} as const satisfies Record<keyof ElementAttributes, string>;

type AttributeName = keyof typeof ATTRIBUTES;
const PROP_TYPES = Object.fromEntries(Object.keys(ATTRIBUTES).map((name) => [name, 'string'])) as Record<
  AttributeName,
  'string'
>;

// r2wc keeps its props and render function under these registered symbols.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

/** What r2wc's element class implements beyond HTMLElement. */
type R2wcElementClass = new () => HTMLElement & {
  connectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
};

interface R2wcInternals {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
}

export function defineBookingWidget(scriptUrl: string, tagName = 'booking-widget'): void {
  // Loading the script twice is harmless.
  if (customElements.get(tagName)) return;

  const Base = r2wc(WidgetRoot, { shadow: 'open', props: PROP_TYPES }) as unknown as R2wcElementClass;

  class BookingWidgetElement extends Base {
    readonly instance: WidgetInstance;
    #config: Config | undefined;
    /** The routing mode the current location was made for. */
    #locationRouting: Config['routing'] | undefined;
    #started = false;
    #api: Promise<HostApi> | undefined;
    #analytics = false;
    /** Set on the first connection, when the element's id is known (created elements get theirs after the constructor). */
    #followLocation: ((location: WidgetInstance['location']) => void) | undefined;

    constructor() {
      super();
      const shadowRoot = this.shadowRoot;
      const config = this.#resolve();
      const store = createStore();
      this.instance = {
        key: this.id,
        host: this,
        shadowRoot,
        store,
        i18n: createWidgetI18n(config.lang),
        location: this.#newLocation(config.routing, store),
        sheets: new Map(),
      };
      if (shadowRoot) adoptStyles(shadowRoot, this.instance.sheets, widgetCss);
      this.#apply(config);
      (this as unknown as R2wcInternals)[R2WC_PROPS].instance = this.instance;
    }

    override connectedCallback(): void {
      rememberFromQuery(document, window.location.href);
      this.#apply(this.#resolve());
      // Loads start on the first connection only: moving the element keeps what it has.
      if (!this.#started) {
        this.#started = true;
        this.#followLocation = informHost(this.instance, this.#keptUuid());
        this.#followLocation(this.instance.location);
        keepWidgetStarted(this.instance);
      }
      super.connectedCallback();
    }

    override attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      super.attributeChangedCallback(name, oldValue, newValue);
      // The constructor runs before `instance` exists for upgraded elements.
      if (!this.instance) return;
      this.#apply(this.#resolve());
      // r2wc ignores removed or emptied attributes; re-render for them too.
      if (!newValue) (this as unknown as R2wcInternals)[R2WC_RENDER]();
    }

    // The JS API (docs/embedding.md) loads on first use; calls run in order.
    setDates(arrival: string, departure: string): void {
      this.#callApi((api) => api.setDates(arrival, departure));
    }

    reset(): void {
      this.#callApi((api) => api.reset());
    }

    goTo(step: number | string): void {
      this.#callApi((api) => api.goTo(step));
    }

    #callApi(call: (api: HostApi) => void): void {
      this.#api ??= import('./host-api').then(({ hostApi }) => hostApi(this.instance));
      void this.#api.then(call);
    }

    /** The booking this tab already told the host about (restored after the payment page). */
    #keptUuid(): string {
      try {
        const kept = sessionStorageOf(window)?.getItem(paymentStorageKey(this.id));
        return kept ? String((JSON.parse(kept) as { uuid?: unknown }).uuid ?? '') : '';
      } catch {
        return '';
      }
    }

    #resolve(): Config {
      const attributes: ElementAttributes = {};
      for (const [prop, attribute] of Object.entries(ATTRIBUTES) as [AttributeName, string][]) {
        const value = this.getAttribute(attribute);
        if (value !== null) attributes[prop] = value;
      }
      return resolveConfig({
        attributes,
        pageUrl: window.location.href,
        remembered: readRemembered(document, window, this.id),
        scriptUrl,
      });
    }

    /** A router location for the element's id, with the stay remembered under the same id. */
    #newLocation(routing: Config['routing'], store: WidgetInstance['store']): WidgetInstance['location'] {
      this.#locationRouting = routing;
      rememberStay(store, window, this.id);
      return createLocation(routing, window, this.id);
    }

    #apply(config: Config): void {
      const instance = this.instance;
      if (config.routing !== this.#locationRouting || this.id !== instance.key) {
        instance.key = this.id;
        instance.location = this.#newLocation(config.routing, instance.store);
        this.#followLocation?.(instance.location);
      }
      if (this.#config && JSON.stringify(this.#config) === JSON.stringify(config)) return;
      this.#config = config;
      if (config.ga4 && !this.#analytics) {
        this.#analytics = true;
        void import('./ga4').then(({ trackForGa4 }) => trackForGa4(this.instance, window));
      }
      if (config.arrival && config.departure) this.#callApi((api) => api.prefill(config.arrival, config.departure));
      if (config.theme) rememberTheme(window, this.id, config.theme);
      activateLanguage(this.instance.i18n, config.lang);
      this.instance.store.set(configAtom, config);
    }
  }

  customElements.define(tagName, BookingWidgetElement);
}
