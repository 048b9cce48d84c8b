// Inside dist/iframe.html (as embed-frame.js): tells the parent page the
// content's height and relays the widget's events (protocol.ts). It speaks
// only to the parent window, and only to the parent's origin: the
// `parent_origin` query parameter, else the origin the engine says the parent
// has (location.ancestorOrigins, or the document's referrer), else the origin
// of the first id message. SPEC 1: the height goes out from the start, so a
// plain legacy <iframe> whose page only listens is sized too; once the parent
// names the frame (a versioned id message, or a plain { id }), every message
// carries that id.
import { embedMessage, HOST_EVENTS, MESSAGES, originOf, readMessage, type EmbedMessage, type MessageType } from './protocol';

/** SPEC 9: the height is polled every 100 ms where ResizeObserver is missing. */
const POLL_MS = 100;
/** How long a frame waits for its widget's first paint before it tells its height anyway. */
const PAINT_WAIT_MS = 8000;

/** The parent's origin as the engine tells it before any message: Chromium and WebKit list it, Firefox gives the referrer. */
function knownParentOrigin(): string | null {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  if (ancestors && ancestors.length > 0) return originOf(ancestors[0]);
  return originOf(document.referrer);
}

/** The id a parent gives this frame: our versioned id message, or a plain `{ id }` from a legacy page. */
function nameFrom(data: unknown): string | null {
  const message = readMessage(data);
  if (message) return message.type === MESSAGES.id && message.id ? message.id : null;
  const plain = data as { id?: unknown } | null;
  if (typeof plain !== 'object' || plain === null || Object.keys(plain).length !== 1) return null;
  return typeof plain.id === 'string' && /^[\w-]{1,100}$/.test(plain.id) ? plain.id : null;
}

function startFrame(): void {
  if (window.parent === window) return;
  let parentOrigin = originOf(new URLSearchParams(location.search).get('parent_origin')) ?? knownParentOrigin();
  let id = '';
  let sentHeight = -1;
  let pending = 0;

  const send = (type: MessageType, fields?: Partial<EmbedMessage>): boolean => {
    if (!parentOrigin) return false;
    window.parent.postMessage(embedMessage(type, id, fields), parentOrigin);
    return true;
  };

  // Measured from the content, never from the frame's own viewport, so a
  // frame made taller by the parent can never make the content taller (no
  // growth loop). A tooltip near the bottom counts, so the frame grows for it.
  const contentHeight = (): number => {
    let bottom = document.body.getBoundingClientRect().bottom;
    for (const widget of document.querySelectorAll('booking-widget')) {
      for (const tip of widget.shadowRoot?.querySelectorAll('[role="tooltip"]') ?? []) {
        bottom = Math.max(bottom, tip.getBoundingClientRect().bottom);
      }
    }
    return Math.ceil(bottom + window.scrollY);
  };

  // Until the widget has painted, the frame keeps the height its parent reserved (embed.js):
  // an empty page's height would shrink it and move the parent's content twice. A widget that
  // never paints (its script failed) is measured after a while all the same.
  // Painted means a child with a height: not its styles, nor any box of its own kept out of
  // sight before the first paint, which has none, nor step 1's skeleton (inert, element/skeleton.ts),
  // which is shorter than step 1: telling its height would move the parent's content twice.
  const started = Date.now();
  const painted = () =>
    Date.now() - started > PAINT_WAIT_MS ||
    [...document.querySelectorAll('booking-widget')].every((widget) =>
      [...(widget.shadowRoot ?? widget).children].some((child) => child instanceof HTMLElement && !child.inert && child.offsetHeight > 0),
    );

  // At most one message per animation frame, and only when the height changed.
  const update = () => {
    if (pending) return;
    pending = requestAnimationFrame(() => {
      pending = 0;
      if (!painted()) return;
      const height = contentHeight();
      if (height !== sentHeight && send(MESSAGES.height, { height })) sentHeight = height;
    });
  };

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    if (parentOrigin && event.origin !== parentOrigin) return;
    const named = nameFrom(event.data);
    if (!named || (id && named !== id)) return;
    parentOrigin ??= originOf(event.origin);
    id = named;
    // The parent sizes the frame from now on: no inner scrollbar.
    document.documentElement.style.overflow = 'hidden';
    sentHeight = -1;
    update();
    const waiting = untold;
    untold = [];
    for (const fields of waiting) tell(fields);
  });

  // An event the widget tells before the parent has named this frame (bw-ready
  // can beat the id message, as in Firefox) waits for the name, in order.
  let untold: Array<Partial<EmbedMessage>> = [];
  const tell = (fields: Partial<EmbedMessage>) => {
    if (id && send(MESSAGES.event, fields)) return;
    untold.push(fields);
  };
  for (const name of HOST_EVENTS) {
    document.addEventListener(name, (event) => tell({ name, detail: (event as CustomEvent).detail }));
  }

  setTimeout(update, PAINT_WAIT_MS + 50);
  if (typeof ResizeObserver === 'function') {
    const resizes = new ResizeObserver(update);
    const mutations = new MutationObserver(update);
    resizes.observe(document.body);
    void customElements.whenDefined('booking-widget').then(() => {
      for (const widget of document.querySelectorAll('booking-widget')) {
        resizes.observe(widget);
        // Content that does not resize the element (a tooltip) still changes what must show.
        if (widget.shadowRoot) mutations.observe(widget.shadowRoot, { subtree: true, childList: true, attributes: true });
      }
    });
  } else {
    setInterval(update, POLL_MS);
  }
  send(MESSAGES.hello);
}

startFrame();
