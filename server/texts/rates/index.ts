import type { Lang } from '../../domain/lang.ts';
import { fillIn } from '../../domain/messages.ts';
import { cs } from './cs.ts';
import { de } from './de.ts';
import { en, type RateTexts } from './en.ts';
import { hu } from './hu.ts';
import { pl } from './pl.ts';
import { sk } from './sk.ts';
import { uk } from './uk.ts';

/** What the server says about rates, cancellation and the guest's booking page, one file per language. */
export const RATE_TEXTS: Readonly<Record<Lang, RateTexts>> = { cs, en, de, sk, pl, uk, hu };

export type { RateTexts };
export type RateMessageId = keyof RateTexts['messages'];

export function rateMessage(id: RateMessageId, lang: Lang, values: Record<string, string | number> = {}): string {
  return fillIn(RATE_TEXTS[lang].messages[id], values);
}
