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

const prestarted = new WeakMap<Element, ReadConfig>();

export function prestartWidgets(scriptUrl: string, tagName: string): void {
  for (const element of document.querySelectorAll(tagName)) {
    if (element.shadowRoot) continue;
    const config = configOf(element, scriptUrl);
    prestarted.set(element, { config, from: configSource(element) });
    preloadAnswers(element.attachShadow({ mode: 'open' }), clientFor(config).startupAddresses());
    // A chunk of its own: the element's later call finds the same module on its way.
    loadPack(config.lang).catch(() => {});
  }
}

/** The config the pre-start resolved, with the id and attributes it read (the element checks them). */
export function takePrestarted(element: Element): ReadConfig | undefined {
  return prestarted.get(element);
}
