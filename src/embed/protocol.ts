// The iframe protocol (docs/embedding.md), shared by the frame (embed-frame.js,
// inside dist/iframe.html) and the outer shim (embed.js): every message name in
// one place, plain objects with a fixed namespace and a version, and the id the
// parent gave the frame in every message, so several frames are told apart.
// Both sides check the sender's window and origin; nobody posts to '*'.

export const NAMESPACE = 'booking-widget';
export const VERSION = 1;

export const MESSAGES = {
  /** frame -> parent: loaded and listening; the parent answers with `id`. */
  hello: 'hello',
  /** parent -> frame: the frame's id, to put in every message it sends. */
  id: 'id',
  /** frame -> parent: the content's height in px, rounded up, sent only when it changed. */
  height: 'height',
  /** frame -> parent: one of the widget's host events (`name`, `detail`), for the parent to dispatch again. */
  event: 'event',
} as const;

export type MessageType = (typeof MESSAGES)[keyof typeof MESSAGES];

/** The element's events a frame relays (and the only ones a shim dispatches). */
export const HOST_EVENTS = ['bw-ready', 'bw-step-change', 'bw-dates-change', 'bw-booking-complete', 'bw-booking-cancelled', 'bw-payment-change', 'bw-error', 'bw-alternatives-shown', 'bw-language-change'] as const;

export interface EmbedMessage {
  ns: typeof NAMESPACE;
  v: typeof VERSION;
  type: MessageType;
  id: string;
  height?: number;
  name?: string;
  detail?: unknown;
}

export function embedMessage(type: MessageType, id: string, fields: Partial<EmbedMessage> = {}): EmbedMessage {
  return { ...fields, ns: NAMESPACE, v: VERSION, type, id };
}

/** The message when `data` is one of ours in this version; null for anything else on the page's channel. */
export function readMessage(data: unknown): EmbedMessage | null {
  const message = data as Partial<EmbedMessage> | null;
  if (typeof message !== 'object' || message === null) return null;
  if (message.ns !== NAMESPACE || message.v !== VERSION || typeof message.id !== 'string') return null;
  if (!Object.values(MESSAGES).includes(message.type as MessageType)) return null;
  if (message.type === MESSAGES.height && !(typeof message.height === 'number' && message.height >= 0 && message.height < 100_000)) return null;
  if (message.type === MESSAGES.event && !HOST_EVENTS.includes(message.name as (typeof HOST_EVENTS)[number])) return null;
  return message as EmbedMessage;
}

/** An http(s) origin from a URL or origin text; null for anything else ('*', 'null', garbage). */
export function originOf(text: string | null | undefined): string | null {
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
