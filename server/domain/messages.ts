import { SERVER_TEXTS, type ServerTexts } from '../texts/index.ts';
import type { Lang } from './lang.ts';

/** Every text the server itself says to a guest, by id: texts/{lang}.ts `messages`. */
export type MessageId = keyof ServerTexts['messages'];

/** "{name} sleeps at most {max} guests" with the values put in; an unknown {placeholder} stays as written. */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function message(id: MessageId, lang: Lang, values: Record<string, string | number> = {}): string {
  return fillIn(SERVER_TEXTS[lang].messages[id], values);
}
