// An element's config, read from its attributes, the page's address and what
// the widget remembers: for the element itself and for the start-up's requests
// made before it is upgraded (prestart.ts).
import { resolveConfig, type Config, type ElementAttributes, type Lang } from '../config/config';
import { readChosenLang, readRemembered } from './remember';

/**
 * Every attribute, by its prop name (React 19 ignores propTypes). r2wc and
 * configOf both write the attribute in kebab-case: apiKey is `api-key`.
 */
export const PROPS = [
  'apiKey', 'lang', 'languages', 'theme', 'apiBase', 'debug', 'editToken', 'editUuid', 'dummy', 'demo', 'routing', 'aresBase',
  'arrival', 'departure', 'analytics', 'dayPrices',
] as const satisfies readonly (keyof ElementAttributes)[];
// Fails to compile when ElementAttributes gains a name PROPS does not list.
const EVERY_ATTRIBUTE: Exclude<keyof ElementAttributes, (typeof PROPS)[number]> extends never ? true : never = true;
void EVERY_ATTRIBUTE;

const attributeOf = (prop: string): string => prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A config and what it was read from (configSource): still the element's config while that is unchanged. */
export interface ReadConfig {
  config: Config;
  from: string;
}

/** What configOf reads from the element itself: its id and attributes. */
export function configSource(element: Element): string {
  return JSON.stringify([element.id, ...PROPS.map((prop) => element.getAttribute(attributeOf(prop)))]);
}

/**
 * The element's config; the theme's storage is read only when `theme` (the first read of a storage
 * waits for the browser's process, and nothing before React's first render needs the theme).
 */
export function configOf(element: Element, scriptUrl: string, theme?: boolean, chosenLang?: Lang | null): Config {
  const attributes: ElementAttributes = {};
  for (const prop of PROPS) {
    const value = element.getAttribute(attributeOf(prop));
    if (value !== null) attributes[prop] = value;
  }
  return resolveConfig({
    attributes,
    pageUrl: window.location.href,
    remembered: readRemembered(document, window, element.id, theme),
    scriptUrl,
    browserLanguages: navigator.languages ?? [navigator.language],
    // Only a widget with a language menu has a guest's choice to read: the first read of the tab's
    // storage waits for the browser's process (issue 33).
    chosenLang: chosenLang ?? (attributes.languages ? readChosenLang(window, element.id) : undefined),
  });
}
