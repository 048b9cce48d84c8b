// The <booking-widget> custom element: r2wc mounts React into an open shadow
// root; this subclass adds what r2wc leaves out: base styles adopted before the
// first paint, a per-element instance (store, i18n, router location), and its
// attributes read as one Config into the widget's store (removed or emptied ones too).
//
// r2wc through its public API only (its options, the "method" prop type, the lifecycle callbacks a
// subclass may call). What this element relies on beyond its documentation, and what an r2wc
// upgrade could break (test/browser/element/r2wc.test.tsx fails if one of these changes):
// - its constructor attaches the shadow root with `this.attachShadow`, which this class overrides to
//   take over the root the pre-start attached (otherwise the constructor throws: a second root);
// - React mounts only in r2wc's connectedCallback (its README: not rendered until the element is
//   inserted), so calling it a task later defers React's root, and its disconnectedCallback unmounts;
// - a "method" prop is the element's own method, bound, read in r2wc's constructor;
// - r2wc re-renders on attribute changes only through its own attributeChangedCallback, which this
//   class does not call: the widget follows its attributes through the store.
import r2wc from '@r2wc/react-to-web-component';
import { createStore } from 'jotai';
import { WidgetRoot } from '../app/WidgetRoot';
import { createLocation } from '../widget/location';
import { keepWidgetStarted } from '../app/startup';
import type { WidgetInstance } from '../widget/instance';
import { adoptStyles } from '../theme/adopt';
import { createWidgetI18n } from '../i18n/setup';
import { followLanguage } from '../app/languages';
import { forgetChosenLang, rememberChosenLang } from './remember';
import { chosenLangAtom, configAtom, widgetI18nAtom } from '../state/config';
import { rememberStay, sessionStorageOf } from '../state/stay-memory';
import widgetCss from '../theme/widget.css?inline';
import type { Config } from '../config/config';
import { paymentStorageKey } from '../state/kept-booking';
import { informHost, type HostEvents } from './host-events';
import type { HostApi } from './host-api';
import { rememberFromQuery, rememberTheme } from './remember';
import { attributeOf, configOf, configSource, PROPS, type ReadConfig } from './element-config';
import { takePrestarted } from './prestart';

/** What r2wc's element class implements beyond HTMLElement. */
type R2wcElementClass = new () => HTMLElement & {
  connectedCallback(): void;
  disconnectedCallback(): void;
};

export function defineBookingWidget(scriptUrl: string, tagName = 'booking-widget'): void {
  // Loading the script twice is harmless.
  if (customElements.get(tagName)) return;

  const Base = r2wc(WidgetRoot, { shadow: 'open', props: { widgetInstance: 'method' } }) as unknown as R2wcElementClass;

  class BookingWidgetElement extends Base {
    /** The attributes the widget follows (r2wc's own list would be its props'). */
    static get observedAttributes(): string[] {
      return PROPS.map(attributeOf);
    }

    readonly instance: WidgetInstance;
    /** React's root is mounted (r2wc's connectedCallback ran) and not unmounted since. */
    #mounted = false;
    #config: Config | undefined;
    /** The routing mode the current location was made for. */
    #locationRouting: Config['routing'] | undefined;
    #started = false;
    /** The widget's styles are adopted and the config is read with its theme (#mount). */
    #styled = false;
    #api: Promise<HostApi> | undefined;
    #analytics = false;
    /**
     * What this connection holds outside the element (window listeners, store
     * subscriptions, loads on their way): made on connection, when the element's
     * id is known (created elements get theirs after the constructor), and
     * released when the element leaves the document.
     */
    #connection: { hostEvents: HostEvents; stopLoads: () => void; stopLanguage: () => void } | undefined;
    /**
     * The config the constructor resolved, with the attributes and id it was resolved from, until the
     * task ends: an upgrade connects the element in the same task, and reading the cookies and the
     * storage again (each a wait for the browser's process) took 10-40 ms of the host page's main
     * thread at 4x for the same answer (issue 33).
     */
    #justResolved: ReadConfig | undefined;

    constructor() {
      super();
      const shadowRoot = this.shadowRoot;
      // Without the theme kept in localStorage (#mount reads it); the pre-start's, if it read the same.
      const prestarted = takePrestarted(this);
      const from = configSource(this);
      const config = prestarted?.from === from ? prestarted.config : this.#resolve();
      this.#justResolved = { config, from };
      queueMicrotask(() => (this.#justResolved = undefined));
      const store = createStore();
      this.instance = {
        key: this.id,
        host: this,
        shadowRoot,
        store,
        i18n: createWidgetI18n(),
        location: this.#newLocation(config.routing, store),
        // With the widget's and the calendar's sheets, when the pre-start drew step 1's skeleton.
        sheets: prestarted?.sheets ?? new Map(),
        hideSkeleton: prestarted?.hideSkeleton,
      };
      store.set(widgetI18nAtom, this.instance.i18n);
      this.#apply(config);
    }

    /** React's way to this widget's instance: r2wc passes this method, bound, as WidgetRoot's prop. */
    widgetInstance(): WidgetInstance {
      return this.instance;
    }

    /** r2wc's root: the one the pre-start attached (prestart.ts), with its requests on their way. */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    override connectedCallback(): void {
      // The query's values win over the cookies written from them, so the config does not change here.
      if (!this.#started) rememberFromQuery(document, window.location.href);
      const resolved = this.#justResolved;
      this.#justResolved = undefined;
      this.#apply(resolved?.from === configSource(this) ? resolved.config : this.#resolve());
      // A move (out and back in within one task) kept the connection; a widget
      // that was really gone starts afresh: its loads, events and listeners.
      if (!this.#connection) {
        const hostEvents = informHost(this.instance, this.#started ? '' : this.#keptUuid());
        hostEvents.follow(this.instance.location);
        this.#connection = {
          hostEvents,
          // Before React's first render: the language's pack is asked for first, then the start-up
          // calls beside it (the first paint waits for both; the pack, a module, starts a little later).
          stopLanguage: this.#followLanguage(),
          stopLoads: keepWidgetStarted(this.instance),
        };
        if (!this.#started) {
          // The first connection's work ends here: the start-up's requests are out. The widget's
          // styles, the remembered theme, React's root and its first render follow in a task of their
          // own, so the host page's main thread is held by neither for as long as by both (issue 33).
          // The first paint waits for the answers anyway.
          this.#started = true;
          setTimeout(() => {
            if (this.isConnected && !this.#mounted) this.#mount();
          });
          return;
        }
      }
      this.#mount();
    }

    /** React's root, with what its first render needs: the widget's styles and the whole config. */
    #mount(): void {
      if (!this.#styled) {
        this.#styled = true;
        if (this.shadowRoot) adoptStyles(this.shadowRoot, this.instance.sheets, widgetCss);
        this.#apply(this.#resolve());
      }
      this.#mounted = true;
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      this.#mounted = false;
      super.disconnectedCallback();
      // Moving the element disconnects and connects it in the same task: only a
      // widget still out of the document once this task is done lets go.
      setTimeout(() => {
        if (this.isConnected || !this.#connection) return;
        this.#connection.hostEvents.release();
        this.#connection.stopLoads();
        this.#connection.stopLanguage();
        this.#connection = undefined;
      }, 0);
    }

    attributeChangedCallback(name: string): void {
      // The constructor runs before `instance` exists for upgraded elements; before the element is
      // connected, connectedCallback reads every attribute once (an upgrade calls this for each one).
      if (!this.instance || !this.#connection) return;
      // The host setting the language again overrides what the guest chose in the menu.
      if (name === 'lang' && this.instance.store.get(chosenLangAtom)) {
        forgetChosenLang(window, this.id);
        this.instance.store.set(chosenLangAtom, null);
      }
      this.#apply(this.#resolve());
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

    /** The widget's language, and the guest's choice in its menu (kept for the tab, per widget). */
    #followLanguage(): () => void {
      const store = this.instance.store;
      const stopChoosing = store.sub(chosenLangAtom, () => {
        const lang = store.get(chosenLangAtom);
        if (lang) rememberChosenLang(window, this.id, lang);
        this.#apply(this.#resolve());
      });
      const stopFollowing = followLanguage(this.instance);
      return () => {
        stopChoosing();
        stopFollowing();
      };
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

    /** The config; with the theme kept in localStorage once React's first render needs it (#mount). */
    #resolve(): Config {
      return configOf(this, scriptUrl, this.#styled, this.instance?.store.get(chosenLangAtom));
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
        this.#connection?.hostEvents.follow(instance.location);
      }
      if (this.#config && JSON.stringify(this.#config) === JSON.stringify(config)) return;
      this.#config = config;
      if (config.ga4 && !this.#analytics) {
        this.#analytics = true;
        void import('./ga4').then(({ trackForGa4 }) => trackForGa4(this.instance, window));
      }
      if (config.arrival && config.departure) this.#callApi((api) => api.prefill(config.arrival, config.departure));
      if (config.theme) rememberTheme(window, this.id, config.theme);
      this.instance.store.set(configAtom, config);
    }
  }

  customElements.define(tagName, BookingWidgetElement);
}
