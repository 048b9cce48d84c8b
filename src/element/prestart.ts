// The start-up's requests of the widgets already in the page, a task before
// they are upgraded (issue 33): the upgrade (store, language, router, host
// events) was one task of 80-150 ms of the host page's main thread at 4x, and
// the requests, which the first paint waits for, went out in its middle. Here
// they go out first, from the element's own shadow root, and the upgrade
// follows in a task of its own; the element takes this shadow root and these
// links over (element.ts, preloadAnswers).
import { preloadAnswers } from '../api';
import { loadPack } from '../i18n/packs';
import { clientFor } from '../state/config';
import type { Config } from '../config/config';
import { configOf, configSource } from './element-config';

const prestarted = new WeakMap<Element, { config: Config; from: string }>();

/**
 * Two tasks: the configs and availability, the longest answer; then the other two requests and the
 * language's texts (each task under 50 ms at 4x, where one held the page for 70-100). `next` a task later.
 */
export function prestartWidgets(scriptUrl: string, tagName: string, next: () => void): void {
  const rest = [...document.querySelectorAll(tagName)].flatMap((element) => {
    if (element.shadowRoot) return [];
    const config = configOf(element, scriptUrl);
    prestarted.set(element, { config, from: configSource(element) });
    const root = element.attachShadow({ mode: 'open' });
    const addresses = clientFor(config).startupAddresses();
    preloadAnswers(root, addresses.slice(0, 1));
    return () => {
      preloadAnswers(root, addresses);
      // A chunk of its own: the element's later call finds the same module on its way.
      loadPack(config.lang).catch(() => {});
    };
  });
  setTimeout(() => {
    for (const send of rest) send();
    setTimeout(next);
  });
}

/** The config the pre-start resolved, while the element's id and attributes are still the same. */
export function takePrestarted(element: Element): Config | undefined {
  const kept = prestarted.get(element);
  return kept?.from === configSource(element) ? kept.config : undefined;
}
