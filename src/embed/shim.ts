// embed.js, the outer shim for sites that cannot run the widget's module
// script: every placeholder such as
//   <div data-booking-widget data-api-key="..." data-lang="cs" data-theme="cone"></div>
// becomes an iframe of dist/iframe.html from the shim's own folder, without
// scrollbars, told its id, sized to its content, scrolled to its top when the
// step changes, and re-dispatching the widget's events on the placeholder.
import { embedMessage, MESSAGES, readMessage, type MessageType } from './protocol';
import { reservedHeight } from './reserved-height';

/** Placeholder data attributes and the query parameters of iframe.html they become. */
const PARAMETERS: [data: string, query: string][] = [
  ['apiKey', 'api_key'], ['lang', 'lang'], ['theme', 'theme'], ['arrival', 'arrival'], ['departure', 'departure'],
  ['debug', 'debug'], ['dummy', 'is_dummy'], ['editToken', 'edit_token'], ['editUuid', 'edit_uuid'], ['manageToken', 'manage_token'],
];

interface Embedded {
  id: string;
  holder: HTMLElement;
  frame: HTMLIFrameElement;
}

/** The frame's accessible name in the placeholder's language ("Rezervace"), English for any other. */
const FRAME_TITLES: Record<string, string> = {
  cs: 'Rezervace',
  en: 'Booking',
  de: 'Buchung',
  sk: 'Rezervácia',
  pl: 'Rezerwacja',
  uk: 'Бронювання',
  hu: 'Foglalás',
};

function frameTitle(lang = 'cs'): string {
  return FRAME_TITLES[lang.trim().toLowerCase().slice(0, 2)] ?? FRAME_TITLES.en!;
}

function startShim(script: HTMLScriptElement | null): void {
  const page = new URL('iframe.html', script?.src || location.href);
  const widgetOrigin = page.origin;
  const embedded: Embedded[] = [];
  // The guest's booking link (issue 50) leads to the page the booking was made from: on a page that
  // embeds the widget through this shim, its token and the booking page's route go on to the frame.
  const manageToken = new URLSearchParams(location.search).get('manage_token');

  const post = ({ frame, id }: Embedded, type: MessageType) =>
    frame.contentWindow?.postMessage(embedMessage(type, id), widgetOrigin);

  const embed = (holder: HTMLElement, index: number) => {
    if (holder.querySelector('iframe')) return; // the shim loaded twice
    const id = holder.id || `booking-widget-${index + 1}`;
    const query = new URLSearchParams();
    for (const [data, name] of PARAMETERS) {
      const value = holder.dataset[data];
      if (value !== undefined) query.set(name, value);
    }
    if (location.origin.startsWith('http')) query.set('parent_origin', location.origin);
    if (manageToken && !query.has('manage_token')) query.set('manage_token', manageToken);
    const frame = document.createElement('iframe');
    frame.src = `${page.href}?${query}${query.has('manage_token') ? '#/booking' : ''}`;
    frame.title = holder.dataset.title || frameTitle(holder.dataset.lang);
    frame.setAttribute('scrolling', 'no');
    // Set through the CSSOM, which a strict style-src allows. Step 1's height is reserved
    // until the frame tells its own (after the widget's first paint), so the page does not move.
    const height = `${reservedHeight(window.innerWidth)}px`;
    Object.assign(frame.style, { display: 'block', width: '100%', height, border: '0', overflow: 'hidden' });
    const entry = { id, holder, frame };
    frame.addEventListener('load', () => post(entry, MESSAGES.id));
    embedded.push(entry);
    holder.append(frame);
  };

  window.addEventListener('message', (event) => {
    if (event.origin !== widgetOrigin) return;
    const entry = embedded.find(({ frame }) => frame.contentWindow === event.source);
    const message = entry && readMessage(event.data);
    if (!entry || !message) return;
    if (message.type === MESSAGES.hello) post(entry, MESSAGES.id);
    if (message.id !== entry.id) return;
    if (message.type === MESSAGES.height) {
      entry.frame.style.height = `${message.height}px`;
      // The host's reservation (README) has done its work: the frame's own height counts now.
      entry.holder.style.minHeight = '0';
    }
    if (message.type === MESSAGES.event && message.name) {
      entry.holder.dispatchEvent(new CustomEvent(message.name, { bubbles: true, composed: true, detail: message.detail }));
      // A new step starts at its top: bring the frame's top into view when it is above the window.
      if (message.name === 'bw-step-change' && entry.frame.getBoundingClientRect().top < 0) entry.frame.scrollIntoView({ block: 'start' });
    }
  });

  const start = () => document.querySelectorAll<HTMLElement>('[data-booking-widget]').forEach(embed);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}

startShim(document.currentScript as HTMLScriptElement | null);
