import type { Lang } from '../domain/lang.ts';
import type { ServerTexts } from './en.ts';
import { cs } from './cs.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { hu } from './hu.ts';
import { pl } from './pl.ts';
import { sk } from './sk.ts';
import { uk } from './uk.ts';

/** What the server says by itself, one file per language (en.ts gives the shape). */
export const SERVER_TEXTS: Readonly<Record<Lang, ServerTexts>> = { cs, en, de, sk, pl, uk, hu };

export type { ServerTexts };
