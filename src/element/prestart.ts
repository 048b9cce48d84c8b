// The start-up's requests of the widgets already in the page, a task before
// they are upgraded (issue 33): the upgrade (store, language, router, host
// events) was one task of 80-150 ms of the host page's main thread at 4x, and
// the requests, which the first paint waits for, went out in its middle. Here
// they go out first, from the element's own shadow root, and the upgrade
// follows in a task of its own; the element takes this shadow root and these
// links over (element.ts, preloadAnswers). Tried and not kept: availability in
// this task and the other two requests in the next (no lower TBT in 14
// alternating pairs, and a host page not painted yet paints between the two).
import { preloadAnswers } from '../api';
import { loadPack } from '../i18n/packs';
import { clientFor } from '../state/config';
import { configOf, configSource, type ReadConfig } from './element-config';
import widgetCss from '../theme/widget.css?inline';
import calendarCss from '../calendar/components/calendar.css?inline';
import { adoptStyles } from '../theme/adopt';
import { createLocation, splitRoute } from '../widget/location';
import { drawSkeleton } from './skeleton';

/** What the pre-start did for an element, which the element takes over as it is upgraded. */
export interface Prestarted extends ReadConfig {
  /** The element's style sheets so far (the widget's and the calendar's, for the skeleton). */
  sheets: Map<string, CSSStyleSheet>;
  /** Takes step 1's skeleton away, when one was drawn. */
  hideSkeleton?: () => void;
}

const prestarted = new WeakMap<Element, Prestarted>();

export function prestartWidgets(scriptUrl: string, tagName: string): void {
  for (const element of document.querySelectorAll(tagName)) {
    if (element.shadowRoot) continue;
    const config = configOf(element, scriptUrl);
    const root = element.attachShadow({ mode: 'open' });
    preloadAnswers(root, clientFor(config).startupAddresses());
    const started: Prestarted = { config, from: configSource(element), sheets: new Map() };
    // Step 1's skeleton while the answers travel (skeleton.ts), where the first screen is step 1.
    if (splitRoute(createLocation(config.routing, window, element.id).current()).path === '/') {
      adoptStyles(root, started.sheets, widgetCss);
      adoptStyles(root, started.sheets, calendarCss);
      started.hideSkeleton = drawSkeleton(root, element.getBoundingClientRect().width, config.languages.length > 1);
    }
    prestarted.set(element, started);
    // A chunk of its own: the element's later call finds the same module on its way.
    loadPack(config.lang).catch(() => {});
  }
}

/** What the pre-start did for the element: the config it resolved from the id and attributes it read (the element checks them), its sheets and skeleton. */
export function takePrestarted(element: Element): Prestarted | undefined {
  return prestarted.get(element);
}
