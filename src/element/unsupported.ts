// Loaded instead of the widget where the browser lacks what it needs
// (browser-support.ts): each <booking-widget> shows a short message in its
// language with the hotel's contact from global_settings, and tells the host
// page `bw-error` (kind 'browser'). Plain DOM and CSSOM styles: nothing here
// may rely on what the browser lacks, and a strict CSP still allows it.
import { createApiClient } from '../api';
import { resolveConfig, type Lang } from '../config/config';
import { tellHost } from '../widget/tell-host';
import { missingFeatures } from './need-names';

const TEXTS: Record<Lang, { title: string; message: string; contact: string }> = {
  cs: {
    title: 'Rezervace v tomto prohlížeči nefunguje',
    message: 'Otevřete prosím tuto stránku v aktuálním prohlížeči (Chrome, Edge, Firefox nebo Safari), nebo nás kontaktujte:',
    contact: 'Kontakt',
  },
  en: {
    title: 'Online booking does not work in this browser',
    message: 'Please open this page in an up-to-date browser (Chrome, Edge, Firefox or Safari), or contact us:',
    contact: 'Contact',
  },
  de: {
    title: 'Die Online-Buchung funktioniert in diesem Browser nicht',
    message: 'Bitte öffnen Sie diese Seite in einem aktuellen Browser (Chrome, Edge, Firefox oder Safari) oder kontaktieren Sie uns:',
    contact: 'Kontakt',
  },
  sk: {
    title: 'Online rezervácia v tomto prehliadači nefunguje',
    message: 'Otvorte, prosím, túto stránku v aktuálnom prehliadači (Chrome, Edge, Firefox alebo Safari) alebo nás kontaktujte:',
    contact: 'Kontakt',
  },
  pl: {
    title: 'Rezerwacja online nie działa w tej przeglądarce',
    message: 'Otwórz tę stronę w aktualnej przeglądarce (Chrome, Edge, Firefox lub Safari) albo skontaktuj się z nami:',
    contact: 'Kontakt',
  },
  uk: {
    title: 'Онлайн-бронювання не працює в цьому браузері',
    message: 'Будь ласка, відкрийте цю сторінку в сучасному браузері (Chrome, Edge, Firefox або Safari) або зв’яжіться з нами:',
    contact: 'Контакти',
  },
  hu: {
    title: 'Az online foglalás ebben a böngészőben nem működik',
    message: 'Kérjük, nyissa meg ezt az oldalt egy naprakész böngészőben (Chrome, Edge, Firefox vagy Safari), vagy lépjen kapcsolatba velünk:',
    contact: 'Kapcsolat',
  },
};

type Contact = { name?: string; phone?: string; email?: string };

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text = '', style: Partial<CSSStyleDeclaration> = {}): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.textContent = text;
  Object.assign(made.style, style);
  return made;
}

function render(host: HTMLElement, lang: Lang, contact: Contact): void {
  const texts = TEXTS[lang];
  const root = host.shadowRoot ?? (typeof host.attachShadow === 'function' ? host.attachShadow({ mode: 'open' }) : host);
  const box = element('section', '', { display: 'block', padding: '16px', border: '1px solid #b5651d', borderRadius: '6px', font: '16px/1.5 system-ui, sans-serif', color: '#222', background: '#fff' });
  box.lang = lang;
  box.setAttribute('role', 'status');
  box.append(element('h2', texts.title, { font: 'bold 18px/1.3 system-ui, sans-serif', margin: '0 0 8px' }), element('p', texts.message, { margin: '0 0 8px' }));
  const links: HTMLElement[] = [];
  if (contact.phone) links.push(Object.assign(element('a', contact.phone), { href: `tel:${contact.phone.replace(/[^+\d]/g, '')}` }));
  if (contact.email) links.push(Object.assign(element('a', contact.email), { href: `mailto:${contact.email}` }));
  if (links.length > 0) {
    const list = element('ul', '', { margin: '0', paddingLeft: '20px' });
    list.setAttribute('aria-label', contact.name ? `${texts.contact}: ${contact.name}` : texts.contact);
    for (const link of links) {
      const item = element('li');
      item.append(link);
      list.append(item);
    }
    box.append(list);
  }
  root.replaceChildren(box);
}

async function show(host: HTMLElement, scriptUrl: string, missing: string[]): Promise<void> {
  const attribute = (name: string) => host.getAttribute(name) ?? undefined;
  const config = resolveConfig({
    attributes: { apiKey: attribute('api-key'), lang: attribute('lang'), apiBase: attribute('api-base') },
    pageUrl: window.location.href,
    remembered: {},
    scriptUrl,
  });
  render(host, config.lang, {});
  tellHost(host, 'bw-error', { kind: 'browser', message: `Unsupported browser: no ${missing.join(', ')}` });
  if (!config.apiKey) return;
  const answer = await createApiClient({ apiBase: config.apiBase, apiKey: config.apiKey, lang: config.lang }).settings();
  if (answer.ok && answer.value.contact) render(host, config.lang, answer.value.contact);
}

/** Defines `tagName` as the message wherever the widget would have been. */
export function defineUnsupported(scriptUrl: string, tagName = 'booking-widget'): void {
  const missing = missingFeatures(window);
  const shown = new WeakSet<HTMLElement>();
  const showOnce = (host: HTMLElement) => {
    if (shown.has(host)) return;
    shown.add(host);
    void show(host, scriptUrl, missing).catch(() => undefined);
  };
  if (typeof window.customElements?.define !== 'function') {
    // Without custom elements, the placeholders on the page get the message in their light DOM.
    document.querySelectorAll<HTMLElement>(tagName).forEach(showOnce);
    return;
  }
  if (customElements.get(tagName)) return;
  customElements.define(
    tagName,
    class extends HTMLElement {
      connectedCallback(): void {
        showOnce(this);
      }
    },
  );
}
